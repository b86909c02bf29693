/** `arrow-up-right` icon (arrow, outline): inner markup of a 24×24 SVG. */
export default '<path d="M6.5 17.5L17.5 6.5M8 6.5H17.5V16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
