/**
 * What CMS HTML may keep: the elements, each element's attributes, and the
 * rule every attribute value must pass. Values reach these rules decoded (the
 * parser has resolved every entity), so `&#x2F;&#x2F;host` is seen as
 * `//host` and a newline written as `&#x0A;` as a newline. Pure data and pure
 * functions: the sanitiser (sanitize-html.ts) applies them to a parsed tree,
 * and its property test checks a re-parsed output against them.
 * @module
 */
import { isContentId } from '../dom-ids';
import { safeHref } from '../link-safety';
import { type MediaBases, mediaSrc } from '../media-src';

/** An attribute's value as it may be written, or null to drop the attribute. */
type AttributeRule = (value: string, media: MediaBases) => string | null;

const text: AttributeRule = (value) => value;

/** A link the site may render ({@link safeHref}) that a browser can also parse: `http:/\\host<` is neither here nor there. */
function linkUrl(value: string): string | null {
  const href = safeHref(value);
  return href !== null && URL.canParse(href, 'https://site.invalid/') ? href : null;
}
const digits =
  (max: number): AttributeRule =>
  (value) =>
    new RegExp(`^\\d{1,${max}}$`).test(value.trim()) ? value.trim() : null;

/**
 * A responsive set of the site's own media: each candidate a `/media/…` source (as `src` keeps it) and a width;
 * any other candidate goes, and so does the attribute when none is left.
 */
function mediaSrcset(value: string, media: MediaBases): string | null {
  const kept = value.split(',').flatMap((candidate) => {
    const [url = '', width = '', ...rest] = candidate.trim().split(/[\t\n\f\r ]+/);
    const src = mediaSrc(url, media);
    return src && !rest.length && /^\d{1,5}w$/.test(width) ? [`${src} ${width}`] : [];
  });
  return kept.length ? kept.join(', ') : null;
}

/** Every attribute any allowed element may carry, and its rule. */
export const ATTRIBUTE_RULES: Readonly<Record<string, AttributeRule>> = {
  // An id the app owns, or one that is not a plain slug, goes entirely (an empty `id` is invalid HTML).
  id: (value) => (isContentId(value) ? value : null),
  href: (value) => linkUrl(value) ?? '#',
  // A quotation's source is a URL too: the same rule as links, but nothing in place of a refused one.
  cite: linkUrl,
  src: (value, media) => mediaSrc(value, media),
  srcset: mediaSrcset,
  // How wide the image is drawn: media conditions and lengths, no functions (`calc`, `url`) and no quotes.
  sizes: (value) => (/^[a-z0-9 (),.:%-]{1,200}$/.test(value) && !/[a-z]\(/.test(value) ? value : null),
  title: text,
  alt: text,
  width: digits(5),
  height: digits(5),
  start: (value) => (/^-?\d{1,9}$/.test(value.trim()) ? value.trim() : null),
  colspan: digits(4),
  rowspan: digits(4),
  class: contentClasses,
  scope: (value) => (/^(row|col|rowgroup|colgroup)$/.test(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null),
};

/**
 * The classes CMS HTML may carry: the site's own layout vocabulary for blocks an editor arranges (columns side by
 * side, a gallery's grid, buttons drawn as calls to action, parts hidden per width; app/styles/nodes.css). Any other
 * class goes.
 */
const CONTENT_CLASSES: ReadonlySet<string> = new Set([
  'content-buttons',
  'button',
  'button--primary',
  'content-columns',
  'content-column',
  'content-column--25',
  'content-column--33',
  'content-column--50',
  'content-column--66',
  'content-column--75',
  'content-gallery',
  'content-gallery--2',
  'content-gallery--3',
  'content-gallery--4',
  'content-gallery--5',
  'content-gallery--6',
  // A list's item or a quote's paragraph an editor hid per width (WordPress 7.x), or, in a preview, from every reader.
  'node-hidden--mobile',
  'node-hidden--tablet',
  'node-hidden--desktop',
  'node-hidden--all',
]);

/** The known classes of a `class` value, in order, or null when none is known. */
function contentClasses(value: string): string | null {
  const kept = [...new Set(value.split(/[\t\n\f\r ]+/).filter((name) => CONTENT_CLASSES.has(name)))];
  return kept.length ? kept.join(' ') : null;
}

const CELL = ['colspan', 'rowspan', 'scope'];

/** The elements CMS HTML may use, with the attributes each may carry. */
export const ALLOWED_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: ['class'],
  div: ['class'],
  br: [],
  hr: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  ul: [],
  ol: ['start'],
  li: ['class'],
  dl: [],
  dt: [],
  dd: [],
  a: ['href', 'title', 'class'],
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
  abbr: ['title'],
  span: [],
  figure: ['class'],
  figcaption: [],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: CELL,
  td: CELL,
};

/**
 * Elements whose whole content goes, not only the tag: script and style
 * bodies, embedded documents, raw-text and select elements, and SVG and MathML (foreign
 * content is parsed by other rules, where mXSS payloads live). Any other
 * element outside the allow-list is unwrapped: its content stays.
 */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
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
]);

export function isAllowedElement(tag: string): boolean {
  return Object.hasOwn(ALLOWED_ELEMENTS, tag);
}

/** The value `name` keeps on `tag`, or null when the attribute goes. */
export function allowedAttribute(tag: string, name: string, value: string, media: MediaBases): string | null {
  if (!isAllowedElement(tag) || !ALLOWED_ELEMENTS[tag]!.includes(name)) return null;
  return ATTRIBUTE_RULES[name]!(value, media);
}
