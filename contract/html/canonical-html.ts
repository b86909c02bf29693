/**
 * Whether CMS HTML is already exactly what the sanitiser would write, so it can be kept without a parse.
 * Most CMS HTML is: plain paragraphs, lists, links and emphasis, written the way the sanitiser writes them.
 * Parsing it (parse5) is then most of a first sight's sanitising, to write the same string back.
 *
 * The check accepts only a strict subset, for which the WHATWG tree is the markup as written: lower-case
 * tags from a small list, each closed by its own end tag in order (nothing left to the parser's implied
 * ends, re-openings or adoption agency); blocks only where blocks go (the fragment, list items, quotes),
 * phrasing inside paragraphs and headings, list items only inside lists, no element inside another of its
 * own tag; attributes written ` name="value"` once each, with values the policy keeps unchanged and nothing
 * to decode or escape; text whose only references are the four the sanitiser writes (`&amp;` `&lt;` `&gt;`
 * `&nbsp;`); headings already at the levels the sanitiser gives them. Anything else, even if it would come
 * out the same, goes through the parser. test/worker/cms/canonical-html.test.ts checks the two agree.
 * @module
 */

import type { MediaBases } from '../media-src';
import { allowedAttribute, isAllowedElement } from './html-policy';

/** Elements allowed where blocks go: the fragment itself, a list item, a quotation. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote']);
/** Elements allowed in running text. `br` is the only void one. */
const PHRASING = new Set(['a', 'strong', 'em', 'b', 'i', 'u', 's', 'small', 'mark', 'code', 'sub', 'sup', 'abbr', 'span', 'br']);
/** What an open element may contain: blocks and text, text only, or list items only. */
const CONTENT: Record<string, 'flow' | 'phrasing' | 'items'> = {
  blockquote: 'flow',
  li: 'flow',
  p: 'phrasing',
  h2: 'phrasing',
  h3: 'phrasing',
  h4: 'phrasing',
  ul: 'items',
  ol: 'items',
};

const TAG = /<(\/?)([a-z][a-z0-9]*)((?: [a-z][a-z0-9-]*="[^"]*")*)>/y;
const ATTRIBUTE = / ([a-z][a-z0-9-]*)="([^"]*)"/g;
/**
 * Whether text (or, with `inValue`, a double-quoted attribute value) is kept by the parser as written and
 * written back unchanged: no character the parser rewrites (CR, NUL, other controls but tab and newline, lone
 * surrogates) or the sanitiser escapes (`<`, `>`, no-break space, and `"` in a value), and `&` only in the four
 * references the sanitiser writes (none in a value).
 */
function plain(text: string, inValue: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x26) {
      const reference = inValue ? null : /^&(?:amp|lt|gt|nbsp);/.exec(text.slice(i, i + 6));
      if (!reference) return false;
      i += reference[0].length - 1;
    } else if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a) return false;
    } else if (code === 0x3c || code === 0x3e || code === 0xa0 || (code >= 0x7f && code <= 0x9f)) {
      return false;
    } else if (code === 0x22 && inValue) {
      return false;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}
const HEADING = /^h([2-4])$/;

function contentOf(stack: readonly string[]): 'flow' | 'phrasing' | 'items' {
  const open = stack.at(-1);
  return open === undefined ? 'flow' : (CONTENT[open] ?? 'phrasing');
}

function attributesKept(tag: string, attributes: string, media: MediaBases): boolean {
  const seen = new Set<string>();
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
    if (seen.has(name!) || !plain(value!, true) || allowedAttribute(tag, name!, value!, media) !== value) return false;
    seen.add(name!);
  }
  return true;
}

/**
 * True when `sanitizeHtml(html, media)` is `html` itself, known without parsing; false when the parser must
 * decide (which may still give `html` back).
 */
export function isCanonicalHtml(html: string, media: MediaBases): boolean {
  const stack: string[] = [];
  /** The sanitiser's heading levels: the first heading is h2, each at most one below the one before it. */
  let lastLevel = 1;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const text = html.slice(at, lt === -1 ? html.length : lt);
    if (text) {
      if (!plain(text, false)) return false;
      if (contentOf(stack) === 'items' && text.trim()) return false;
    }
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const tag = TAG.exec(html);
    if (!tag) return false;
    const [whole, closing, name, attributes] = tag as unknown as [string, string, string, string];
    at = lt + whole.length;
    if (closing) {
      if (attributes || stack.pop() !== name) return false;
      continue;
    }
    if (!isAllowedElement(name) || stack.includes(name) || !attributesKept(name, attributes, media)) return false;
    const content = contentOf(stack);
    if (name === 'li' ? content !== 'items' : content === 'items') return false;
    if (name !== 'li' && !PHRASING.has(name) && !(BLOCKS.has(name) && content === 'flow')) return false;
    const heading = HEADING.exec(name);
    if (heading) {
      const level = Number(heading[1]);
      if (level > lastLevel + 1) return false;
      lastLevel = level;
    }
    if (name !== 'br') stack.push(name);
  }
  return stack.length === 0;
}
