/** `pause` icon (carousel control, outline): inner markup of a 24×24 SVG. */
export default '<rect x="6" y="4.5" width="4" height="15" rx="1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/><rect x="14" y="4.5" width="4" height="15" rx="1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
