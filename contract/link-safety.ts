/**
 * The one rule for links the site renders from content and menus, and the one
 * control-character test every URL check shares (the worker's request guard,
 * redirect targets, the HTML sanitiser). Pure, so the worker (which sanitises
 * CMS content before caching) and the view (which renders menus) agree.
 * @module
 */

/** C0 control characters and DEL: never valid inside a URL we accept or emit. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** True when `value` holds a C0 control character or DEL. */
export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/**
 * The href when a link may use it, else null. Allowed: a site-relative path
 * (`/about/`, never `//host` or `/\host`), a fragment (`#top`) or query
 * (`?page=2`), and the http(s), mailto and tel schemes. Refused: any other
 * scheme (`javascript:`, `data:`), a bare relative reference (`page.html`,
 * whose target depends on the page it sits on), and any control character
 * (browsers drop tabs and newlines inside a scheme, so `java\tscript:` would
 * otherwise slip through). Surrounding whitespace is trimmed.
 */
export function safeHref(value: string): string | null {
  const href = value.trim();
  if (hasControlChars(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') || href.startsWith('/\\') ? null : href;
  if (href.startsWith('#') || href.startsWith('?')) return href;
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : null;
}

/** {@link safeHref}, with `#` (a link to nowhere) in place of a refused href. */
export function linkHref(value: string): string {
  return safeHref(value) ?? '#';
}

/** An absolute http(s) address leaves the site. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
