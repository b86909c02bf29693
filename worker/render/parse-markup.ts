/**
 * Markup the worker drew once, read back as an element React can write again
 * (`AdoptedMarkup`: tag, attributes as props, inner HTML), the way the client
 * reads a drawn element from the document (app/client/adopt-page.ts), with
 * the same attribute table (app/render/markup.ts).
 * @module
 */
import { type AdoptedMarkup, attributeProp } from '../../app/render/markup';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** One element's markup as React writes it (`<tag a="v">inner</tag>`), or null when it is not one element. */
export function parseMarkup(html: string): AdoptedMarkup | null {
  const match = /^<([a-z][a-z0-9-]*)((?:\s+[a-z][a-z0-9:-]*(?:="[^"]*")?)*)>([\s\S]*)<\/\1>$/.exec(html);
  if (!match) return null;
  const props: Record<string, unknown> = {};
  for (const [, name, value] of match[2]!.matchAll(/\s+([a-z][a-z0-9:-]*)(?:="([^"]*)")?/g)) {
    const prop = attributeProp(
      name!,
      value?.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!),
    );
    // No inline style: the element is not drawn (the CSP allows none, so no renderer writes one).
    if (!prop) return null;
    props[prop[0]] = prop[1];
  }
  const tag = match[1]!;
  const inner = match[3]!;
  return closesInside(tag, inner) ? null : { tag, props, html: inner };
}

/** Consecutive elements' markup (`<nav>…</nav><header>…</header>`), each read as `parseMarkup` reads one; null when any is not one element. */
export function parseElements(html: string): AdoptedMarkup[] | null {
  const elements: AdoptedMarkup[] = [];
  let rest = html;
  while (rest.length > 0) {
    const tag = /^<([a-z][a-z0-9-]*)/.exec(rest)?.[1];
    const end = tag ? elementEnd(tag, rest) : -1;
    const element = end > 0 ? parseMarkup(rest.slice(0, end)) : null;
    if (!element) return null;
    elements.push(element);
    rest = rest.slice(end);
  }
  return elements;
}

/** Where the first element of `html`, a `tag`, ends: after the closing tag that brings its depth back to 0; -1 if none. */
function elementEnd(tag: string, html: string): number {
  const closing = closingTagAt(tag, html, 0);
  return closing < 0 ? -1 : html.indexOf('>', closing) + 1;
}

/** Whether the first element closes inside the inner HTML (`<p>a</p><p>b</p>` is two elements, not one). */
function closesInside(tag: string, html: string): boolean {
  return closingTagAt(tag, html, 1) >= 0;
}

/** Where, reading `html` from `depth` open `tag`s, a closing tag brings the depth to 0; -1 if none does. */
function closingTagAt(tag: string, html: string, depth: number): number {
  for (const match of html.matchAll(new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'g'))) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}
