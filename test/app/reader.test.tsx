/**
 * What a reader gets from the app's rendering rules, on the server: a node
 * renderer that throws costs only its node (renderToString and
 * renderToReadableStream alike) and is logged with its type; headings never
 * skip a level; images load as the slot's image plan says, with srcset and
 * sizes when the CMS has other widths; error pages take their words from one
 * place, shared with the client router.
 */
import { renderToReadableStream } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHead } from '../../app/error-head';
import { preloadIcons } from '../../app/icons/load-icon';
import { errorTitle, errorVariant, notFoundPage } from '../../app/pages/error-copy';
import { ErrorPage } from '../../app/pages/error-page';
import { GenericError } from '../../app/pages/generic-error';
import { ICON_NAMES } from '../../contract/icon-names';
import { type ContentNode, type ContentNodeInput, NodeSchema } from '../../contract/nodes';
import type { ErrorPage as ErrorState } from '../../contract/page-state';
import { renderToString } from '../../worker/render/string-renderer.cjs';
import { plainKit, NodesWith as RenderNodes } from '../helpers/render-kit';
import { expectConsoleOutput } from '../helpers/setup';

const node = (input: ContentNodeInput): ContentNode => NodeSchema.parse(input);
const image = (name: string, width = 1200, height = 675, sizes?: { src: string; width: number }[]) => ({
  src: `/media/photo/${name}.jpg`,
  alt: `Alt ${name}`,
  width,
  height,
  ...(sizes ? { sizes } : {}),
});

const SLOT = [
  node({ type: 'rich-text', html: '<p>Before the failure</p>' }),
  node({ type: 'quote', quote: 'Never shown', attribution: 'Nobody' }),
  node({ type: 'rich-text', html: '<p>After the failure</p>' }),
];

async function streamed(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

beforeAll(async () => {
  await preloadIcons(ICON_NAMES);
});

describe('a node renderer that throws', () => {
  for (const [name, render] of [
    ['renderToString', async (element: React.ReactElement) => renderToString(element)],
    ['renderToReadableStream', streamed],
  ] as const) {
    it(`leaves the rest of the slot rendered with ${name}, logged with the node type`, async () => {
      expectConsoleOutput();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const base = plainKit();
      const kit = plainKit({
        renderers: {
          ...base.renderers,
          quote: () => {
            throw new TypeError('cannot read the attribution');
          },
        },
      });
      const html = await render(<RenderNodes nodes={SLOT} kit={kit} />);
      expect(html).toContain('Before the failure');
      expect(html).toContain('After the failure');
      expect(html).not.toContain('Never shown');
      const logged = error.mock.calls.map((call) => call.map(String).join(' '));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('node "quote"');
      expect(logged[0]).toContain('cannot read the attribution');
    });
  }

  it('renders the same node normally when its renderer works (control)', () => {
    const html = renderToString(<RenderNodes nodes={SLOT} />);
    expect(html).toContain('Never shown');
  });
});

describe('heading outline', () => {
  const levels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  /** Every heading at most one level below the one before (after the page's h1). */
  const skips = (found: number[]) => [1, ...found].some((level, index, all) => index > 0 && level > all[index - 1]! + 1);

  it('gives items of a section without a heading h2 titles, with a heading h3', () => {
    const cards = [
      { title: 'Suppliers', href: '/trading-policies/suppliers/' },
      { title: 'Ethics', href: '/trading-policies/ethical-policy/' },
    ];
    const bare = renderToString(<RenderNodes nodes={[node({ type: 'card-grid', cards })]} lead={false} />);
    expect(levels(bare)).toEqual([2, 2]);
    const headed = renderToString(<RenderNodes nodes={[node({ type: 'card-grid', heading: 'Policies', cards })]} lead={false} />);
    expect(levels(headed)).toEqual([2, 3, 3]);
  });

  it('never skips a level, whatever the order of the node types', () => {
    const nodes = [
      node({ type: 'heading', text: 'Sub first', level: 3 }),
      node({
        type: 'brand-grid',
        brands: [
          {
            name: 'Radio Times',
            href: '/our-brands/radiotimes/',
            description: 'TV',
            colour: '#e4002b',
            textColour: '#ffffff',
            category: 'TV',
          },
        ],
      }),
      node({
        type: 'jobs-list',
        jobs: [
          {
            id: 'a',
            title: 'Editor',
            department: 'Editorial',
            location: 'London',
            employmentType: 'FULL_TIME',
            workplace: 'Office',
            datePosted: '2024-05-08',
            summary: 's',
          },
        ],
      }),
      node({ type: 'contact-details', offices: [{ name: 'London', address: ['1 Street'] }], contacts: [] }),
      node({ type: 'carousel', slides: [{ title: 'Kitchen', image: image('kitchen') }] }),
      node({ type: 'news-list', items: [{ title: 'News', href: '/n/', date: 'Tuesday, 14 November 2023' }] }),
      node({ type: 'heading', text: 'Section', level: 2 }),
      node({ type: 'heading', text: 'Sub after a section', level: 3 }),
    ];
    const found = levels(renderToString(<RenderNodes nodes={nodes} lead={false} />));
    expect(found[0], 'a level-3 heading before any h2 steps up').toBe(2);
    expect(found.at(-1), 'a level-3 heading after an h2 stays').toBe(3);
    expect(skips(found), `levels ${found.join(',')}`).toBe(false);
  });
});

describe('images', () => {
  const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? [];

  it('the first large image gets high priority; the rest of the first node loads eagerly, everything after lazily', () => {
    const nodes = [
      node({
        type: 'card-grid',
        cards: [
          { title: 'Small', image: image('thumb', 320, 180) },
          { title: 'Large', image: image('large') },
        ],
      }),
      node({ type: 'image', image: image('second') }),
      node({ type: 'image', image: image('third') }),
    ];
    const [thumb, large, second, third] = imgs(renderToString(<RenderNodes nodes={nodes} />));
    expect(thumb).toContain('loading="eager"');
    expect(thumb).not.toMatch(/fetchpriority/i);
    expect(large).toContain('loading="eager"');
    expect(large).toMatch(/fetchpriority="high"/i);
    for (const below of [second, third]) {
      expect(below).toContain('loading="lazy"');
      expect(below).not.toMatch(/fetchpriority/i);
    }
  });

  it('with no large image in the first node, the large one in the second node gets high priority', () => {
    const nodes = [node({ type: 'rich-text', html: '<p>Intro</p>' }), node({ type: 'image', image: image('photo') })];
    const [photo] = imgs(renderToString(<RenderNodes nodes={nodes} />));
    expect(photo).toMatch(/fetchpriority="high"/i);
  });

  it('the aside gets no priority: its images are lazy', () => {
    const [photo] = imgs(renderToString(<RenderNodes nodes={[node({ type: 'image', image: image('aside') })]} lead={false} />));
    expect(photo).toContain('loading="lazy"');
  });

  it('has width and height always, and srcset with sizes only when the CMS gives other widths', () => {
    const plain = imgs(renderToString(<RenderNodes nodes={[node({ type: 'image', image: image('plain') })]} />))[0]!;
    expect(plain).toContain('width="1200"');
    expect(plain).toContain('height="675"');
    expect(plain).not.toMatch(/srcset|sizes=/i);
    const sized = image('sized', 1600, 900, [
      { src: '/media/photo/sized-800.jpg', width: 800 },
      { src: '/media/photo/sized-400.jpg', width: 400 },
    ]);
    const card = imgs(renderToString(<RenderNodes nodes={[node({ type: 'card-grid', cards: [{ title: 'Card', image: sized }] })]} />))[0]!;
    expect(card).toMatch(
      /srcset="\/media\/photo\/sized-400\.jpg 400w, \/media\/photo\/sized-800\.jpg 800w, \/media\/photo\/sized\.jpg 1600w"/i,
    );
    expect(card).toMatch(/sizes="[^"]*400px[^"]*"/);
    expect(card).toContain('width="1600"');
  });

  it('leaves out an image whose source the worker refused', () => {
    // The worker empties a refused source after validation (contract/html/sanitize-slots.ts).
    const refused = node({ type: 'image', image: image('refused'), caption: 'Caption stays' }) as Extract<ContentNode, { type: 'image' }>;
    refused.image.src = '';
    const html = renderToString(<RenderNodes nodes={[refused]} />);
    expect(imgs(html)).toEqual([]);
    expect(html).toContain('Caption stays');
  });
});

describe('error pages', () => {
  const site = 'Immediate Media';

  it('410 is Gone: its own title, text and head, not Not Found', () => {
    const page: ErrorState = {
      kind: 'error',
      variant: errorVariant('/festive/', 410),
      status: 410,
      path: '/festive/',
      statusMessage: 'Gone',
      message: 'Page Gone: /festive/',
    };
    expect(page.variant).toBe('gone');
    const html = renderToString(<ErrorPage page={page} />);
    expect(html).toMatch(/<h1[^>]*>Gone<\/h1>/);
    expect(html).toContain('410');
    expect(html).toContain('has been removed and is no longer available');
    expect(html).not.toContain('Not Found');
    expect(errorHead(page, site).title).toBe('Gone - Immediate Media');
  });

  it('a 404 the client decides has the same page and title as the worker’s, on jobs paths too', () => {
    for (const path of ['/no-such-page/', '/jobs/no-such-job', '/a//b/']) {
      const page = notFoundPage(path);
      expect(page.variant).toBe(errorVariant(path, 404));
      expect(errorHead(page, site).title).toBe(`${errorTitle(page)} - ${site}`);
    }
    expect(errorHead(notFoundPage('/jobs/x'), site).title).toBe('Page Not Found - Immediate Media');
    expect(errorHead(notFoundPage('/x/'), site).title).toBe('Not Found - Immediate Media');
  });

  it('the generic view of a client render error has a reload link that loads the page from the server', () => {
    const html = renderToString(<GenericError reloadHref="/news/?page=2" />);
    expect(html).toMatch(/<h1[^>]*>An unexpected error occurred<\/h1>/);
    expect(html).toMatch(/<a href="\/news\/\?page=2"[^>]*data-native=""[^>]*>Reload the page<\/a>/);
  });
});
