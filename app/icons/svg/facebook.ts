/** `facebook` icon (social network mark, filled): inner markup of a 24×24 SVG. */
export default '<path d="M10.2 21.84A10 10 0 1 1 13.6 21.87V13.9H16.1L16.5 10.9H13.6V9.2C13.6 8.2 14 7.5 15.4 7.5H16.6V5.1C16.2 5.04 15.3 4.95 14.1 4.95C11.7 4.95 10.2 6.45 10.2 9.15V10.9H7.6V13.9H10.2Z" fill="currentColor"/>';
