/** `chevron-left` icon (carousel control, outline): inner markup of a 24×24 SVG. */
export default '<path d="M15 18L9 12L15 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
