/**
 * What a reader and a crawler learn from one address of the site: the
 * status, where a redirect goes, the document title, the canonical link, the
 * robots rule and the visible text of `<main>` (whitespace normalised), or the
 * body of a non-HTML answer. Addresses on the site's own origin are written
 * as paths, so two sites on different origins can be compared fact by fact
 * (scripts/wordpress/parity.ts).
 * @module
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

export interface PageFacts {
  status: number;
  location: string | null;
  title: string | null;
  canonical: string | null;
  robots: string | null;
  /** Visible text of `<main>`; for an answer that is not HTML, its body. */
  text: string | null;
}

export const FACT_NAMES = ['status', 'location', 'title', 'canonical', 'robots', 'text'] as const;

/** A person's browser: the site sends crawlers its error statuses without the error pages' text. */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** Elements whose content is never read as text on the page. */
const INVISIBLE = new Set(['script', 'style', 'template', 'noscript']);

function children(node: Node): DefaultTreeAdapterTypes.ChildNode[] {
  return 'childNodes' in node ? node.childNodes : [];
}

function attribute(element: Element, name: string): string | null {
  return element.attrs.find((attr) => attr.name === name)?.value ?? null;
}

function* elements(node: Node): Generator<Element> {
  for (const child of children(node)) {
    if ('tagName' in child) yield child;
    // A template's content is its own fragment: not part of the page.
    yield* elements(child);
  }
}

function textOf(node: Node, parts: string[] = []): string[] {
  for (const child of children(node)) {
    if (child.nodeName === '#text') parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
    else if ('tagName' in child && !INVISIBLE.has(child.tagName) && attribute(child, 'hidden') === null) {
      parts.push(' ');
      textOf(child, parts);
      parts.push(' ');
    }
  }
  return parts;
}

export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `origin` + path becomes the path; any other address is kept whole. */
function relative(address: string | null, origin: string): string | null {
  if (address === null) return null;
  return address.startsWith(`${origin}/`) ? address.slice(origin.length) : address;
}

/** The facts of an HTML document served from `origin`. */
export function htmlFacts(html: string, origin: string): Pick<PageFacts, 'title' | 'canonical' | 'robots' | 'text'> {
  const document = parse(html);
  let title: string | null = null;
  let canonical: string | null = null;
  let robots: string | null = null;
  let main: Element | null = null;
  for (const element of elements(document)) {
    if (element.tagName === 'title' && title === null) title = normalise(textOf(element).join(''));
    else if (element.tagName === 'link' && attribute(element, 'rel') === 'canonical') canonical = attribute(element, 'href');
    else if (element.tagName === 'meta' && attribute(element, 'name') === 'robots') robots = attribute(element, 'content');
    else if (element.tagName === 'main' && main === null) main = element;
  }
  const text = main ? normalise(textOf(main).join('')).replaceAll(origin, '') : null;
  return { title, canonical: relative(canonical, origin), robots, text };
}

/** Requests `path` of the site at `origin` as a person's browser, following no redirect. */
export async function pageFacts(origin: string, path: string): Promise<PageFacts> {
  const response = await fetch(`${origin}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': PERSON, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  const location = relative(response.headers.get('location'), origin);
  const facts: PageFacts = { status: response.status, location, title: null, canonical: null, robots: null, text: null };
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) Object.assign(facts, htmlFacts(body, origin));
  else if (body) facts.text = normalise(body.replaceAll(origin, ''));
  facts.robots ??= response.headers.get('x-robots-tag');
  return facts;
}

/** The facts that differ, each as `name: A … | B …`; long texts are shown from where they part. */
export function differences(a: PageFacts, b: PageFacts): string[] {
  return FACT_NAMES.filter((name) => a[name] !== b[name]).map((name) => {
    const [left, right] = [a[name], b[name]];
    if (typeof left !== 'string' || typeof right !== 'string') return `${name}: ${show(left)} | ${show(right)}`;
    let at = 0;
    while (at < left.length && left[at] === right[at]) at++;
    const from = Math.max(0, at - 60);
    return `${name} (from character ${from}): ${show(left.slice(from, at + 140))} | ${show(right.slice(from, at + 140))}`;
  });
}

function show(value: string | number | null): string {
  return value === null ? '(none)' : JSON.stringify(value);
}
