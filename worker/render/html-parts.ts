/**
 * The document as bytes, assembled from parts. Sending a string costs the
 * worker its UTF-8 encoding on every request, and a page is 30–45 KB (one
 * curly quote makes the whole string two-byte, and then encoding alone costs
 * about 0.2 ms). Most of a page is markup drawn once (the head, header,
 * footer and content nodes, the state's unchanging parts), so that markup is
 * kept encoded, and only what React renders per request is encoded: React
 * writes a placeholder where each drawn element's inner HTML goes, and the
 * placeholders are swapped for the encoded markup.
 * @module
 */
import type { AdoptedMarkup } from '../../app/render/markup';

/** Text still to encode, or bytes encoded once. */
export type HtmlPart = string | Uint8Array;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The part for a text that belongs to an object the isolate holds unchanged: the text at its first use, bytes
 * encoded once from its second. Most of a 100,000-article archive is seen once per isolate: its text goes straight
 * into the response's buffer (`encodeInto`), not into bytes of its own first, allocated and then copied.
 */
export type HeldBytes = (owner: object, text: () => string) => HtmlPart;

/** One per renderer (renderer.ts): the text, then the bytes, live as long as their owners. */
export function heldBytesMemo(): HeldBytes {
  const held = new WeakMap<object, HtmlPart>();
  return (owner, text) => {
    const part = held.get(owner);
    if (part === undefined) {
      const written = text();
      held.set(owner, written);
      return written;
    }
    if (typeof part !== 'string') return part;
    const bytes = encoder.encode(part);
    held.set(owner, bytes);
    return bytes;
  };
}

/**
 * One buffer for the parts: bytes are copied, text is encoded into it by the runtime (encodeInto; a JavaScript
 * loop copying ASCII cost the peer article 0.04 ms more, paired in the bench).
 */
export function joinParts(parts: readonly HtmlPart[]): Uint8Array<ArrayBuffer> {
  return writeParts(parts, new Uint8Array(roomFor(parts)));
}

/** Bytes the parts may take: UTF-8 takes at most 3 bytes per UTF-16 unit. */
function roomFor(parts: readonly HtmlPart[]): number {
  let room = 0;
  for (const part of parts) room += typeof part === 'string' ? part.length * 3 : part.byteLength;
  return room;
}

/**
 * Joins parts into one buffer that the next join writes over, for a body handed straight to `new Response`, which
 * copies what it is given (Fetch: a BufferSource body is a copy of its bytes). Never for bytes kept or streamed. A
 * page's 30–45 KB allocated afresh for each response cost the peer article 0.027–0.032 ms (paired runs).
 */
export function reusedBuffer(): (parts: readonly HtmlPart[]) => Uint8Array<ArrayBuffer> {
  let buffer: Uint8Array<ArrayBuffer> | undefined;
  return (parts) => {
    const room = roomFor(parts);
    if (!buffer || room > buffer.byteLength) buffer = new Uint8Array(Math.max(room, 64 * 1024));
    return writeParts(parts, buffer);
  };
}

/** The parts written into `bytes` from its start; the view of what they took. */
function writeParts(parts: readonly HtmlPart[], bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      if (part.length > 0) at += encoder.encodeInto(part, bytes.subarray(at)).written;
    } else {
      bytes.set(part, at);
      at += part.byteLength;
    }
  }
  return bytes.subarray(0, at);
}

export function partsText(parts: readonly HtmlPart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : decoder.decode(part))).join('');
}

/**
 * Writes drawn elements' inner HTML as bytes encoded once, from the markup's second use (`HeldBytes`): a render
 * kit's `writeHtml` (worker/render/renderer.ts). Outside `render` it writes the markup as text (a drawing of nodes,
 * whose output is parsed, not sent).
 */
export class DrawnBytes {
  /**
   * A placeholder's start: NUL and a token, unguessable, so no text React writes (a CMS title) can pass for one;
   * made on first use (workerd allows no randomness at start-up).
   */
  #opening: string | undefined;
  #collecting: Uint8Array[] | null = null;

  constructor(private readonly held: HeldBytes) {}

  readonly write = (markup: AdoptedMarkup): string => {
    if (!this.#collecting) return markup.html;
    const part = this.held(markup, () => markup.html);
    // Markup seen once so far is written as text, where it stands.
    if (typeof part === 'string') return part;
    this.#collecting.push(part);
    return `${this.#opening}${this.#collecting.length - 1}\u0000`;
  };

  /** Runs a synchronous render whose drawn elements' inner HTML is written as bytes; returns its output as parts. */
  render(render: () => string): HtmlPart[] {
    this.#opening ??= `\u0000${crypto.randomUUID().replaceAll('-', '')}`;
    const opening = this.#opening;
    const pieces: Uint8Array[] = [];
    this.#collecting = pieces;
    let html: string;
    try {
      html = render();
    } finally {
      this.#collecting = null;
    }
    // Found by indexOf, not a global regular expression and its match objects: 0.005–0.012 ms less per peer article
    // (paired, `npm run bench -- --warm-against`).
    const parts: HtmlPart[] = [];
    let last = 0;
    for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, last)) {
      const digits = at + opening.length;
      const end = html.indexOf('\u0000', digits);
      parts.push(html.slice(last, at), pieces[Number(html.slice(digits, end))]!);
      last = end + 1;
    }
    parts.push(html.slice(last));
    return parts;
  }
}
