/**
 * Classic content as the publisher's old site drew it (issue 56; wordpress/masthead-content/includes/nodes/classic.php,
 * run with `php` through wordpress/local/nodes-from-blocks.php): a post without blocks, or a Classic block, goes
 * through shortcodes, auto-embeds and `wpautop` and gives the site's nodes; a shortcode the site does not draw never
 * reaches readers as bracket text, and the notes to editors name it.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');

/** Two library images for `[gallery]`, as WordPress stores their metadata. */
const ATTACHMENTS = {
  '7': { file: '2016/05/g1.jpg', width: 1600, height: 1200, sizes: { medium: { file: 'g1-800x600.jpg', width: 800, height: 600 } } },
  '8': { file: '2016/05/g2.jpg', width: 800, height: 600 },
};

function run<T>(mode: '--notes' | '--batch', documents: string[]): T[] {
  return JSON.parse(
    execFileSync('php', [CONVERTER, mode], {
      input: JSON.stringify(documents),
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      env: { ...process.env, MASTHEAD_TEST_ATTACHMENTS: JSON.stringify(ATTACHMENTS) },
    }),
  ) as T[];
}

/** The one note on a post's first block: its block, its kind and its words. */
function onlyNote(markup: string, block: string, kind: 'left out' | 'changed', note: string): void {
  expect(run<unknown[]>('--notes', [markup])[0]).toEqual([{ path: [0], block, kind, note }]);
}

const UPLOADS = 'http://old.example/wp-content/uploads/2016/05';

const POST_2016 = [
  'First paragraph of the story.',
  'A second, with <strong>bold</strong> words.',
  `[caption id="attachment_5" align="alignleft" width="300"]<a href="${UPLOADS}/cat.jpg"><img class="size-medium wp-image-5" src="${UPLOADS}/cat-300x200.jpg" alt="A cat" width="300" height="200" /></a> A cat sitting[/caption]`,
  '[gallery ids="7,8" columns="2"]',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://vimeo.com/123456',
  'https://example.com/page',
  '[embed]https://youtu.be/dQw4w9WgXcQ[/embed]',
  `[video src="${UPLOADS}/clip.mp4" poster="${UPLOADS}/clip.jpg"][/video]`,
  `[audio mp3="${UPLOADS}/talk.mp3"]`,
  'Before [contact-form-7 id="1" title="Contact form 1"] after.',
  'Write [[gallery]] to show a gallery.',
  `<img class="alignright wp-image-9" src="${UPLOADS}/logo.png" alt="Logo" width="120" height="60" />`,
  'The end.',
].join('\n\n');

const EXPECTED = [
  { type: 'rich-text', html: '<p>First paragraph of the story.</p>\n<p>A second, with <strong>bold</strong> words.</p>' },
  { type: 'image', image: { src: '/media/2016/05/cat-300x200.jpg', alt: 'A cat', width: 300, height: 200 }, caption: 'A cat sitting' },
  {
    type: 'rich-text',
    html:
      '<div class="content-gallery content-gallery--2">' +
      '<figure><img src="/media/2016/05/g1-800x600.jpg" srcset="/media/2016/05/g1-800x600.jpg 800w, /media/2016/05/g1.jpg 1600w" sizes="(min-width: 1280px) 600px, (min-width: 700px) 46vw, 46vw" alt="" width="800" height="600"></figure>' +
      '<figure><img src="/media/2016/05/g2.jpg" alt="" width="800" height="600"></figure></div>',
  },
  { type: 'embed', provider: 'youtube', videoId: 'dQw4w9WgXcQ', href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { type: 'embed', provider: 'vimeo', videoId: '123456', href: 'https://vimeo.com/123456' },
  { type: 'rich-text', html: '<p><a href="https://example.com/page">See it on example.com</a></p>' },
  { type: 'embed', provider: 'youtube', videoId: 'dQw4w9WgXcQ', href: 'https://youtu.be/dQw4w9WgXcQ' },
  { type: 'video', src: '/media/2016/05/clip.mp4', poster: { src: '/media/2016/05/clip.jpg' }, tracks: [] },
  { type: 'audio', src: '/media/2016/05/talk.mp3', tracks: [] },
  { type: 'rich-text', html: '<p>Before  after.</p>\n<p>Write [gallery] to show a gallery.</p>' },
  { type: 'image', image: { src: '/media/2016/05/logo.png', alt: 'Logo', width: 120, height: 60 } },
  { type: 'rich-text', html: '<p>The end.</p>' },
];

describe('classic content', () => {
  it('a 2016 classic post gives the site’s nodes, whether it has no blocks or sits in a Classic block', () => {
    const [bare, freeform] = run<{ main: unknown[] }>('--batch', [POST_2016, `<!-- wp:freeform -->${POST_2016}<!-- /wp:freeform -->`]);
    expect(bare!.main).toEqual(EXPECTED);
    expect(freeform!.main).toEqual(EXPECTED);
  });

  it('a Shortcode block (what "Convert to blocks" makes of a shortcode no block takes) is drawn as the same classic text', () => {
    const shortcodes = POST_2016.split('\n\n').filter((line) => line.includes('['));
    expect(shortcodes.length).toBeGreaterThan(6);
    const slots = run<{ main: unknown[] }>('--batch', [
      ...shortcodes,
      ...shortcodes.map((line) => `<!-- wp:shortcode -->\n${line}\n<!-- /wp:shortcode -->`),
    ]);
    shortcodes.forEach((line, index) => {
      expect(slots[shortcodes.length + index]!.main, line).toEqual(slots[index]!.main);
    });
    // Only a shortcode the site leaves out: the block draws nothing, and the note says readers will not see it.
    const [alone] = run<{ kind: string; block: string }[]>('--notes', [
      '<!-- wp:shortcode -->[contact-form-7 id="1"]<!-- /wp:shortcode -->',
    ]);
    expect(alone!.map(({ block, kind }) => ({ block, kind }))).toEqual([{ block: 'core/shortcode', kind: 'left out' }]);
  });

  it('a paragraph block holding a shortcode draws it as classic text does; the writer’s own brackets leave it as written', () => {
    const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
    const lines = POST_2016.split('\n\n').filter((line) => line.includes('[') && !line.includes('[[') && !line.startsWith('[caption'));
    expect(lines.length).toBeGreaterThan(4);
    const slots = run<{ main: unknown[] }>('--batch', [...lines, ...lines.map(paragraph)]);
    lines.forEach((line, index) => {
      expect(slots[lines.length + index]!.main, line).toEqual(slots[index]!.main);
    });
    const own = 'He said [the minister] would go [sic], as reported [1].';
    const [kept] = run<{ main: unknown[] }>('--batch', [paragraph(own)]);
    expect(kept!.main).toEqual([{ type: 'rich-text', html: `<p>${own}</p>` }]);
    const [notes] = run<{ block: string; kind: string }[]>('--notes', [paragraph('Before [contact-form-7 id="1"] after.')]);
    expect(notes!.map(({ block, kind }) => ({ block, kind }))).toEqual([{ block: 'core/paragraph', kind: 'changed' }]);
  });

  it('a pasted YouTube or Vimeo player (an <iframe>) is the video facade, in classic text and in a Custom HTML block', () => {
    const ids = fc.sample(fc.stringMatching(/^[A-Za-z0-9_-]{11}$/), 6);
    const frames = [
      ...ids.map((id, index) => {
        const host = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', '//www.youtube.com'][index % 3];
        return [
          `<iframe width="560" height="315" src="${host}/embed/${id}?rel=0" frameborder="0" allowfullscreen></iframe>`,
          id,
          'youtube',
        ];
      }),
      // `h=1a` is no video's hash; an unlisted video's (generated) is kept, or its player refuses it.
      ['<iframe src="https://player.vimeo.com/video/76979871?h=1a&amp;title=0" width="640" height="360"></iframe>', '76979871', 'vimeo'],
      ...fc
        .sample(fc.stringMatching(/^[0-9a-f]{10}$/), 3)
        .map(
          (hash) =>
            [
              `<iframe src="https://player.vimeo.com/video/76979871?h=${hash}&amp;badge=0" width="640"></iframe>`,
              '76979871',
              'vimeo',
              hash,
            ] as const,
        ),
    ] as const;
    const documents = frames.flatMap(([frame]) => [
      `Before.\n\n${frame}\n\nAfter.`,
      `<!-- wp:html -->\n<div class="video">${frame}</div>\n<!-- /wp:html -->`,
    ]);
    const slots = run<{ main: { type: string; videoId?: string; provider?: string; html?: string }[] }>('--batch', documents);
    frames.forEach(([frame, id, provider, hash], index) => {
      const [classic, html] = [slots[2 * index]!.main, slots[2 * index + 1]!.main];
      const href = provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`;
      expect(classic, frame).toEqual([
        { type: 'rich-text', html: '<p>Before.</p>' },
        { type: 'embed', provider, videoId: id, href },
        { type: 'rich-text', html: '<p>After.</p>' },
      ]);
      expect(html, frame).toEqual([{ type: 'embed', provider, videoId: id, href }]);
    });
    expect(run<unknown[]>('--notes', documents).flat(), 'a facade is the video, as the editor shows it').toEqual([]);
  });

  it('any other pasted frame is a link to what it showed, and the notes say so; a Custom HTML block without one is as written', () => {
    const map = '<iframe src="https://www.google.com/maps/embed?pb=1" width="600"></iframe>';
    const [classic, html, plain, script] = run<{ main: unknown[] }>('--batch', [
      `Find us:\n\n${map}`,
      `<!-- wp:html -->\n<p>Find us:</p>${map}\n<!-- /wp:html -->`,
      '<!-- wp:html -->\n<p>Plain <b>html</b></p>\n<!-- /wp:html -->',
      '<p>Before <iframe src="javascript:alert(1)"></iframe> after</p>',
    ]);
    const link = '<p><a href="https://www.google.com/maps/embed?pb=1">See it on www.google.com</a></p>';
    expect(classic!.main).toEqual([{ type: 'rich-text', html: `<p>Find us:</p>\n${link}` }]);
    expect(html!.main).toEqual([{ type: 'rich-text', html: `<p>Find us:</p>\n\n${link}` }]);
    expect(plain!.main).toEqual([{ type: 'rich-text', html: '<p>Plain <b>html</b></p>' }]);
    expect(JSON.stringify(script!.main)).not.toContain('javascript');
    onlyNote(
      `<!-- wp:html -->\n${map}\n<!-- /wp:html -->`,
      'core/html',
      'changed',
      'The site does not show frames from other sites: readers get a link to www.google.com instead.',
    );
  });

  it('WordPress’s teaser and page-break markers leave no trace: the whole post on one page', () => {
    const [slots] = run<{ main: unknown[] }>('--batch', [
      'Teaser.<!--more Read on-->\n\nMore.<!--noteaser--><!--nextpage-->Page two.\n\n<!--nextpage-->\n\nPage three.',
    ]);
    expect(slots!.main).toEqual([{ type: 'rich-text', html: '<p>Teaser.</p>\n<p>More.</p>\n<p>Page two.</p>\n<p>Page three.</p>' }]);
  });

  it('More, Page Break and Spacer blocks hold nothing a reader sees: the paragraphs around them are one run, with no note', () => {
    const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
    const markers = [
      '<!-- wp:more -->\n<!--more-->\n<!-- /wp:more -->',
      '<!-- wp:more {"customText":"Keep reading","noTeaser":true} -->\n<!--more Keep reading-->\n<!--noteaser-->\n<!-- /wp:more -->',
      '<!-- wp:nextpage -->\n<!--nextpage-->\n<!-- /wp:nextpage -->',
      '<!-- wp:spacer {"height":"40px"} -->\n<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>\n<!-- /wp:spacer -->',
    ];
    const documents = [
      [paragraph('A'), paragraph('B')].join('\n\n'),
      ...markers.map((marker) => [paragraph('A'), marker, paragraph('B')].join('\n\n')),
    ];
    const [plain, ...marked] = run<{ main: unknown[] }>('--batch', documents);
    for (const [index, slots] of marked.entries()) expect(slots.main, markers[index]).toEqual(plain!.main);
    expect(run<unknown[]>('--notes', documents).flat()).toEqual([]);
  });

  it('a Verse block found in a post is its lines in a paragraph, each break kept', () => {
    const verse =
      '<!-- wp:verse -->\n<pre class="wp-block-verse">Roses are <em>red</em>,\n  violets are blue,\nsugar is sweet.</pre>\n<!-- /wp:verse -->';
    const [slots] = run<{ main: unknown[] }>('--batch', [verse]);
    expect(slots!.main).toEqual([
      { type: 'rich-text', html: '<p>Roses are <em>red</em>,<br>\n  violets are blue,<br>\nsugar is sweet.</p>' },
    ]);
    expect(run<unknown[]>('--notes', [verse]).flat()).toEqual([]);
  });

  it('a picture of this site’s uploads written without its library class is an image; one from elsewhere is noted', () => {
    const own = '<img src="/wp-content/uploads/2016/05/g2.jpg" alt="Second" width="800" height="600" />';
    const foreign = '<img src="https://elsewhere.example/hotlinked.jpg" alt="Hotlinked" width="300" height="200" />';
    const [slots] = run<{ main: unknown[] }>('--batch', [`Before.\n\n${own}\n\n${foreign}`]);
    expect(slots!.main[1]).toEqual({ type: 'image', image: { src: '/media/2016/05/g2.jpg', alt: 'Second', width: 800, height: 600 } });
    onlyNote(
      `<!-- wp:freeform -->${own}${foreign}<!-- /wp:freeform -->`,
      'core/freeform',
      'changed',
      'The site shows pictures from the Media Library only: readers will not see the one from elsewhere.example.',
    );
  });

  it('classic text without shortcodes or embeds is wpautop’s one run, as before', () => {
    const [slots] = run<{ main: unknown[] }>('--batch', ['One.\n\nTwo<br>\nthree.']);
    expect(slots!.main).toEqual([{ type: 'rich-text', html: '<p>One.</p>\n<p>Two<br />\nthree.</p>' }]);
  });

  it('a run of text cut by a node is balanced on each side', () => {
    const img = `<img class="wp-image-5" src="${UPLOADS}/a.jpg" width="10" height="5" alt="">`;
    const [slots] = run<{ main: unknown[] }>('--batch', [`<div class="box"><em>One [caption]${img} Cap[/caption] two</em></div>`]);
    expect(slots!.main).toEqual([
      { type: 'rich-text', html: '<div class="box"><em>One \n</em></div>' },
      { type: 'image', image: { src: '/media/2016/05/a.jpg', alt: '', width: 10, height: 5 }, caption: 'Cap' },
      { type: 'rich-text', html: '<p> two\n</p>' },
    ]);
  });

  it('an enclosing shortcode the site does not draw keeps its text, and the notes name each left out', () => {
    const [slots] = run<{ main: unknown[] }>('--batch', ['[tabs][tab title="A"]Alpha[/tab][/tabs] [/orphan]done']);
    expect(slots!.main).toEqual([{ type: 'rich-text', html: '<p>Alpha done</p>' }]);
    // The post is drawn without it: a block that looks different, not one readers miss.
    onlyNote(
      POST_2016,
      'core/freeform',
      'changed',
      'The site does not show the [contact-form-7] shortcode: readers will see only the text inside it, if any.',
    );
  });

  it('no undrawn shortcode reaches readers as bracket text, and conversion never throws', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/);
    // A shortcode by its form: a `name=value` attribute, a closing tag or a self-closing slash (a bare `[name]` of a
    // plugin that is gone stays text, as WordPress prints it: the next test).
    const tag = fc.oneof(
      fc
        .tuple(word, fc.array(fc.tuple(word, fc.stringMatching(/^[a-z0-9 ]{0,6}$/)), { minLength: 1, maxLength: 3 }))
        .map(([name, attrs]) => `[${name}${attrs.map(([key, value]) => ` ${key}="${value}"`).join('')}]`),
      word.map((name) => `[/${name}]`),
      word.map((name) => `[${name} /]`),
    );
    const prose = fc.stringMatching(/^[A-Za-z0-9 .,\n<>/]{0,12}$/);
    const documents = fc.array(
      fc.array(fc.oneof(tag, prose), { maxLength: 12 }).map((parts) => parts.join('')),
      {
        minLength: 1,
        maxLength: 40,
      },
    );
    fc.assert(
      fc.property(documents, (posts) => {
        const slots = run<{ main: { type: string; html?: string }[] }>('--batch', posts);
        posts.forEach((post, index) => {
          const drawn = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'video', 'audio']);
          const names = [...post.matchAll(/\[\/?([a-z][a-z0-9_-]*)/g)].map((match) => match[1]!).filter((name) => !drawn.has(name));
          for (const node of slots[index]!.main) {
            for (const name of names) expect(node.html ?? '').not.toMatch(new RegExp(`\\[/?${name}[\\s\\]/]`));
          }
        });
      }),
      { numRuns: 25 },
    );
  });

  it('the writer’s own square brackets ("[sic]", "he [the minister] said", "[1]") print as written', () => {
    const drawn = ['caption', 'wp_caption', 'gallery', 'embed', 'video', 'audio'];
    const bracket = fc
      .array(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9:%.,'-]{0,8}$/), { minLength: 1, maxLength: 4 })
      .filter((words) => !drawn.includes(words[0]!.toLowerCase()))
      .map((words) => `[${words.join(' ')}]`);
    const prose = fc.stringMatching(/^[A-Za-z0-9 .,']{0,16}$/);
    // Generated all at once, converted in two `php` runs.
    const posts = fc.sample(fc.array(fc.oneof(bracket, prose), { minLength: 1, maxLength: 8 }), 300);
    const slots = run<{ main: { type: string; html?: string }[] }>(
      '--batch',
      posts.map((post) => post.join(' ')),
    );
    posts.forEach((post, index) => {
      const html = slots[index]!.main.map((node) => node.html ?? '').join('');
      for (const part of post.filter((text) => text.startsWith('['))) expect(html, post.join(' ')).toContain(part);
    });
    const notes = run<unknown[]>(
      '--notes',
      posts.map((post) => post.join(' ')),
    );
    expect(notes.flat(), 'no shortcode noted as left out').toEqual([]);
  });
});
