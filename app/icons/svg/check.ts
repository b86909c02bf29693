/** `check` icon (interface, outline): inner markup of a 24×24 SVG. */
export default '<path d="M4.5 12.5L9.5 17.5L19.5 6.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
