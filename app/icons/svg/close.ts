/** `close` icon (interface, outline): inner markup of a 24×24 SVG. */
export default '<path d="M6 6L18 18M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
