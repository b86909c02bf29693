/**
 * Section ids and the contents list (app/nodes/parts/section-outline.ts, section-html.ts, heading-slug.ts):
 * slugs of the heading text, unique on the page, the page's own ids kept and never handed out again, and the
 * contents list from four h2s on.
 */
import { describe, expect, it } from 'vitest';
import { headingSlug, uniqueIds } from '../../app/nodes/parts/heading-slug';
import { PHONE_SCREEN_PX, phoneHeight, withSectionIds } from '../../app/nodes/parts/section-html';
import { sectionOutline, textOf } from '../../app/nodes/parts/section-outline';
import type { ContentNode } from '../../contract/nodes';

const rich = (html: string): ContentNode => ({ type: 'rich-text', html });

describe('headingSlug', () => {
  it.each([
    ['Who we share your information with', 'who-we-share-your-information-with'],
    ['Children’s personal data', 'childrens-personal-data'],
    ['Terms & conditions', 'terms-and-conditions'],
    ['Café crème: 2024', 'cafe-creme-2024'],
    ['2024 results', 'section-2024-results'],
    ['!!!', 'section'],
  ])('%s → %s', (text, slug) => expect(headingSlug(text)).toBe(slug));

  it('stays within 60 characters, cut at a word', () => {
    const slug = headingSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('uniqueIds', () => {
  it('numbers repeats and skips what is taken and the app’s own ids', () => {
    const next = uniqueIds(['contact']);
    expect(['Contact', 'Contact', 'Main', 'Summary', 'Summary'].map(next)).toEqual([
      'contact-2',
      'contact-3',
      'main-2',
      'summary',
      'summary-2',
    ]);
  });
});

describe('sectionOutline', () => {
  const sections = (n: number, from = 1) =>
    Array.from({ length: n }, (_, i) => `<h2>Part ${from + i}</h2><p>Text.</p><h3>Detail</h3><p>More.</p>`).join('');

  it('gives every h2, h3 and heading node an id, unique across the slot', () => {
    const first = rich(sections(2));
    const heading: ContentNode = { type: 'heading', text: 'Part 1', level: 2 };
    const outline = sectionOutline([first, heading]);
    expect(outline.ids.get(first)).toEqual(['part-1', 'detail', 'part-2', 'detail-2']);
    expect(outline.ids.get(heading)).toEqual(['part-1-2']);
    expect(outline.contents).toBeNull();
  });

  it('keeps ids the page gives, and hands none of them out again', () => {
    const node = rich('<h2>Intro</h2><h2 id="intro">Later</h2>');
    const anchored: ContentNode = { type: 'heading', text: 'On this page', level: 2, anchor: 'top-part' };
    const outline = sectionOutline([anchored, node]);
    expect(outline.ids.get(node)).toEqual(['intro-2', 'intro']);
    expect(outline.ids.get(anchored)).toEqual(['top-part']);
  });

  it('lists four h2s or more in the first rich text that holds one, from there on', () => {
    const lead: ContentNode = { type: 'heading', text: 'Policy', level: 2, anchor: 'policy' };
    const body = rich(`<p>Intro.</p>${sections(3)}`);
    const after = rich(sections(1, 4));
    const outline = sectionOutline([lead, body, after]);
    expect(outline.contents?.node).toBe(body);
    expect(outline.contents?.entries.map((entry) => entry.id)).toEqual(['part-1', 'part-2', 'part-3', 'part-4']);
    expect(sectionOutline([rich(sections(3))]).contents).toBeNull();
  });
});

describe('withSectionIds', () => {
  it('ends with "Back to top" only the sections longer than a phone’s screen, the empty one never', () => {
    // About 33 lines of 46 characters at 390 px: more than 844 px; one line is not.
    const long = `<p>${'word '.repeat(300)}</p>`;
    const html = `<p>Intro, never ended.</p><h2>Long</h2>${long}<h2>Short</h2><p>A line.</p><h2>Empty</h2><h2>Last</h2>${long}`;
    const ids = ['long', 'short', 'empty', 'last'];
    const marked = withSectionIds(
      html,
      ids,
      ids.map((id) => ({ id, html: id })),
      false,
    );
    const back = '<p class="back-to-top"><a href="#on-this-page">Back to top</a></p>';
    expect(marked.split(back).map((part) => part.match(/<h2 id="([a-z]+)"/g)?.map((heading) => heading.slice(8, -1)) ?? [])).toEqual([
      ['long'],
      ['short', 'empty', 'last'],
      [],
    ]);
    expect(phoneHeight(long)).toBeGreaterThan(PHONE_SCREEN_PX);
    expect(phoneHeight('<h2>Short</h2><p>A line.</p>')).toBeLessThan(PHONE_SCREEN_PX / 4);
    expect(phoneHeight(`<h2>Pictures</h2>${'<figure><img src="/media/a.svg" alt=""></figure>'.repeat(4)}`)).toBeGreaterThan(
      PHONE_SCREEN_PX,
    );
  });

  it('writes the ids, the contents list and a way back after each section', () => {
    const node = rich('<p>Intro.</p><h2>One &amp; two</h2><p>A.</p><h2 id="kept">Three</h2><p>B.</p>');
    const outline = sectionOutline([node]);
    const entries = [...outline.ids.get(node)!].map((id) => ({ id, html: id }));
    const html = withSectionIds((node as { html: string }).html, outline.ids.get(node)!, entries, true);
    const linked = (id: string, heading: string, name: string) =>
      `<div class="section-heading">${heading}<a class="section-link" href="#${id}"><span aria-hidden="true">#</span>` +
      `<span class="visually-hidden">Link to the section ${name}</span></a></div>`;
    expect(html).toBe(
      '<nav class="page-contents" aria-labelledby="on-this-page"><h2 id="on-this-page" class="page-contents__title">On this page</h2>' +
        '<ol class="page-contents__list"><li><a href="#one-and-two">one-and-two</a></li><li><a href="#kept">kept</a></li></ol></nav>' +
        `<p>Intro.</p>${linked('one-and-two', '<h2 id="one-and-two">One &amp; two</h2>', 'One &amp; two')}<p>A.</p>` +
        `${linked('kept', '<h2 id="kept">Three</h2>', 'Three')}<p>B.</p>`,
    );
    expect(withSectionIds('<h3><em>X</em> &lt;y&gt;</h3>', ['x'], null, false)).toBe('<h3 id="x"><em>X</em> &lt;y&gt;</h3>');
    expect(withSectionIds('<h3><em>X</em> &lt;y&gt;</h3>', ['x'], null, true)).toBe(
      linked('x', '<h3 id="x"><em>X</em> &lt;y&gt;</h3>', 'X &lt;y&gt;'),
    );
  });

  it('reads heading text as the reader sees it', () => {
    expect(textOf('<em>Fish</em> &amp; chips &#8217;24 &#x2013; &bogus;')).toBe('Fish & chips ’24 – &bogus;');
  });
});
