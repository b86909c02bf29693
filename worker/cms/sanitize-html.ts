/**
 * Allow-list sanitiser for CMS HTML. Runs in workerd (the `xss` package is pure
 * string processing: DOMPurify needs a DOM). Tags outside the list are dropped
 * (their text kept); the bodies of script-like tags are dropped entirely, which
 * also defuses mXSS payloads that rely on a browser re-parsing foreign content.
 * Ids the app uses itself are dropped (app/dom-ids.ts), and headings are
 * re-levelled so a fragment starts at h2 and never skips a level.
 * @module
 */

import type * as XssModule from 'xss';
import xss from 'xss';
import { isContentId } from '../../app/dom-ids';
import { linkHref } from '../../app/routing/link-safety';
import { type MediaBases, mediaSrc } from './media-src';

// `xss` is CommonJS: take its parts from the default export, which works in workerd, Vite and wrangler alike.
const { FilterXSS, escapeAttrValue } = xss as unknown as typeof XssModule;

const TEXT = ['title'];
const CELL = ['colspan', 'rowspan', 'scope'];

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  a: ['href', ...TEXT],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  small: [],
  mark: [],
  blockquote: ['cite'],
  code: [],
  pre: [],
  sub: [],
  sup: [],
  abbr: TEXT,
  span: [],
  figure: [],
  figcaption: [],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: CELL,
  td: CELL,
};

/** Tags whose whole content goes, not only the tag. */
const DROP_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
  'option',
];

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_BODY,
  allowCommentTag: false,
  css: false,
  onTagAttr(_tag, name, value, isWhiteAttr) {
    // An id the app owns, or one that is not a plain slug, goes entirely (an empty `id` is invalid HTML).
    if (name === 'id' && isWhiteAttr) return isContentId(value) ? `id="${value}"` : '';
    return undefined;
  },
  safeAttrValue(_tag, name, value) {
    if (name === 'href') return escapeAttrValue(linkHref(value));
    return escapeAttrValue(value);
  },
});

/**
 * Heading levels of a fragment, renumbered: the first heading becomes h2 and
 * each level is at most one below the heading it belongs to, keeping the
 * fragment's own structure (h3, h4, h3 becomes h2, h3, h2). The fragment sits
 * under the page's h1, so the page outline never skips a level.
 */
export function relevelHeadings(html: string): string {
  const stack: { from: number; to: number }[] = [];
  let open = 0;
  return html.replace(/<(\/?)h([1-6])\b/g, (_tag, closing: string, digit: string) => {
    const level = Number(digit);
    if (closing) return `</h${open || level}`;
    while (stack.length && stack.at(-1)!.from >= level) stack.pop();
    open = (stack.at(-1)?.to ?? 1) + 1;
    stack.push({ from: level, to: open });
    return `<h${open}`;
  });
}

/**
 * The filtered HTML, with image sources rewritten to the site's `/media/`,
 * images whose source was refused removed (an `<img>` without a source is
 * broken markup) and every image given an `alt` (empty when the CMS sent
 * none: decorative). The filter's output quotes every attribute, so these
 * passes can rely on its shape.
 */
export function sanitizeHtml(html: string, media: MediaBases = []): string {
  return relevelHeadings(filter.process(html))
    .replace(
      /(<img\b[^>]*\ssrc=")([^"]*)"/g,
      (_img, start: string, src: string) => `${start}${mediaSrc(src.replace(/&amp;/g, '&'), media) ?? ''}"`,
    )
    .replace(/<img\b(?![^>]*\ssrc="[^"]+")[^>]*>/g, '')
    .replace(/<img\b(?![^>]*\salt=)([^>]*?)(\s*\/?)>/g, '<img$1 alt=""$2>');
}
