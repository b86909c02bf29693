/**
 * A rich text's HTML with its sections marked (section-outline.ts): an id on every h2 and h3, and, on the rich
 * text that opens a long page's sections, the "On this page" list before them and a "Back to top" link at the
 * end of each section longer than a phone's screen (a short one is its own way back: the list is a swipe away).
 * Length is estimated from the HTML by the prose styles' measures at 390 px (base.css): the server draws the
 * page, so no script measures it. On a long page each marked heading is followed by a visible link to itself, so a reader can
 * cite a section: beside the heading, not in it, so the heading's name stays its own words for screen readers.
 * Server-drawn HTML: no code reaches the browser for it on a first load.
 * @module
 */
import { CONTENTS_ID } from '../../../contract/dom-ids';
import { HTML_HEADING, type SectionEntry, textOf } from './section-outline';

const BACK_TO_TOP = `<p class="back-to-top"><a href="#${CONTENTS_ID}">Back to top</a></p>`;

/** A phone's screen: the height of a 390 × 844 px window, the narrow width the site is tested at. */
export const PHONE_SCREEN_PX = 844;

/**
 * Per block at 390 px (17 px text, line height 1.7, about 46 characters a line, measured in Chromium; headings larger): characters a
 * line, a line's height and the space before the block. Rough on purpose: it need only tell a screenful apart.
 */
const BLOCK_METRICS: Record<string, { chars: number; line: number; gap: number }> = {
  p: { chars: 46, line: 29, gap: 19 },
  li: { chars: 42, line: 29, gap: 6 },
  h2: { chars: 20, line: 33, gap: 56 },
  h3: { chars: 24, line: 29, gap: 42 },
  h4: { chars: 30, line: 26, gap: 30 },
  tr: { chars: 20, line: 26, gap: 20 },
  blockquote: { chars: 38, line: 29, gap: 19 },
  figcaption: { chars: 44, line: 24, gap: 8 },
};
const BLOCK = /<(p|li|h[234]|tr|blockquote|figcaption)\b[^>]*>([\s\S]*?)<\/\1>/g;
const MEDIA = /<(?:img|video|iframe|audio)\b/g;
/** A picture or player across a phone's width. */
const MEDIA_PX = 220;

/** About how tall `html` stands at 390 px, in CSS pixels. */
export function phoneHeight(html: string): number {
  let height = (html.match(MEDIA)?.length ?? 0) * MEDIA_PX;
  for (const [, tag, inner] of html.matchAll(BLOCK)) {
    const metrics = BLOCK_METRICS[tag!]!;
    const length = textOf(inner!).trim().length;
    height += Math.max(1, Math.ceil(length / metrics.chars)) * metrics.line + metrics.gap;
  }
  return height;
}

/** The "On this page" list: a navigation landmark named by its heading. */
export function contentsHtml(entries: readonly SectionEntry[]): string {
  const items = entries.map((entry) => `<li><a href="#${entry.id}">${entry.html}</a></li>`).join('');
  return (
    `<nav class="page-contents" aria-labelledby="${CONTENTS_ID}">` +
    `<h2 id="${CONTENTS_ID}" class="page-contents__title">On this page</h2><ol class="page-contents__list">${items}</ol></nav>`
  );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A heading with its link to itself, side by side. */
function withSelfLink(heading: string, id: string, inner: string): string {
  const name = escapeText(textOf(inner).trim());
  return (
    `<div class="section-heading">${heading}<a class="section-link" href="#${id}">` +
    `<span aria-hidden="true">#</span><span class="visually-hidden">Link to the section ${name}</span></a></div>`
  );
}

/**
 * `html` with `ids` on its h2s and h3s in order, each with a link to itself when `selfLinks` (a long page's
 * sections); with the contents list and "Back to top" links when `entries` are given.
 */
export function withSectionIds(html: string, ids: readonly string[], entries: readonly SectionEntry[] | null, selfLinks: boolean): string {
  let index = 0;
  /** Where the section being read began (its h2), once the first has. */
  let sectionStart: number | null = null;
  // A section longer than a phone's screen ends, where the next h2 begins or the text ends, with a way back.
  const wayBack = (end: number) =>
    entries && sectionStart !== null && phoneHeight(html.slice(sectionStart, end)) > PHONE_SCREEN_PX ? BACK_TO_TOP : '';
  const marked = html.replace(HTML_HEADING, (heading: string, level: string, attributes: string, inner: string, offset: number) => {
    const id = ids[index++];
    const withId = id && !/\bid="/.test(attributes) ? heading.replace(/^<h[23]/, `$& id="${id}"`) : heading;
    const linked = id && selfLinks ? withSelfLink(withId, id, inner) : withId;
    if (level !== '2') return linked;
    const back = wayBack(offset);
    sectionStart = offset;
    return back + linked;
  });
  return entries ? `${contentsHtml(entries)}${marked}${wayBack(html.length)}` : marked;
}
