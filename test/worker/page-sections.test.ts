/**
 * Long pages can be navigated and cited (issue 42): on every page of the sample pack, every h2 and h3 of the
 * main slot's CMS content (rich text and heading nodes) has an id, every id in the document is unique, and a
 * page with four or more such h2s opens its sections with an "On this page" list whose links all land on a
 * heading, with a "Back to top" link after each section longer than a phone's screen. On a long page each rich text heading is followed by a visible
 * link to itself, named for screen readers by the heading's words. The ids are the headings' text as slugs, so they
 * stay put when other sections change.
 */
import { describe, expect, it } from 'vitest';
import { pack } from '../../cms/content/index';
import { html } from '../helpers/site';

const PAGES = pack.pages
  .filter((page) => page.route.meta.post_data.post_type === 'page' && !('gone' in page.route.meta))
  .map((page) => page.route.path);

const SELF_LINKED =
  /<div class="section-heading">(<h([23])\b[^>]*\bid="([^"]*)"[^>]*>([\s\S]*?)<\/h\2>)<a class="section-link" href="#([^"]*)"><span aria-hidden="true">#<\/span><span class="visually-hidden">Link to the section ([^<]*)<\/span><\/a><\/div>/g;

/** The main landmark with each heading's self link checked and taken away (it must name and target its heading). */
function withoutSelfLinks(main: string): string {
  return main.replace(SELF_LINKED, (_all, heading: string, _level, id: string, inner: string, target: string, name: string) => {
    expect(target, `the link beside #${id}`).toBe(id);
    expect(name, `the link beside #${id}`).toBe(inner.replace(/<[^>]*>/g, '').trim());
    return heading;
  });
}

/** The headings of the main landmark's CMS content: rich text and heading nodes. */
function contentHeadings(linked: string): { level: string; id: string | undefined; text: string }[] {
  const main = withoutSelfLinks(linked);
  expect(main, 'every self link beside its heading').not.toContain('class="section-link"');
  // Only a long page's headings link to themselves.
  if (!main.includes('<nav class="page-contents"')) expect(linked).toBe(main);
  const found: { level: string; id: string | undefined; text: string }[] = [];
  for (const block of main.matchAll(/<div class="prose node-rich-text">([\s\S]*?)<\/div>(?=<|$)/g)) {
    const body = block[1]!.replace(/<nav class="page-contents"[\s\S]*?<\/nav>/, '');
    for (const heading of body.matchAll(/<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/g)) {
      found.push({ level: heading[1]!, id: /\bid="([^"]*)"/.exec(heading[2]!)?.[1], text: heading[3]!.replace(/<[^>]*>/g, '') });
    }
  }
  for (const heading of main.matchAll(/<(h[23])\b([^>]*class="content-heading[^"]*"[^>]*)>([\s\S]*?)<\/\1>/g)) {
    found.push({ level: heading[1]!.slice(1), id: /\bid="([^"]*)"/.exec(heading[2]!)?.[1], text: heading[3]! });
  }
  return found;
}

describe('sections of every page', () => {
  it('covers the long policies', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['/privacy-policy-single-page/', '/terms-and-conditions/', '/cookies/']));
  });

  it.each(PAGES)('%s: headings have unique ids; a long page has contents and ways back', async (path) => {
    const { response, body } = await html(path);
    expect(response.status, path).toBe(200);
    const ids = [...body.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      `${path}: duplicate ids`,
    ).toEqual([]);
    // The main slot: the landmark without its aside column.
    const main = (/<main\b[\s\S]*<\/main>/.exec(body)?.[0] ?? '').replace(/<aside\b[\s\S]*?<\/aside>/, '');
    const headings = contentHeadings(main);
    expect(
      headings.filter((heading) => !heading.id),
      `${path}: headings without an id`,
    ).toEqual([]);
    const h2s = headings.filter((heading) => heading.level === '2');
    const contents = /<nav class="page-contents" aria-labelledby="on-this-page">([\s\S]*?)<\/nav>/.exec(main)?.[1];
    if (h2s.length < 4) {
      expect(contents, `${path}: ${h2s.length} sections need no contents list`).toBeUndefined();
      return;
    }
    expect(contents, `${path}: ${h2s.length} sections and no contents list`).toBeDefined();
    expect(contents).toContain('<h2 id="on-this-page" class="page-contents__title">On this page</h2>');
    const targets = [...contents!.matchAll(/<a href="#([^"]+)">/g)].map((match) => match[1]!);
    expect(targets.length).toBeGreaterThanOrEqual(4);
    for (const target of targets)
      expect(
        h2s.map((heading) => heading.id),
        `${path}: #${target}`,
      ).toContain(target);
  });

  it('lists every long page in the sitemap, except the single-page privacy policy, which is noindex', async () => {
    const sitemap = (await html('/sitemaps/1.xml')).body;
    const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!));
    const long: string[] = [];
    for (const path of PAGES) {
      const { body } = await html(path);
      if (!body.includes('<nav class="page-contents"')) continue;
      long.push(path);
      // The spec makes it the one noindex page (it repeats /privacy/'s sections): a sitemap lists no noindex page.
      if (path === '/privacy-policy-single-page/') {
        expect(body).toContain('<meta name="robots" content="noindex, nofollow"');
        expect(listed.has(path)).toBe(false);
      } else expect(listed.has(path), `${path} is long and not in the sitemap`).toBe(true);
    }
    expect(long).toEqual(expect.arrayContaining(['/privacy-policy-single-page/', '/terms-and-conditions/']));
  });

  it('gives the single-page privacy policy its sections as slugs of their titles', async () => {
    const { body } = await html('/privacy-policy-single-page/');
    expect(body).toContain(
      '<div class="section-heading"><h2 id="who-we-share-your-information-with">Who we share your information with</h2><a class="section-link" href="#who-we-share-your-information-with">',
    );
    expect(body).toContain('<li><a href="#who-we-share-your-information-with">Who we share your information with</a></li>');
    // The page's own anchor is kept, and never handed out again.
    expect(body.match(/id="privacy-policy"/g)).toHaveLength(1);
    // Each of its sections is shorter than a phone's screen: none ends with "Back to top" (there were 16).
    expect(body).not.toContain('class="back-to-top"');
    // A long read's sections each fill more than a screen: each ends with one.
    const page = (await html('/long-read-the-future-of-specialist-media/')).body;
    // The rich text that opens with the contents list holds the sections.
    const long =
      /<div class="prose node-rich-text"><nav class="page-contents"[\s\S]*?(?=<\/div><(?:figure|blockquote|section|div class="prose))/.exec(
        page,
      )?.[0] ?? '';
    const sections = long.match(/<div class="section-heading"><h2 /g)?.length ?? 0;
    expect(sections).toBeGreaterThanOrEqual(4);
    expect(long.match(/class="back-to-top"/g)).toHaveLength(sections);
  });
});
