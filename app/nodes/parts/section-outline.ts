/**
 * The sections of a page's main slot, so long pages can be navigated and cited: every h2 and h3 of its rich
 * text and every heading node gets a stable id (heading-slug.ts; ids the page already uses are kept and never
 * handed out again), and a slot with CONTENTS_FROM h2s or more opens its first rich text holding an h2 with an
 * "On this page" list (section-html.ts). Worked out once per slot (slot-parts.tsx), like the image plan, so a
 * node's markup depends only on its slot and the server and the client draw the same.
 * @module
 */
import { createContext, useContext } from 'react';
import { CONTENTS_ID } from '../../../contract/dom-ids';
import type { ContentNode } from '../../../contract/nodes';
import { uniqueIds } from './heading-slug';

/** From this many h2s a slot gets a contents list. */
export const CONTENTS_FROM = 4;

/** An h2 or h3 of CMS HTML: level, attributes, inner HTML. */
export const HTML_HEADING = /<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/g;
const ID_ATTRIBUTE = /\bid="([^"]*)"/;

export interface SectionEntry {
  id: string;
  /** The heading's inner HTML without tags: text as the CMS's sanitised HTML spells it. */
  html: string;
}

export interface SectionOutline {
  /** Each node's heading ids, in document order (a rich text's h2s and h3s; a heading node's one). */
  readonly ids: ReadonlyMap<ContentNode, readonly string[]>;
  /** The node that opens with the contents list, and the h2s it lists (its own and those after it). */
  readonly contents: { readonly node: ContentNode; readonly entries: readonly SectionEntry[] } | null;
}

export const NO_OUTLINE: SectionOutline = { ids: new Map(), contents: null };

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of sanitised inline HTML: tags dropped, entities decoded. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

interface Found {
  node: ContentNode;
  level: number;
  given: string | undefined;
  html: string;
}

function headingsOf(node: ContentNode): Found[] {
  if (node.type === 'heading') return [{ node, level: node.level, given: node.anchor, html: escapeText(node.text) }];
  if (node.type !== 'rich-text') return [];
  return [...node.html.matchAll(HTML_HEADING)].map((match) => ({
    node,
    level: Number(match[1]),
    given: ID_ATTRIBUTE.exec(match[2]!)?.[1],
    html: match[3]!.replace(/<[^>]*>/g, ''),
  }));
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The outline of a main slot. */
export function sectionOutline(nodes: readonly ContentNode[]): SectionOutline {
  const found = nodes.filter((node) => node && typeof node === 'object').flatMap(headingsOf);
  const next = uniqueIds([CONTENTS_ID, ...found.flatMap((heading) => (heading.given ? [heading.given] : []))]);
  const ids = new Map<ContentNode, string[]>();
  const entries: (SectionEntry & { node: ContentNode })[] = [];
  for (const heading of found) {
    const id = heading.given ?? next(textOf(heading.html));
    const list = ids.get(heading.node) ?? [];
    list.push(id);
    ids.set(heading.node, list);
    if (heading.level === 2) entries.push({ id, html: heading.html, node: heading.node });
  }
  const first = entries.findIndex((entry) => entry.node.type === 'rich-text');
  const contents =
    entries.length >= CONTENTS_FROM && first >= 0
      ? { node: entries[first]!.node, entries: entries.slice(first).map(({ id, html }) => ({ id, html })) }
      : null;
  return { ids, contents };
}

export const SectionOutlineContext = createContext<SectionOutline>(NO_OUTLINE);

export function useSectionOutline(): SectionOutline {
  return useContext(SectionOutlineContext);
}
