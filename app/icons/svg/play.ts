/** `play` icon (carousel control, outline): inner markup of a 24×24 SVG. */
export default '<path d="M7 4.7V19.3C7 20.1 7.85 20.55 8.5 20.1L19.3 12.85C19.9 12.45 19.9 11.55 19.3 11.15L8.5 3.9C7.85 3.45 7 3.9 7 4.7Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
