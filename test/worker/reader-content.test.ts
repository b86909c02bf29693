/**
 * The reader-facing rules on the worker's side: a 410 page says Gone on the
 * server and in the client's data answer; a page embeds the site frame's
 * basics and its data answer the whole frame; a 404 the client decides itself
 * has the title the server gives the same path; CMS HTML cannot take an id
 * the app uses, and its headings never skip a level; CMS images are served
 * through the site's own `/media/` or not at all.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorHead } from '../../app/error-head';
import { notFoundPage } from '../../app/pages/error-copy';
import { APP_IDS } from '../../contract/dom-ids';
import { relevelHeadings, sanitizeHtml } from '../../contract/html/sanitize-html';
import { sanitizeSlots } from '../../contract/html/sanitize-slots';
import { mediaSrc } from '../../contract/media-src';
import type { DataAnswer } from '../../contract/routing/data-answer';
import { runs } from '../helpers/property-runs';
import { get, html } from '../helpers/site';

const SITE = 'Immediate Media';
const GONE = '/festive-reader-competition-2023/';

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const h1Of = (body: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1];

describe('410 Gone', () => {
  it('the server page says Gone, with its own title and text', async () => {
    const { response, body } = await html(GONE);
    expect(response.status).toBe(410);
    expect(titleOf(body)).toBe(`Gone - ${SITE}`);
    expect(h1Of(body)).toBe('Gone');
    expect(body).toContain(`The page ${GONE} has been removed and is no longer available.`);
    expect(body).not.toContain('Not Found');
  });

  it('the client’s data answer carries the same page and head', async () => {
    const response = await get(`/__data?path=${encodeURIComponent(GONE)}`);
    expect(response.status).toBe(410);
    const answer = (await response.json()) as DataAnswer;
    expect(answer.kind).toBe('error');
    if (answer.kind !== 'error') return;
    expect(answer.page.variant).toBe('gone');
    expect(answer.head.title).toBe(`Gone - ${SITE}`);
  });
});

describe('the site frame', () => {
  const stateOf = (body: string) =>
    JSON.parse(/<script type="application\/json" id="__MASTHEAD_STATE__">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? 'null');
  const footerOf = (body: string) => /<footer[\s\S]*?<\/footer>/.exec(body)?.[0] ?? '';

  it('a page embeds its basics only; its footer shows the rest, and every data answer brings the whole frame', async () => {
    const { body } = await html('/');
    const embedded = stateOf(body);
    expect(Object.keys(embedded.site).sort()).toEqual(['menus', 'name', 'origin']);
    expect(Object.keys(embedded.site.menus)).toEqual(['header']);
    for (const path of ['/', GONE]) {
      const answer = (await (await get(`/__data?path=${encodeURIComponent(path)}`)).json()) as DataAnswer;
      if (answer.kind === 'redirect') throw new Error(`${path} redirected`);
      expect(answer.site, path).toBeDefined();
      expect({ name: answer.site!.name, origin: answer.site!.origin, menus: { header: answer.site!.menus.header } }, path).toEqual(
        embedded.site,
      );
      // What the basics leave out, the document's footer holds.
      const footer = footerOf(body);
      const { footer: groups, legal, social } = answer.site!.menus;
      expect(groups.length + legal.length + social.length).toBeGreaterThan(10);
      for (const link of [...groups.flatMap((group) => group.links), ...legal, ...social])
        expect(footer, link.href).toContain(`href="${link.href}"`);
      expect(footer).toContain(answer.site!.settings.legalLine);
    }
  });
});

describe('404 titles', () => {
  it('a 404 the client decides (an invalid path) has the server’s title, on jobs paths too', async () => {
    for (const path of ['/jobs/a//b/', '/a//b/']) {
      const { response, body } = await html(path);
      expect(response.status).toBe(404);
      expect(titleOf(body), path).toBe(errorHead(notFoundPage(path), SITE).title);
    }
  });
});

describe('ids in CMS HTML', () => {
  it('drops every id the app uses itself, and ids that are not plain slugs', () => {
    for (const id of APP_IDS) {
      const out = sanitizeHtml(`<h2 id="${id}">Heading</h2><p>text</p>`);
      expect(out, id).toBe('<h2>Heading</h2><p>text</p>');
    }
    expect(sanitizeHtml('<h2 id="Our Values">x</h2>')).toBe('<h2>x</h2>');
    expect(sanitizeHtml('<h2 id="">x</h2>')).toBe('<h2>x</h2>');
    expect(sanitizeHtml('<h2 id="our-values">x</h2>')).toBe('<h2 id="our-values">x</h2>');
  });

  it('cannot produce an id the app uses, whatever the CMS sends (property)', () => {
    const appId = fc.constantFrom(...APP_IDS);
    const anyId = fc.oneof(
      appId,
      fc.string({ maxLength: 20 }),
      appId.map((id) => ` ${id} `),
      appId.map((id) => id.toUpperCase()),
    );
    fc.assert(
      fc.property(anyId, fc.constantFrom('h2', 'h3', 'h4', 'p', 'span', 'div'), (id, tag) => {
        const out = sanitizeHtml(`<${tag} id="${id.replace(/"/g, '')}">x</${tag}>`);
        const ids = [...out.matchAll(/\bid="([^"]*)"/g)].map((match) => match[1]!);
        return ids.every((found) => !APP_IDS.has(found) && /^[a-z][a-z0-9-]*$/.test(found));
      }),
      { numRuns: runs(500) },
    );
  });

  it('drops a heading node anchor the app uses, keeps others', () => {
    const slots = sanitizeSlots({
      main: [
        { type: 'heading', text: 'Hijack', level: 2, anchor: 'route-announcer' },
        { type: 'heading', text: 'Fine', level: 2, anchor: '2024-results' },
      ],
    });
    expect(slots.main![0]).not.toHaveProperty('anchor');
    expect(slots.main![1]).toMatchObject({ anchor: '2024-results' });
  });

  it("a rendered page has each of the app's own ids once at most", async () => {
    const { body } = await html('/who-we-are/');
    for (const id of APP_IDS) {
      expect(body.match(new RegExp(`\\sid="${id}"`, 'g'))?.length ?? 0, id).toBeLessThanOrEqual(1);
    }
  });
});

describe('headings in CMS HTML', () => {
  it('start at h2 and never skip a level, keeping the fragment’s own structure', () => {
    expect(relevelHeadings('<h3>a</h3><p>x</p><h4>b</h4><h3>c</h3>')).toBe('<h2>a</h2><p>x</p><h3>b</h3><h2>c</h2>');
    expect(relevelHeadings('<h2>a</h2><h4>skip</h4><h2>b</h2>')).toBe('<h2>a</h2><h3>skip</h3><h2>b</h2>');
    expect(relevelHeadings('<h4>deep</h4><h2>top</h2><h3>sub</h3>')).toBe('<h2>deep</h2><h2>top</h2><h3>sub</h3>');
    expect(sanitizeHtml('<h4 id="x">deep</h4>')).toBe('<h2 id="x">deep</h2>');
  });
});

describe('CMS images', () => {
  const bases = ['https://cms.example/api', 'https://cms.example', 'https://www.immediate.co.uk'];

  it('go through the site’s /media/, from a media path or an absolute URL on a media base', () => {
    expect(mediaSrc('/media/article/a.svg', bases)).toBe('/media/article/a.svg');
    expect(mediaSrc('https://cms.example/api/media/photo/b.jpg', bases)).toBe('/media/photo/b.jpg');
    expect(mediaSrc('https://cms.example/media/photo/c.webp', bases)).toBe('/media/photo/c.webp');
    expect(mediaSrc('https://www.immediate.co.uk/media/og/d.png', bases)).toBe('/media/og/d.png');
  });

  it('refuse any other origin, path or kind of file', () => {
    for (const src of [
      'https://evil.example/media/x.jpg',
      'https://cms.example.evil/media/x.jpg',
      'https://cms.example/uploads/x.jpg',
      '//cms.example/media/x.jpg',
      '/media/../secrets.jpg',
      '/media/x.html',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
    ]) {
      expect(mediaSrc(src, bases), src).toBeNull();
    }
  });

  it('rich text and image nodes are rewritten the same way, refused images removed', () => {
    expect(sanitizeHtml('<p><img src="https://cms.example/media/photo/e.jpg" alt="E"></p>', bases)).toBe(
      '<p><img src="/media/photo/e.jpg" alt="E"></p>',
    );
    expect(sanitizeHtml('<p><img src="https://elsewhere.example/e.jpg" alt="E"></p>', bases)).toBe('<p></p>');
    const slots = sanitizeSlots(
      {
        main: [
          {
            type: 'image',
            image: {
              src: 'https://cms.example/media/photo/f.jpg',
              alt: 'F',
              width: 800,
              height: 600,
              sizes: [{ src: 'https://cms.example/media/photo/f-400.jpg', width: 400 }],
            },
          },
          { type: 'image', image: { src: 'https://tracker.example/pixel.jpg', alt: '', width: 1, height: 1 } },
        ],
      },
      bases,
    );
    expect(slots.main![0]).toMatchObject({ image: { src: '/media/photo/f.jpg', sizes: [{ src: '/media/photo/f-400.jpg', width: 400 }] } });
    expect(slots.main![1]).toMatchObject({ image: { src: '' } });
  });
});

describe('the news page', () => {
  it('offers the brand filter above the list, not only in the aside that a phone shows after it', async () => {
    const { body } = await html('/news/');
    const main = /<main\b[\s\S]*<\/main>/.exec(body)?.[0] ?? '';
    const brandLine = main.indexOf('<strong>By brand:</strong>');
    const list = main.indexOf('class="news-row');
    expect(brandLine).toBeGreaterThan(0);
    expect(list).toBeGreaterThan(brandLine);
    const line = main.slice(brandLine, main.indexOf('</p>', brandLine));
    expect(line).toMatch(/<a href="\/news\/goodfood\/">[^<]*\(\d+\)<\/a>/);
    expect(line).toMatch(/<a href="\/news\/topgear\/">Top Gear \(\d+\)<\/a>/);
    // On a brand's list, that brand is the current one.
    const brand = (await html('/news/topgear/')).body;
    expect(brand).toMatch(/<strong>By brand:<\/strong>[^\n]*?<strong aria-current="page">Top Gear \(\d+\)<\/strong>/);
  });
});
