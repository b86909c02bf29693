/**
 * Test and internal pages left in the CMS by editors and developers. They are
 * routable but marked `internal` (kept out of sitemaps, disallowed in robots).
 * Their content exercises the node types.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import { def, img, page, paras, rich, section, ul } from './build';
import type { PageDef } from './types';

interface Internal {
  path: string;
  title: string;
  description: string;
  minimal?: boolean;
  nodes: ContentNodeInput[];
}

const PAGES: Internal[] = [
  {
    path: '/privacy-form/',
    title: 'Privacy request form',
    description: 'Internal test page for the privacy request journey.',
    minimal: true,
    nodes: [
      { type: 'heading', text: 'Make a privacy request', level: 2, anchor: 'privacy-request' },
      rich(
        paras(
          'To make a request about your personal information, email <a href="mailto:dpo@immediate.example">dpo@immediate.example</a> with your name, the brand you have an account with and what you would like us to do.',
          'This page is a placeholder for an online form and is not linked from the site.',
        ),
      ),
      { type: 'contact-details', offices: [], contacts: [{ label: 'Data Protection Officer', email: 'dpo@immediate.example' }] },
    ],
  },
  {
    path: '/test-table/',
    title: 'Test table',
    description: 'Internal test page for table rendering.',
    nodes: [
      {
        type: 'table',
        caption: 'Sample table with a header row and six rows',
        head: ['Brand', 'Category', 'Frequency', 'Launched'],
        rows: [
          ['BBC Good Food', 'Food', 'Monthly', '1989'],
          ['Radio Times', 'TV & Entertainment', 'Weekly', '1923'],
          ['olive', 'Food', 'Monthly', '2003'],
          ['BBC Gardeners’ World Magazine', 'Gardening', 'Monthly', '1991'],
          ['Top Gear', 'Motoring', 'Monthly', '1993'],
          ['BBC History Magazine', 'History', 'Monthly', '2000'],
        ],
      },
      { type: 'table', head: ['Empty table'], rows: [] },
    ],
  },
  {
    path: '/imm-1/',
    title: 'IMM-1',
    description: 'Internal test page.',
    minimal: true,
    nodes: [rich(paras('Smoke test page for the first ticket of the rebuild. If you can read this, routing works.'))],
  },
  {
    path: '/imm-243/',
    title: 'IMM-243',
    description: 'Internal test page for rich text.',
    nodes: [
      rich(
        section(
          'Heading level two',
          'Paragraph with <strong>strong</strong>, <em>emphasis</em> and an <a href="/news/">internal link</a>.',
        ),
        '<h3>Heading level three</h3>',
        ul('Unordered item one', 'Unordered item two'),
        '<ol><li>Ordered item one</li><li>Ordered item two</li></ol>',
        '<blockquote><p>A blockquote inside rich text.</p></blockquote>',
      ),
    ],
  },
  {
    path: '/imm-243-links/',
    title: 'IMM-243 links',
    description: 'Internal test page for link handling.',
    nodes: [
      rich(
        ul(
          '<a href="/who-we-are/">Internal link</a>',
          '<a href="/who-we-are">Internal link without a trailing slash</a>',
          '<a href="https://www.bbcgoodfood.com/">External link</a>',
          '<a href="mailto:press@immediate.example">Email link</a>',
          '<a href="/privacy/#top">Link with a fragment</a>',
        ),
      ),
    ],
  },
  {
    path: '/imm-116/',
    title: 'IMM-116',
    description: 'Internal test page for the image node.',
    nodes: [
      { type: 'image', image: img('photo', 'test-landscape', 'Test image, landscape'), caption: 'A landscape test image with a caption.' },
      { type: 'image', image: { src: '/media/people/test-square.svg', alt: 'Test image, square', width: 600, height: 600 } },
    ],
  },
  {
    path: '/imm-240/',
    title: 'IMM-240',
    description: 'Internal test page for the call-to-action node.',
    minimal: true,
    nodes: [
      { type: 'cta', heading: 'Primary call to action', text: 'With supporting text.', link: { label: 'Go to jobs', href: '/jobs/' } },
      { type: 'cta', heading: 'Subtle call to action', link: { label: 'Go to news', href: '/news/' }, variant: 'subtle' },
    ],
  },
  {
    path: '/imm-241/',
    title: 'IMM-241',
    description: 'Internal test page for stats and quotes.',
    nodes: [
      {
        type: 'stats',
        heading: 'Test stats',
        items: [
          { value: '1', label: 'One' },
          { value: '22', label: 'Twenty-two' },
          { value: '333', label: 'Three hundred and thirty-three' },
        ],
      },
      { type: 'quote', quote: 'A quote with no attribution.' },
      { type: 'quote', quote: 'A quote with attribution and role.', attribution: 'Test Person', role: 'Tester' },
    ],
  },
  {
    path: '/imd-221/',
    title: 'IMD-221',
    description: 'Internal test page for image with text.',
    nodes: [
      {
        type: 'image-with-text',
        image: img('photo', 'test-left', 'Test image on the left'),
        heading: 'Image left',
        html: paras('Text to the right of the image.'),
        imagePosition: 'left',
      },
      {
        type: 'image-with-text',
        image: img('photo', 'test-right', 'Test image on the right'),
        heading: 'Image right',
        html: paras('Text to the left of the image.'),
        imagePosition: 'right',
        cta: { label: 'Read more', href: '/who-we-are/' },
      },
    ],
  },
  {
    path: '/imd-228/',
    title: 'IMD-228',
    description: 'Internal test page for the card grid.',
    nodes: [
      {
        type: 'card-grid',
        heading: 'Two columns',
        columns: 2,
        cards: [
          { title: 'Card one', text: 'With text.' },
          { title: 'Card two', href: '/news/' },
        ],
      },
      {
        type: 'card-grid',
        heading: 'Four columns',
        columns: 4,
        cards: [1, 2, 3, 4].map((n) => ({ title: `Card ${n}`, image: img('card', `test-card-${n}`, `Test card ${n}`) })),
      },
    ],
  },
  {
    path: '/imd-228-test/',
    title: 'IMD-228 test',
    description: 'Internal test page for an empty card grid.',
    minimal: true,
    nodes: [{ type: 'card-grid', heading: 'No cards', cards: [] }],
  },
  {
    path: '/imd-168/',
    title: 'IMD-168',
    description: 'Internal test page for downloads.',
    nodes: [
      {
        type: 'downloads',
        heading: 'Test downloads',
        files: [
          { title: 'Test PDF', href: '/media/files/test.pdf', format: 'PDF' },
          { title: 'Test spreadsheet', href: '/media/files/test.csv', format: 'CSV' },
        ],
      },
    ],
  },
  {
    path: '/imd-168-2/',
    title: 'IMD-168 (2)',
    description: 'Internal test page for social links.',
    nodes: [
      {
        type: 'social-links',
        heading: 'Every network',
        links: (['facebook', 'x', 'instagram', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'threads', 'whatsapp', 'rss'] as const).map(
          (network) => ({ network, href: `https://social.example/${network}`, label: `Test ${network}` }),
        ),
      },
    ],
  },
  {
    path: '/imd-168-3/',
    title: 'IMD-168 (3)',
    description: 'Internal test page for the brand facts node.',
    nodes: [{ type: 'brand-facts', brand: 'Test brand', facts: [{ value: '100%', label: 'Test coverage' }] }],
  },
  {
    path: '/imd-168-4/',
    title: 'IMD-168 (4)',
    description: 'Internal test page for headings.',
    minimal: true,
    nodes: [
      { type: 'heading', text: 'Level two heading', level: 2, anchor: 'level-two' },
      { type: 'heading', text: 'Level three heading', level: 3 },
      rich(paras('Text under the headings.')),
    ],
  },
  {
    path: '/imd-225-carousel/',
    title: 'IMD-225 carousel',
    description: 'Internal test page for the carousel.',
    nodes: [
      {
        type: 'carousel',
        heading: 'Test carousel',
        slides: [1, 2, 3, 4].map((n) => ({
          title: `Slide ${n}`,
          text: `Text of slide ${n}.`,
          image: img('slide', `test-slide-${n}`, `Test slide ${n}`),
          ...(n % 2 ? { href: '/news/' } : {}),
        })),
      },
    ],
  },
  {
    path: '/imd-225-accordion/',
    title: 'IMD-225 accordion',
    description: 'Internal test page for the accordion.',
    nodes: [
      {
        type: 'accordion',
        heading: 'Test accordion',
        items: [1, 2, 3].map((n) => ({ title: `Item ${n}`, html: paras(`Content of item ${n}.`) })),
      },
    ],
  },
  {
    path: '/news-2/',
    title: 'News (copy)',
    description: 'An old copy of the news page.',
    nodes: [{ type: 'news-list', heading: 'News', items: [], limit: 3, layout: 'list' }],
  },
  {
    path: '/5413-2/',
    title: '5413-2',
    description: 'An untitled draft page published by mistake.',
    minimal: true,
    nodes: [rich(paras('Untitled.'))],
  },
  {
    path: '/imd-core-blocks/',
    title: 'IMD core blocks',
    description: "Internal test page: in WordPress it is written with WordPress's own blocks.",
    nodes: [
      {
        type: 'rich-text',
        html:
          '<p>Written with the <strong>core blocks</strong> editors reach for, in a group.</p>' +
          '<h2>A core heading</h2><h3>A smaller one</h3>' +
          '<ul><li>A core list</li><li>with <em>two</em> items</li></ul><ol><li>And a numbered one</li></ol>' +
          '<div class="content-columns"><div class="content-column"><p>The left column.</p></div><div class="content-column"><p>The right column.</p><p>Its <a href="/who-we-are/">second</a> paragraph.</p></div></div>' +
          '<p class="content-buttons"><a class="button button--primary" href="/contact/">Contact us</a> <a class="button button--primary" href="/jobs/">See our jobs</a></p>' +
          '<pre><code>npm start &amp;&amp; open http://localhost:8787/</code></pre>' +
          '<pre>Preformatted, line one<br>and <strong>line two</strong></pre>' +
          '<hr>',
      },
      { type: 'rich-text', html: '<p>A second group: rich text beside rich text stays apart.</p>' },
      {
        type: 'image',
        image: { src: '/media/people/test-square.svg', alt: 'Test image', width: 800, height: 600 },
        caption: 'A core image block.',
      },
      {
        type: 'image-with-text',
        image: { src: '/media/card/test-square.svg', alt: 'Test card', width: 800, height: 600 },
        html: '<p>A core Media &amp; Text block, its picture on the right.</p><p>Its second paragraph.</p>',
        imagePosition: 'right',
      },
      {
        type: 'rich-text',
        html:
          '<div class="content-gallery content-gallery--2"><figure><img src="/media/people/test-square.svg" alt="Test image" width="800" height="600"><figcaption>A core gallery.</figcaption></figure>' +
          '<figure><img src="/media/card/test-square.svg" alt="Test card" width="800" height="600"></figure></div>',
      },
      {
        type: 'table',
        caption: 'Brands by launch year',
        head: ['Brand', 'Launched'],
        rows: [
          ['Radio Times', '1923'],
          ['BBC Good Food', '1989'],
        ],
      },
      { type: 'quote', quote: 'Written with the blocks every editor knows.', attribution: 'The newsroom' },
      { type: 'downloads', files: [{ title: 'Test PDF', href: '/media/files/test.pdf', format: 'PDF' }] },
      { type: 'video', src: '/media/files/square.webm', poster: { src: '/media/card/test-square.svg' }, caption: 'A core video block.' },
      { type: 'audio', src: '/media/files/chime.mp3', caption: 'A core audio block.' },
      {
        type: 'embed',
        provider: 'youtube',
        videoId: 'aqz-KE-bpKQ',
        href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        caption: 'A core embed block.',
      },
    ],
  },
  {
    path: '/imd-core-blocks-2/',
    title: 'IMD core blocks 2',
    description: "Internal test page: in WordPress it is written with WordPress's second block for the same nodes.",
    nodes: [
      { type: 'quote', quote: 'A core quote, not a pullquote.', attribution: 'The style guide' },
      {
        type: 'image-with-text',
        image: { src: '/media/card/test-square.svg', alt: 'Test card', width: 800, height: 600 },
        html: '<p>A core Cover block: its words over the picture.</p>',
        imagePosition: 'behind',
      },
      {
        type: 'accordion',
        items: [
          { title: 'A core Details block', html: '<p>Its answer.</p>' },
          { title: 'And a second one', html: '<p>Joined to the first.</p><p>In two paragraphs.</p>' },
        ],
      },
    ],
  },
  {
    path: '/imd-45-media/',
    title: 'IMD-45 media',
    description: 'Internal test page for video, audio and an embedded video.',
    nodes: [
      {
        type: 'video',
        src: '/media/files/square.webm',
        poster: { src: '/media/card/test-square.svg' },
        caption: 'Test video: an orange square crosses the screen.',
        tracks: [{ src: '/media/files/square-en.vtt', kind: 'captions', srclang: 'en', label: 'English', default: true }],
      },
      { type: 'audio', src: '/media/files/chime.mp3', caption: 'Test audio: a one-second chime.' },
      {
        type: 'embed',
        provider: 'youtube',
        videoId: 'aqz-KE-bpKQ',
        href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        caption: 'Test embed: Big Buck Bunny on YouTube.',
      },
    ],
  },
];

export const miscPages: PageDef[] = PAGES.map((entry, index) =>
  def(
    page({
      path: entry.path,
      title: entry.title,
      description: entry.description,
      internal: true,
      publishedIso: `2023-0${1 + (index % 9)}-2${index % 8}`,
      ...(entry.minimal ? { layout: 'minimal' as const } : {}),
    }),
    entry.nodes,
  ),
);
