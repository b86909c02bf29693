/**
 * CMS content that reuses every id the page uses itself (fault switch `reusedIds`, contract/dom-ids.ts): each id
 * as a heading's `id` in rich text, as a heading node's anchor, and as heading text whose slug would be the id.
 * The site must drop or rewrite each, so every one of its own ids stays unique on the page.
 * @module
 */
import { APP_IDS } from '../../contract/dom-ids';
import type { ContentNodeInput } from '../../contract/nodes';

/** Words whose heading slug is the id (`open-roles` → `open roles`). */
function wordsOf(id: string): string {
  return id.replace(/[-_]+/g, ' ').trim();
}

/** Rich text reusing every id: each twice, as an h2's id and as the text of an h2 without one. */
export function reusedIdHtml(): string {
  return [...APP_IDS]
    .map((id) => `<h2 id="${id}">${wordsOf(id)}</h2><p>Given id.</p><h2>${wordsOf(id)}</h2><p>Slug of its text.</p>`)
    .join('');
}

/** Nodes reusing every id: the rich text above, and a heading node anchored at each id. */
export function reusedIdNodes(): ContentNodeInput[] {
  return [
    { type: 'rich-text', html: reusedIdHtml() },
    ...[...APP_IDS].map((id): ContentNodeInput => ({ type: 'heading', text: `Anchored ${wordsOf(id)}`, level: 2, anchor: id })),
  ];
}

/** `slots` with the nodes above at the top of each slot. */
export function withReusedIds(slots: Record<string, ContentNodeInput[]>): Record<string, ContentNodeInput[]> {
  return Object.fromEntries(Object.entries(slots).map(([slot, nodes]) => [slot, [...reusedIdNodes(), ...nodes]]));
}
