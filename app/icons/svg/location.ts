/** `location` icon (job detail, outline): inner markup of a 24×24 SVG. */
export default '<path d="M12 21.5S5 15.6 5 10A7 7 0 0 1 19 10C19 15.6 12 21.5 12 21.5Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/><circle cx="12" cy="10" r="2.5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>';
