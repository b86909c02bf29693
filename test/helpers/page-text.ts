/**
 * The words a reader sees in a page's markup, for tests that look for what an editor wrote: tags and scripts (the
 * page's state repeats the content) gone, the entities React and WordPress write decoded, whitespace collapsed.
 * @module
 */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
