/** `dot` icon (carousel control, outline): inner markup of a 24×24 SVG. */
export default '<circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
