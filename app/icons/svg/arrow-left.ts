/** `arrow-left` icon (arrow, outline): inner markup of a 24×24 SVG. */
export default '<path d="M19 12H5M11 18L5 12L11 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
