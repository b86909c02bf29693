/** `phone` icon (interface, outline): inner markup of a 24×24 SVG. */
export default '<path d="M5 3.5H8.6L10.5 8.4L8.2 9.9A11.5 11.5 0 0 0 14.1 15.8L15.6 13.5L20.5 15.4V19A2 2 0 0 1 18.5 21A17 17 0 0 1 3 5.5A2 2 0 0 1 5 3.5Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
