/** `arrow-right` icon (arrow, outline): inner markup of a 24×24 SVG. */
export default '<path d="M5 12H19M13 6L19 12L13 18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
