/**
 * The visual layer rendered on the server: one node of every type through
 * RenderNodes, unknown types skipped with a warning, the three error pages
 * with the spec's texts, the page view's breadcrumbs and title rule, and no
 * inline style anywhere (the CSP forbids it).
 */

import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadIcons } from '../../app/icons/load-icon';
import { DefaultLayout } from '../../app/layouts/default-layout';
import { MinimalLayout } from '../../app/layouts/minimal-layout';
import { ErrorPage } from '../../app/pages/error-page';
import { PageView } from '../../app/pages/page-view';
import { RenderKitProvider } from '../../app/render/render-kit';
import { sanitizeHtml } from '../../contract/html/sanitize-html';
import { ICON_NAMES } from '../../contract/icon-names';
import { type ContentNode, type ContentNodeInput, NODE_TYPES, NodeSchema, type NodeType } from '../../contract/nodes';
import type { ContentPage, ErrorPage as ErrorState, SiteFrame } from '../../contract/page-state';
import { type Breadcrumb, RouteEntrySchema } from '../../contract/route';
import { routeEntry } from '../../contract/route-entry';
import { renderToString } from '../../worker/render/string-renderer.cjs';
import { plainKit, NodesWith as RenderNodes } from '../helpers/render-kit';
import { expectConsoleOutput } from '../helpers/setup';
import { ORIGIN } from '../helpers/site';

const image = (name: string, width = 800, height = 600) => ({ src: `/media/card/${name}.svg`, alt: `Alt ${name}`, width, height });

type Fixture = { [T in NodeType]: { node: Extract<ContentNodeInput, { type: T }>; text: string[] } };

/** One valid node of every type, each with texts its rendering must show. Typed so a new node type needs a fixture. */
const FIXTURES: Fixture = {
  hero: {
    node: {
      type: 'hero',
      heading: 'We make media people love',
      eyebrow: 'Immediate',
      subheading: 'Special interest brands',
      image: image('hero', 1600, 900),
      cta: { label: 'Discover our brands', href: '/our-brands/' },
      variant: 'home',
    },
    text: ['We make media people love', 'Discover our brands'],
  },
  'rich-text': { node: { type: 'rich-text', html: '<p>Sanitised <strong>rich</strong> text</p>' }, text: ['Sanitised rich text'] },
  heading: { node: { type: 'heading', text: 'Our values', level: 3, anchor: 'values' }, text: ['Our values'] },
  image: { node: { type: 'image', image: image('press'), caption: 'The print hall' }, text: ['The print hall'] },
  'image-with-text': {
    node: {
      type: 'image-with-text',
      image: image('kitchen'),
      heading: 'Tested in our kitchen',
      html: '<p>Three times.</p>',
      imagePosition: 'right',
      cta: { label: 'Meet the team', href: '/life-at-immediate/' },
    },
    text: ['Tested in our kitchen', 'Three times.', 'Meet the team'],
  },
  'card-grid': {
    node: {
      type: 'card-grid',
      heading: 'What we do',
      columns: 3,
      cards: [
        { title: 'Branded content', text: 'Made with our editors', href: '/commercial/' },
        { title: 'Live events', href: 'https://events.example.com/' },
      ],
    },
    text: ['What we do', 'Branded content', 'Live events'],
  },
  'brand-grid': {
    node: {
      type: 'brand-grid',
      heading: 'Our brands',
      brands: [
        {
          name: 'Radio Times',
          href: '/our-brands/radiotimes/',
          description: 'The nation’s TV guide',
          colour: '#e4002b',
          textColour: '#ffffff',
          category: 'TV',
        },
      ],
    },
    text: ['Our brands', 'Radio Times', 'The nation’s TV guide'],
  },
  'brand-facts': {
    node: {
      type: 'brand-facts',
      brand: 'BBC Good Food',
      colour: '#0b7a75',
      facts: [{ value: '17,000+', label: 'Recipes online' }],
      links: [{ network: 'instagram', href: 'https://instagram.com/bbcgoodfood', label: 'Good Food on Instagram' }],
    },
    text: ['BBC Good Food', '17,000+', 'Recipes online'],
  },
  stats: {
    node: { type: 'stats', heading: 'In numbers', items: [{ value: '4.8', label: 'App rating' }] },
    text: ['In numbers', '4.8', 'App rating'],
  },
  quote: {
    node: { type: 'quote', quote: 'Trust is everything', attribution: 'Jane Example', role: 'Editor' },
    text: ['Trust is everything', 'Jane Example'],
  },
  accordion: {
    node: { type: 'accordion', heading: 'Questions', items: [{ title: 'How do I pitch?', html: '<p>Email the desk.</p>' }] },
    text: ['How do I pitch?', 'Email the desk.'],
  },
  table: {
    node: { type: 'table', caption: 'Pay gap 2023', head: ['Measure', 'Mean'], rows: [['Hourly', '12.1%']] },
    text: ['Pay gap 2023', 'Measure', '12.1%'],
  },
  cta: {
    node: { type: 'cta', heading: 'Advertise with us', link: { label: 'Talk to us', href: '/commercial/' } },
    text: ['Advertise with us', 'Talk to us'],
  },
  'news-list': {
    node: {
      type: 'news-list',
      heading: 'Latest news',
      items: [
        { title: 'Radio Times wins award', href: '/radio-times-wins/', date: 'Tuesday, 14 November 2023', category: 'Press release' },
      ],
      viewAll: { label: 'All news', href: '/news/' },
    },
    text: ['Latest news', 'Radio Times wins award', '14 November 2023', 'Press release'],
  },
  'news-filters': {
    node: {
      type: 'news-filters',
      layout: 'lines',
      types: [
        { label: 'All news', href: '/news/topgear/' },
        { label: 'Press releases', href: '/news/topgear/press-releases/', count: 3, current: true },
        { label: 'Case studies', count: 0 },
      ],
      brands: [{ label: 'All brands', href: '/news/press-releases/' }],
    },
    text: ['By type:', 'Press releases (3)', 'Case studies (0)', 'All brands'],
  },
  'article-header': {
    node: {
      type: 'article-header',
      title: 'Publisher of the Year',
      date: 'Monday, 04 March 2024',
      category: 'News',
      standfirst: 'A year of growth',
    },
    text: ['Publisher of the Year', '4 March 2024', 'A year of growth'],
  },
  downloads: {
    node: {
      type: 'downloads',
      heading: 'Reports',
      files: [{ title: 'Annual report', href: '/media/reports/annual.pdf', format: 'pdf', size: '2 MB' }],
    },
    text: ['Reports', 'Annual report', 'PDF, 2 MB'],
  },
  'jobs-list': {
    node: {
      type: 'jobs-list',
      heading: 'Open roles',
      jobs: [
        {
          id: 'data-engineer',
          title: 'Data Engineer',
          department: 'Technology',
          location: 'Bristol',
          employmentType: 'PART_TIME',
          workplace: 'Hybrid',
          salary: '£55,000',
          datePosted: '2024-05-08',
          summary: 'Build pipelines',
        },
      ],
    },
    text: ['Open roles', 'Data Engineer', 'Technology', 'Bristol', 'Hybrid', 'Part-time', '£55,000'],
  },
  'job-detail': {
    node: {
      type: 'job-detail',
      job: {
        id: 'food-writer',
        title: 'Senior Food Writer',
        department: 'Editorial',
        location: 'London',
        employmentType: 'FULL_TIME',
        workplace: 'Office',
        datePosted: '2024-05-13',
        summary: 'Write recipes',
        html: '<p>About the role</p>',
        applyUrl: 'https://careers.example.com/apply/food-writer',
      },
    },
    text: ['Senior Food Writer', 'About the role', 'Apply now', 'Back to all jobs', 'Full-time'],
  },
  'contact-details': {
    node: {
      type: 'contact-details',
      heading: 'Get in touch',
      offices: [
        { name: 'London office', address: ['44 Brook Green', 'London W6 7BT'], phone: '+44 20 7150 5000', email: 'reception@example.com' },
      ],
      contacts: [{ label: 'Press', email: 'press@example.com' }],
    },
    text: ['Get in touch', 'London office', '44 Brook Green', 'press@example.com'],
  },
  carousel: {
    node: {
      type: 'carousel',
      heading: 'Life at Immediate',
      slides: [
        { title: 'Test kitchen', image: image('kitchen') },
        { title: 'Photo studio', image: image('studio'), href: '/life-at-immediate/' },
      ],
    },
    text: ['Life at Immediate', 'Test kitchen', 'Photo studio'],
  },
  'social-links': {
    node: {
      type: 'social-links',
      heading: 'Follow us',
      links: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/example', label: 'LinkedIn' }],
    },
    text: ['Follow us', 'LinkedIn'],
  },
  video: {
    node: { type: 'video', src: '/media/2026/11/launch.mp4', caption: 'The launch, in two minutes' },
    text: ['The launch, in two minutes'],
  },
  audio: {
    node: { type: 'audio', src: '/media/2026/11/interview.mp3', caption: 'The interview in full' },
    text: ['The interview in full'],
  },
  embed: {
    node: {
      type: 'embed',
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      caption: 'Our year',
    },
    text: ['Our year', 'on YouTube'],
  },
};

const nodeOf = (type: NodeType): ContentNode => NodeSchema.parse(FIXTURES[type].node);

/** Visible text of rendered HTML: tags dropped, React's entity escapes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const rendered: string[] = [];
/** Rendered with the plain kit: every renderer and part component, nothing drawn beforehand. */
function render(element: ReactElement): string {
  const html = renderToString(<RenderKitProvider kit={plainKit()}>{element}</RenderKitProvider>);
  rendered.push(html);
  return html;
}

const SITE: SiteFrame = {
  name: 'Immediate Media',
  origin: ORIGIN,
  settings: { legalLine: 'Registered in England and Wales (sample).', tagline: 'Special interest media.' },
  year: 2026,
  menus: {
    header: [
      { label: 'Our brands', href: '/our-brands/' },
      { label: 'News', href: '/news/' },
    ],
    footer: [{ heading: 'Company', links: [{ label: 'Who we are', href: '/who-we-are/' }] }],
    legal: [{ label: 'Privacy', href: '/privacy/' }],
    social: [{ network: 'linkedin', href: 'https://www.linkedin.com/company/example', label: 'Immediate on LinkedIn' }],
  },
};

function contentPage(options: {
  path: string;
  title: string;
  main: ContentNode[];
  aside?: ContentNode[];
  breadcrumbs?: Breadcrumb[];
  preview?: boolean;
}): ContentPage {
  const route = RouteEntrySchema.parse(
    routeEntry({
      path: options.path,
      name: options.path.split('/').filter(Boolean).join('-') || 'home',
      title: options.title,
      description: 'd',
      kind: 'page',
      origin: SITE.origin,
      publishedIso: '2023-11-14',
      hasParent: true,
      breadcrumbs: options.breadcrumbs,
    }),
  );
  return {
    kind: 'content',
    path: options.path,
    route,
    slots: { main: options.main, ...(options.aside ? { aside: options.aside } : {}) },
    ...(options.preview
      ? { preview: { id: '1001', postType: 'post', expiresAt: '2026-11-23T12:00:00.000Z', title: 'A draft', publishedPath: null } }
      : {}),
  };
}

beforeAll(async () => {
  await preloadIcons(ICON_NAMES);
});

describe('RenderNodes', () => {
  it('has a fixture for every node type', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual([...NODE_TYPES].sort());
  });

  for (const type of NODE_TYPES) {
    it(`renders a ${type} node with its text`, () => {
      const html = render(<RenderNodes nodes={[nodeOf(type)]} />);
      expect(html.length).toBeGreaterThan(0);
      const text = textOf(html);
      for (const expected of FIXTURES[type].text) expect(text).toContain(expected);
    });
  }

  it('renders every type together in one slot', () => {
    const html = render(<RenderNodes nodes={NODE_TYPES.map(nodeOf)} />);
    const text = textOf(html);
    for (const type of NODE_TYPES) expect(text).toContain(FIXTURES[type].text[0]);
  });

  it('skips a node of an unknown type with a warning', () => {
    expectConsoleOutput();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = { type: 'mystery-widget', text: 'Never shown' } as unknown as ContentNode;
    const html = render(<RenderNodes nodes={[nodeOf('rich-text'), unknown, nodeOf('quote')]} />);
    expect(warn).toHaveBeenCalled();
    expect(warn.mock.calls.flat().join(' ')).toContain('mystery-widget');
    expect(html).not.toContain('Never shown');
    expect(textOf(html)).toContain('Sanitised rich text');
    expect(textOf(html)).toContain('Trust is everything');
  });

  it('renders CMS HTML inside a prose wrapper', () => {
    const html = render(<RenderNodes nodes={[nodeOf('rich-text')]} />);
    expect(html).toMatch(/<div class="prose[^"]*"><p>Sanitised <strong>rich<\/strong> text<\/p><\/div>/);
  });

  it("keeps the site's layout classes in CMS HTML: columns with their widths, a gallery's grid, buttons as calls to action", () => {
    // As the WordPress plugin writes Columns, Gallery and Buttons (block-nodes.php), with classes the site does not know.
    const cms =
      '<div class="content-columns wp-block-columns"><div class="content-column content-column--33" style="flex-basis:33%"><p>Narrow</p></div>' +
      '<div class="content-column content-column--66 evil"><p>Wide</p></div></div>' +
      '<div class="content-gallery content-gallery--3"><figure><img src="/media/g/a.jpg" alt="A" width="40" height="30"><figcaption>First</figcaption></figure></div>' +
      '<p class="content-buttons has-text-color"><a class="button button--primary wp-element-button" href="/contact/">Contact us</a></p>' +
      '<p class="nothing-known">Plain</p>';
    const html = render(<RenderNodes nodes={[{ type: 'rich-text', html: sanitizeHtml(cms) }]} />);
    expect(html).toContain(
      '<div class="content-columns"><div class="content-column content-column--33"><p>Narrow</p></div><div class="content-column content-column--66"><p>Wide</p></div></div>',
    );
    expect(html).toContain(
      '<div class="content-gallery content-gallery--3"><figure><img src="/media/g/a.jpg" alt="A" width="40" height="30"><figcaption>First</figcaption></figure></div>',
    );
    expect(html).toContain('<p class="content-buttons"><a class="button button--primary" href="/contact/">Contact us</a></p>');
    expect(html).toContain('<p>Plain</p>');
    expect(html).not.toMatch(/style=|evil|wp-block|wp-element|has-text|nothing-known/);
  });

  it('loads only the lead hero image eagerly, with high priority', () => {
    const html = render(<RenderNodes nodes={[nodeOf('hero'), nodeOf('image')]} />);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toMatch(/fetchpriority="high"/i);
    expect(images[1]).toContain('loading="lazy"');
    expect(images[1]).toContain('decoding="async"');
    expect(images[1]).toContain('width="800"');
    expect(images[1]).toContain('height="600"');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('marks external links with rel="noopener" and an arrow', () => {
    const html = render(<RenderNodes nodes={[nodeOf('card-grid')]} />);
    expect(html).toMatch(/<a href="https:\/\/events\.example\.com\/"[^>]*rel="noopener"/);
    expect(html).toContain('data-icon="arrow-up-right"');
    expect(html).toMatch(/<a href="\/commercial\/"(?![^>]*rel=)/);
  });

  it('never renders a javascript: link', () => {
    const node = NodeSchema.parse({ type: 'cta', heading: 'Bad', link: { label: 'Click', href: 'java\tscript:alert(1)' } });
    const html = render(<RenderNodes nodes={[node]} />);
    expect(html).not.toMatch(/script:/i);
  });

  it('dates news items with the ISO date', () => {
    const html = render(<RenderNodes nodes={[nodeOf('news-list')]} />);
    expect(html).toContain('<time dateTime="2023-11-14"');
    expect(html).toContain('href="/radio-times-wins/"');
  });

  it('links jobs to their detail page', () => {
    const html = render(<RenderNodes nodes={[nodeOf('jobs-list'), nodeOf('job-detail')]} />);
    expect(html).toContain('href="/jobs/data-engineer"');
    expect(html).toMatch(/href="https:\/\/careers\.example\.com\/apply\/food-writer"[^>]*rel="noopener"/);
    expect(html).toContain('href="/jobs/"');
  });

  it('builds an accessible carousel, a native accordion and a real table', () => {
    const html = render(<RenderNodes nodes={[nodeOf('carousel'), nodeOf('accordion'), nodeOf('table')]} />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toMatch(/<ul [^>]*class="carousel__track"/);
    expect(html).toContain('<details');
    expect(html).toContain('<summary');
    expect(html).toMatch(/<caption[^>]*>Pay gap 2023<\/caption>/);
    expect(html).toContain('<th scope="col">Measure</th>');
  });

  it('colours brand tiles with SVG fills', () => {
    const html = render(<RenderNodes nodes={[nodeOf('brand-grid')]} />);
    expect(html).toContain('fill="#e4002b"');
    expect(html).toContain('fill="#ffffff"');
  });
});

describe('ErrorPage', () => {
  const base = {
    kind: 'error',
    path: '/missing/',
    status: 404,
    statusMessage: 'Page Not Found: /missing/',
    message: 'Page Not Found: /missing/',
  } as const;

  it('shows the not-found texts', () => {
    const page: ErrorState = { ...base, variant: 'not-found' };
    const html = render(<ErrorPage page={page} />);
    const text = textOf(html);
    expect(text).toContain('404');
    expect(text).toContain('Not Found');
    expect(text).toContain("I don't believe it!");
    expect(text).toContain('The requested URL /missing/ was not found.');
    expect(html).toMatch(/<a href="\/"[^>]*>.*Go Home/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Ways on to the site's sections, after the specification's words.
    for (const href of ['/news/', '/our-brands/', '/jobs/', '/contact/'])
      expect(html).toContain(`<a href="${href}" class="error-page__way">`);
  });

  it('shows the error’s own status message and message on a jobs path', () => {
    const page: ErrorState = {
      ...base,
      variant: 'jobs',
      path: '/jobs/gone',
      statusMessage: 'Job Not Found',
      message: 'This vacancy has closed.',
    };
    const html = render(<ErrorPage page={page} />);
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Job Not Found<\/h1>/);
    expect(text).toContain('This vacancy has closed.');
    expect(html).toMatch(/<a href="\/jobs"[^>]*>.*Jobs Page/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('shows the generic texts for any other error', () => {
    const page: ErrorState = { ...base, variant: 'generic', status: 500, statusMessage: 'Internal Server Error', message: 'boom' };
    const html = render(<ErrorPage page={page} />);
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>An unexpected error occurred<\/h1>/);
    expect(text).toContain('Please try to return to the home page');
    expect(html).toMatch(/<a href="\/"[^>]*>.*Go Home/);
    expect(text).not.toContain('boom');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe('PageView', () => {
  it('renders breadcrumbs with cumulative hrefs, the last one current', () => {
    const page = contentPage({
      path: '/our-brands/goodfood/',
      title: 'BBC Good Food',
      main: [nodeOf('rich-text')],
      breadcrumbs: [
        { title: 'Our Brands', slug: 'our-brands' },
        { title: 'BBC Good Food', slug: 'goodfood' },
      ],
    });
    const html = render(<PageView page={page} />);
    const nav = /<nav [^>]*aria-label="Breadcrumb"[^>]*>(.*?)<\/nav>/.exec(html)?.[1];
    expect(nav).toBeDefined();
    expect(nav).toContain('<ol');
    const links = [...nav!.matchAll(/<a href="([^"]*)"([^>]*)>([^<]*)<\/a>/g)].map((m) => ({ href: m[1], attrs: m[2], title: m[3] }));
    expect(links.map((link) => [link.title, link.href])).toEqual([
      ['Home', '/'],
      ['Our Brands', '/our-brands/'],
      ['BBC Good Food', '/our-brands/goodfood/'],
    ]);
    expect(links[2]!.attrs).toContain('aria-current="page"');
    expect(links[0]!.attrs).not.toContain('aria-current');
  });

  it('renders the title as the only h1 unless a hero or article header leads', () => {
    const plain = render(<PageView page={contentPage({ path: '/privacy/', title: 'Privacy', main: [nodeOf('rich-text')] })} />);
    expect(plain).toMatch(/<h1[^>]*>Privacy<\/h1>/);
    expect(plain.match(/<h1[\s>]/g)).toHaveLength(1);

    for (const lead of ['hero', 'article-header'] as const) {
      const html = render(
        <PageView page={contentPage({ path: '/who-we-are/', title: 'Who we are', main: [nodeOf(lead), nodeOf('rich-text')] })} />,
      );
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).not.toMatch(/<h1[^>]*>Who we are<\/h1>/);
    }
  });

  it('lays out an aside column and flags previews', () => {
    const page = contentPage({
      path: '/news/story/',
      title: 'Story',
      main: [nodeOf('article-header')],
      aside: [nodeOf('cta')],
      preview: true,
    });
    const html = render(<PageView page={page} />);
    expect(html).toContain('<aside');
    expect(textOf(html)).toContain('Advertise with us');
    expect(textOf(html)).toContain('Preview — draft content');
  });
});

describe('layouts', () => {
  const page = contentPage({ path: '/our-brands/goodfood/', title: 'Good Food', main: NODE_TYPES.map(nodeOf) });

  it('default layout has the landmarks, skip link and current section', () => {
    const html = render(
      <DefaultLayout site={SITE} path={page.path}>
        <PageView page={page} />
      </DefaultLayout>,
    );
    expect(html).toMatch(/<a href="#main"[^>]*>Skip to content<\/a>/);
    expect(html).toContain('<header');
    expect(html).toMatch(/<main id="main" tabindex="-1"/i);
    expect(html).toContain('<footer');
    expect(html).toMatch(/<nav [^>]*aria-label="Main"/);
    expect(html).toMatch(/<a href="\/our-brands\/"[^>]*aria-current="page"/);
    expect(html).not.toMatch(/<a href="\/news\/"[^>]*aria-current/);
    // Drawn on the server, every item stands in the row (it wraps): no menu button until the page is hydrated.
    expect(html).not.toContain('class="menu-button"');
    expect(html).toMatch(/<nav [^>]*aria-label="Main"[^>]*>(?:(?!<\/nav>).)*href="\/news\/"/s);
    expect(html).toContain('aria-label="Immediate on LinkedIn"');
    expect(textOf(html)).toContain('© 2026 Immediate Media');
    expect(textOf(html)).toContain('Registered in England and Wales (sample).');
  });

  it('minimal layout keeps the logo, main and legal links', () => {
    const html = render(
      <MinimalLayout site={SITE} path="/privacy/">
        <p>Body</p>
      </MinimalLayout>,
    );
    expect(html).toMatch(/<main id="main"/);
    expect(html).toContain('href="/privacy/"');
    expect(html).not.toMatch(/aria-label="Main"/);
  });
});

describe('CSP', () => {
  it('no rendered output has a style attribute', () => {
    expect(rendered.length).toBeGreaterThan(NODE_TYPES.length);
    for (const html of rendered) expect(html).not.toContain(' style=');
  });
});
