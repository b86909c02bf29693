/** `arrow-up` icon (arrow, outline): inner markup of a 24×24 SVG. */
export default '<path d="M12 19V5M6 11L12 5L18 11" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
