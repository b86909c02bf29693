/** `tiktok` icon (social network mark, filled): inner markup of a 24×24 SVG. */
export default '<path d="M12.6 2.3H15.6C15.85 5.15 17.75 6.95 20.6 7.05V10.1C18.65 10.1 16.95 9.45 15.6 8.45V15.4A5.9 5.9 0 1 1 12.6 10.26ZM6.8 15.4A2.9 2.9 0 1 0 12.6 15.4A2.9 2.9 0 1 0 6.8 15.4Z" fill="currentColor"/>';
