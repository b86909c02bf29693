/** `pinterest` icon (social network mark, filled): inner markup of a 24×24 SVG. */
export default '<path d="M7.38 20.87A10 10 0 1 1 9.7 21.73L11.02 15.17A5.6 5.6 0 1 0 8.81 13.72ZM12.62 7.16A2.75 2.75 0 1 1 11.59 12.32Z" fill="currentColor"/>';
