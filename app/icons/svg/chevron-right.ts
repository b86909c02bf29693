/** `chevron-right` icon (carousel control, outline): inner markup of a 24×24 SVG. */
export default '<path d="M9 18L15 12L9 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
