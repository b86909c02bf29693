/**
 * A rich text's HTML with its sections marked (section-outline.ts): an id on every h2 and h3, and, on the rich
 * text that opens a long page's sections, the "On this page" list before them and a "Back to top" link at the
 * end of each section. On a long page each marked heading is followed by a visible link to itself, so a reader can
 * cite a section: beside the heading, not in it, so the heading's name stays its own words for screen readers.
 * Server-drawn HTML: no code reaches the browser for it on a first load.
 * @module
 */
import { CONTENTS_ID } from '../../../contract/dom-ids';
import { HTML_HEADING, type SectionEntry, textOf } from './section-outline';

const BACK_TO_TOP = `<p class="back-to-top"><a href="#${CONTENTS_ID}">Back to top</a></p>`;

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
  let h2s = 0;
  const marked = html.replace(HTML_HEADING, (heading: string, level: string, attributes: string, inner: string) => {
    const id = ids[index++];
    const withId = id && !/\bid="/.test(attributes) ? heading.replace(/^<h[23]/, `$& id="${id}"`) : heading;
    const linked = id && selfLinks ? withSelfLink(withId, id, inner) : withId;
    // Each section after the first ends, where the next h2 begins, with a way back.
    const back = entries && level === '2' && h2s++ > 0 ? BACK_TO_TOP : '';
    return back + linked;
  });
  return entries ? `${contentsHtml(entries)}${marked}${BACK_TO_TOP}` : marked;
}
