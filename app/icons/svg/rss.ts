/** `rss` icon (social network mark, filled): inner markup of a 24×24 SVG. */
export default '<path d="M3.95 17.9A2.15 2.15 0 1 1 8.25 17.9A2.15 2.15 0 1 1 3.95 17.9ZM3.9 11.15V8.65A11.45 11.45 0 0 1 15.35 20.1H12.85A8.95 8.95 0 0 0 3.9 11.15ZM3.9 5.25V2.75A17.35 17.35 0 0 1 21.25 20.1H18.75A14.85 14.85 0 0 0 3.9 5.25Z" fill="currentColor"/>';
