/**
 * Allow-list sanitiser for CMS HTML. Runs in workerd (the `xss` package is pure
 * string processing: DOMPurify needs a DOM). Tags outside the list are dropped
 * (their text kept); the bodies of script-like tags are dropped entirely, which
 * also defuses mXSS payloads that rely on a browser re-parsing foreign content.
 * @module
 */
import xss from 'xss';
import type * as XssModule from 'xss';

// `xss` is CommonJS: take its parts from the default export, which works in workerd, Vite and wrangler alike.
const { FilterXSS, escapeAttrValue } = xss as unknown as typeof XssModule;

const TEXT = ['title'];
const CELL = ['colspan', 'rowspan', 'scope'];

const ALLOWED: Record<string, string[]> = {
  p: [], br: [], hr: [], h2: ['id'], h3: ['id'], h4: ['id'],
  ul: [], ol: ['start'], li: [], dl: [], dt: [], dd: [],
  a: ['href', ...TEXT], strong: [], em: [], b: [], i: [], u: [], s: [], small: [], mark: [],
  blockquote: ['cite'], code: [], pre: [], sub: [], sup: [], abbr: TEXT, span: [],
  figure: [], figcaption: [], img: ['src', 'alt', 'width', 'height'],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: CELL, td: CELL,
};

/** Tags whose whole content goes, not only the tag. */
const DROP_WITH_BODY = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math',
  'noscript', 'template', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'select', 'option'];

/** Schemes a link may use; everything else (javascript:, data:, vbscript:) is dropped. */
export function safeHref(value: string): string | null {
  const href = value.trim();
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  if (href.startsWith('#') || href.startsWith('?')) return href;
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : null;
}

/** Images may come from the site (`/media/…`) or https only. */
function safeSrc(value: string): string | null {
  const src = value.trim();
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return /^https:\/\//i.test(src) ? src : null;
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_BODY,
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag, name, value) {
    if (name === 'href') return escapeAttrValue(safeHref(value) ?? '#');
    if (name === 'src') return escapeAttrValue(safeSrc(value) ?? '');
    if (name === 'id') return /^[a-z][a-z0-9-]{0,63}$/.test(value) ? value : '';
    return escapeAttrValue(value);
  },
});

/**
 * The filtered HTML, with images whose source was refused removed (an `<img>`
 * without a source is broken markup) and every image given an `alt` (empty
 * when the CMS sent none: decorative). The filter's output quotes every
 * attribute, so these two passes can rely on its shape.
 */
export function sanitizeHtml(html: string): string {
  return filter.process(html)
    .replace(/<img\b(?![^>]*\ssrc="[^"]+")[^>]*>/g, '')
    .replace(/<img\b(?![^>]*\salt=)([^>]*?)(\s*\/?)>/g, '<img$1 alt=""$2>');
}
