/** `minus` icon (interface, outline): inner markup of a 24×24 SVG. */
export default '<path d="M5 12H19" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
