/** `x` icon (social network mark, filled): inner markup of a 24×24 SVG. */
export default '<path d="M3 3H8.6L21 21H15.4ZM5.4 4.3H7.5L18.1 19.7H16ZM18.7 3H20.8L14.02 10.87L13.09 9.52ZM9.98 13.13L10.91 14.48L5.3 21H3.2Z" fill="currentColor" fill-rule="evenodd"/>';
