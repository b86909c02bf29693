/** `menu` icon (interface, outline): inner markup of a 24×24 SVG. */
export default '<path d="M4 6H20M4 12H20M4 18H20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
