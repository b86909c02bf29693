/**
 * Allow-list sanitiser for CMS HTML, on a real HTML parser: parse5 builds the
 * tree the WHATWG algorithm builds (the one a reader's browser builds), so
 * quotes inside attribute values, entities, broken tags and foreign content
 * mean here what they mean there. The sanitiser then writes the tree back out
 * itself, keeping only what html-policy.ts allows: every attribute value is
 * checked decoded and written quoted and escaped, text is escaped, comments go.
 * Its output holds no raw-text or foreign element, so a browser parses it back
 * into the same allowed elements (test/worker/cms/sanitize-html-property.test.ts).
 *
 * Why parse5 and not the platform's HTMLRewriter: the sanitiser runs inside a
 * synchronous parse of CMS answers, must run in Node too (tools, tests), and
 * needs decoded attribute values and the spec's tree; HTMLRewriter streams
 * tokens as written. parse5 is the reference WHATWG parser in JavaScript
 * (jsdom's), pure JS, with no dependency but its entity tables.
 * @module
 */
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import type { MediaBases } from '../media-src';
import { isCanonicalHtml } from './canonical-html';
import { allowedAttribute, DROPPED_WITH_CONTENT, isAllowedElement } from './html-policy';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const VOID = new Set(['br', 'hr', 'img']);
const HEADING = /^h([1-6])$/;
const MAX_PASSES = 3;

/**
 * Heading levels of a fragment, renumbered as they come: the first heading
 * becomes h2 and each level is at most one below the heading it belongs to,
 * keeping the fragment's own structure (h3, h4, h3 becomes h2, h3, h2). The
 * fragment sits under the page's h1, so the page outline never skips a level.
 */
class HeadingLevels {
  readonly #stack: { from: number; to: number }[] = [];

  next(level: number): number {
    while (this.#stack.length && this.#stack.at(-1)!.from >= level) this.#stack.pop();
    const to = (this.#stack.at(-1)?.to ?? 1) + 1;
    this.#stack.push({ from: level, to });
    return to;
  }
}

/**
 * {@link HeadingLevels} over markup this sanitiser wrote, where every `<` is a
 * tag (text and values are escaped); the sanitiser itself re-levels on the tree.
 * @internal
 */
export function relevelHeadings(html: string): string {
  const levels = new HeadingLevels();
  let open = 0;
  return html.replace(/<(\/?)h([1-6])\b/g, (_tag, closing: string, digit: string) => {
    if (closing) return `</h${open || digit}`;
    open = levels.next(Number(digit));
    return `<h${open}`;
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;', '"': '&quot;' };

function escapeText(value: string): string {
  return value.replace(/[&<>\u00a0]/g, (char) => ESCAPES[char]!);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"\u00a0]/g, (char) => ESCAPES[char]!);
}

/** The attributes `element` keeps, written out (` name="value"` each), in the order the CMS wrote them. */
function attributesOf(element: Element, media: MediaBases): string | null {
  const tag = element.tagName;
  let out = '';
  let src: string | null = null;
  let alt = false;
  for (const { name, value, namespace } of element.attrs) {
    const kept = namespace ? null : allowedAttribute(tag, name, value, media);
    if (kept === null) continue;
    if (name === 'src') src = kept;
    if (name === 'alt') alt = true;
    out += ` ${name}="${escapeAttribute(kept)}"`;
  }
  if (tag !== 'img') return out;
  // An image without an allowed source is broken markup: it goes. Every image gets an alt (empty: decorative).
  if (!src) return null;
  return alt ? out : `${out} alt=""`;
}

class Writer {
  out = '';
  readonly #levels = new HeadingLevels();

  constructor(private readonly media: MediaBases) {}

  nodes(nodes: readonly Node[]): void {
    for (const node of nodes) this.node(node);
  }

  private node(node: Node): void {
    if (node.nodeName === '#text') {
      this.out += escapeText((node as DefaultTreeAdapterTypes.TextNode).value);
      return;
    }
    if (!('tagName' in node)) return; // comments, doctypes
    if (node.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(node.tagName)) return;
    if (!isAllowedElement(node.tagName)) {
      this.nodes(node.childNodes);
      return;
    }
    this.element(node);
  }

  private element(element: Element): void {
    const attributes = attributesOf(element, this.media);
    if (attributes === null) return;
    const heading = HEADING.exec(element.tagName);
    const tag = heading ? `h${this.#levels.next(Number(heading[1]))}` : element.tagName;
    this.out += `<${tag}${attributes}>`;
    if (VOID.has(tag)) return;
    const start = this.out.length;
    this.nodes(element.childNodes);
    // The parser drops a newline right after <pre>: a content that starts with one gets another in front.
    if (tag === 'pre' && this.out.startsWith('\n', start)) this.out = `${this.out.slice(0, start)}\n${this.out.slice(start)}`;
    this.out += `</${tag}>`;
  }
}

/**
 * CMS HTML reduced to the allow-list, as markup: image sources rewritten to
 * the site's `/media/` (an image whose source is refused goes), hrefs that are
 * not safe replaced by `#`, ids the app owns dropped, headings re-levelled.
 */
export function sanitizeHtml(html: string, media: MediaBases = []): string {
  // HTML already in the form this writes (most CMS HTML) is kept as it is, without a parse (canonical-html.ts).
  return isCanonicalHtml(html, media) ? html : sanitizeParsed(html, media);
}

/** {@link sanitizeHtml} always through the parser. @internal Exported for the test of canonical-html.ts. */
export function sanitizeParsed(html: string, media: MediaBases = []): string {
  let out = html;
  // The parser's tree does not always survive being written out (`<h2><table><h3>` puts a heading inside a
  // heading, which a second parse takes apart), so the output is read again until a pass leaves it as it is.
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const writer = new Writer(media);
    writer.nodes(parseFragment(out).childNodes);
    if (writer.out === out) break;
    out = writer.out;
  }
  return out;
}
