/**
 * Serialising for HTML: escaped text and attributes, the head model as tags,
 * and state JSON that cannot break out of its script element.
 * @module
 */
import type { HeadModel } from '../../contract/head-model';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const UNSAFE = /[<>&\u2028\u2029]/;

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` are
 * written as unicode escapes so `</script>` and `<!--` cannot appear, and
 * U+2028/U+2029 are escaped for old parsers. JSON.parse reads it back unchanged.
 */
export function safeJson(value: unknown): string {
  const json = JSON.stringify(value);
  // Most values hold none of these: one scan, no copy.
  if (!UNSAFE.test(json)) return json;
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function headTags(head: HeadModel): string {
  const meta = head.meta.map((tag) => {
    const key = tag.property ? `property="${escapeHtml(tag.property)}"` : `name="${escapeHtml(tag.name ?? '')}"`;
    return `<meta ${key} content="${escapeHtml(tag.content)}">`;
  });
  const links = head.links.map(
    (link) =>
      `<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}"${link.type ? ` type="${escapeHtml(link.type)}"` : ''}${link.title ? ` title="${escapeHtml(link.title)}"` : ''}>`,
  );
  const jsonLd = head.jsonLd.map((thing) => `<script type="application/ld+json">${safeJson(thing)}</script>`);
  return `<title>${escapeHtml(head.title)}</title>${meta.join('')}${links.join('')}${jsonLd.join('')}`;
}
