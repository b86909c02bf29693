/** `star` icon (interface, outline): inner markup of a 24×24 SVG. */
export default '<path d="M12 3L14.41 9.28L21.13 9.63L15.9 13.87L17.64 20.37L12 16.7L6.36 20.37L8.1 13.87L2.87 9.63L9.59 9.28Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
