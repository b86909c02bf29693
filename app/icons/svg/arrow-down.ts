/** `arrow-down` icon (arrow, outline): inner markup of a 24×24 SVG. */
export default '<path d="M12 5V19M18 13L12 19L6 13" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
