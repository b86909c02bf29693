/**
 * No editor request costs more than a page save (issue 54): the plugin converts each block of a post once, however
 * deep it sits, for the notes to editors (block-notes.php) as for the page (block-nodes.php), and refuses a post
 * past its bound (deeper than 16 levels, more than 5,000 blocks) with a 413 before converting any. Counted, not
 * timed: wordpress/local/nodes-from-blocks.php `--counted` reports how many blocks each call converted (the
 * `masthead_block_converted` action). A 2,000-block post 10 levels deep is timed for the record only.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');
const MAX_DEPTH = 16;
const MAX_BLOCKS = 5000;

interface Counted {
  conversions: number;
  ms: number;
  answer: unknown;
}

function counted(calls: { of: 'notes' | 'slots'; content: string }[]): Counted[] {
  const output = execFileSync('php', [CONVERTER, '--counted'], { input: JSON.stringify(calls), encoding: 'utf8', maxBuffer: 256 << 20 });
  return JSON.parse(output) as Counted[];
}

/**
 * A block as a tree, so a test knows how many blocks a post holds and how deep, without WordPress's parser. `holds`:
 * the plugin converts its inner blocks (a container, a Details); a quote's or a list's are its own markup.
 */
interface Block {
  open: string;
  close: string;
  children: Block[];
  holds: boolean;
}

const leaf = (markup: string): Block => ({ open: markup, close: '', children: [], holds: false });
const P = (text: string) => leaf(`<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->`);
const IMAGE = leaf(
  '<!-- wp:image --><figure class="wp-block-image"><img src="/media/2026/11/a.jpg" alt="A" width="40" height="30"/></figure><!-- /wp:image -->',
);
const wrapper =
  (open: string, close: string, holds = true) =>
  (children: Block[]): Block => ({ open, close, children, holds });
const group = wrapper('<!-- wp:group --><div class="wp-block-group">', '</div><!-- /wp:group -->');
const column = wrapper('<!-- wp:column --><div class="wp-block-column">', '</div><!-- /wp:column -->');
const columns = (inside: Block[][]) =>
  wrapper('<!-- wp:columns --><div class="wp-block-columns">', '</div><!-- /wp:columns -->')(inside.map(column));
const details = (question: string) =>
  wrapper(`<!-- wp:details --><details class="wp-block-details"><summary>${question}</summary>`, '</details><!-- /wp:details -->');
const cover = wrapper(
  '<!-- wp:cover {"url":"/media/2026/11/c.jpg","dimRatio":50} --><div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="/media/2026/11/c.jpg" width="40" height="30" data-object-fit="cover"/><div class="wp-block-cover__inner-container">',
  '</div></div><!-- /wp:cover -->',
);
const mediaText = wrapper(
  '<!-- wp:media-text --><div class="wp-block-media-text"><figure class="wp-block-media-text__media"><img src="/media/2026/11/m.jpg" alt="M" width="40" height="30"/></figure><div class="wp-block-media-text__content">',
  '</div></div><!-- /wp:media-text -->',
);
const quote = wrapper('<!-- wp:quote --><blockquote class="wp-block-quote">', '<cite>Someone</cite></blockquote><!-- /wp:quote -->', false);
const list = (items: Block[][]) =>
  wrapper(
    '<!-- wp:list --><ul class="wp-block-list">',
    '</ul><!-- /wp:list -->',
    false,
  )(items.map((inner, index) => wrapper(`<!-- wp:list-item --><li>Item ${index}`, '</li><!-- /wp:list-item -->', false)(inner)));

const markup = (blocks: Block[]): string => blocks.map((block) => block.open + markup(block.children) + block.close).join('\n\n');

function blockCount(blocks: Block[]): number {
  return blocks.reduce((count, block) => count + 1 + blockCount(block.children), 0);
}

/**
 * Conversions once a block: the blocks within `depth` levels that the plugin converts, those in a container or a
 * Details (a quote's or a list's inner blocks are drawn as its markup, not converted on their own).
 */
function onceEach(blocks: Block[], depth = Number.POSITIVE_INFINITY): number {
  let count = 0;
  const walk = (list: Block[], level: number) => {
    for (const block of list) {
      count += 1;
      if (block.holds && level < depth) walk(block.children, level + 1);
    }
  };
  walk(blocks, 1);
  return count;
}

function deepest(blocks: Block[]): number {
  return blocks.reduce((most, block) => Math.max(most, 1 + deepest(block.children)), 0);
}

/** Any post an editor can build from text, pictures and the blocks that hold others, up to about 20 levels deep. */
const post: fc.Arbitrary<Block[]> = fc.letrec<{ blocks: Block[]; block: Block }>((tie) => ({
  blocks: fc.array(tie('block'), { minLength: 1, maxLength: 4 }),
  block: fc.oneof(
    { maxDepth: 10, depthSize: 'small' },
    fc.string({ maxLength: 8 }).map((text) => P(text.replace(/[<>&]/g, ''))),
    fc.constant(IMAGE),
    tie('blocks').map(group),
    fc.array(tie('blocks'), { minLength: 1, maxLength: 3 }).map(columns),
    fc.tuple(fc.string({ maxLength: 6 }), tie('blocks')).map(([question, inside]) => details(question.replace(/[<>&]/g, ''))(inside)),
    tie('blocks').map(cover),
    tie('blocks').map(mediaText),
    tie('blocks').map(quote),
    fc
      .array(
        fc.oneof(
          fc.constant([] as Block[]),
          tie('blocks').map((inside) => [list([inside])]),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map(list),
  ),
})).blocks;

describe('each block converted once (issue 54)', () => {
  it('converts every block of any post once for its notes and once for its page, and refuses one past the bound unconverted', () => {
    // Each post as generated, and again inside groups a random number of levels deep: some past the bound every run.
    const posts = fc.sample(fc.tuple(post, fc.integer({ min: 0, max: 24 })), 60).flatMap(([blocks, levels]) => {
      let wrapped = blocks;
      for (let level = 0; level < levels; level += 1) wrapped = [group(wrapped)];
      return [blocks, wrapped];
    });
    const results = counted(
      posts.flatMap((blocks) => [
        { of: 'notes' as const, content: markup(blocks) },
        { of: 'slots' as const, content: markup(blocks) },
      ]),
    );
    let refused = 0;
    posts.forEach((blocks, index) => {
      const [notes, slots] = [results[2 * index]!, results[2 * index + 1]!];
      const over = deepest(blocks) > MAX_DEPTH;
      refused += over ? 1 : 0;
      expect(notes.conversions, markup(blocks)).toBe(over ? 0 : onceEach(blocks));
      if (over) expect(notes.answer).toMatchObject({ code: 'masthead_too_large', status: 413 });
      else expect(Array.isArray(notes.answer)).toBe(true);
      // A stored post past the bound (written around the editor) is drawn to the bound: its first 16 levels.
      expect(slots.conversions).toBe(onceEach(blocks, MAX_DEPTH));
    });
    expect(refused, 'posts past the bound').toBeGreaterThan(0);
    expect(refused, 'posts within it').toBeLessThan(posts.length);
  });

  it('refuses the bodies that pinned WordPress (400 nested Details, 242 KB of nested Columns) with a 413, converting nothing', () => {
    let nestedDetails: Block[] = [P('The last answer')];
    for (let level = 400; level >= 1; level -= 1) nestedDetails = [details(`Question ${level}`)([P(`Answer ${level}`), ...nestedDetails])];
    let nestedColumns: Block[] = [P('The last column')];
    const level = markup([
      columns([
        [P('Left'), IMAGE],
        [P('Right'), quote([P('Said')])],
      ]),
    ]).length;
    for (let size = 0; size < 242 * 1024; size += level) {
      nestedColumns = [
        columns([
          [P('Left'), IMAGE, ...nestedColumns],
          [P('Right'), quote([P('Said')])],
        ]),
      ];
    }
    const bodies = [nestedDetails, nestedColumns];
    expect(markup(nestedDetails).length).toBeGreaterThan(40 * 1024);
    expect(markup(nestedColumns).length).toBeGreaterThan(242 * 1024);
    const results = counted(
      bodies.flatMap((blocks) => [
        { of: 'notes' as const, content: markup(blocks) },
        { of: 'slots' as const, content: markup(blocks) },
      ]),
    );
    bodies.forEach((blocks, index) => {
      const [notes, slots] = [results[2 * index]!, results[2 * index + 1]!];
      expect(notes.conversions).toBe(0);
      expect(notes.answer).toEqual({
        code: 'masthead_too_large',
        status: 413,
        message: `Blocks are nested ${deepest(blocks)} deep here, and the site draws at most 16 levels of blocks inside blocks: take some out of their groups, columns or details.`,
      });
      expect(slots.conversions).toBe(onceEach(blocks, MAX_DEPTH));
    });
    // The same shapes within the bound: every block once.
    const within = [nestedDetails, nestedColumns].map((blocks) => {
      let inner = blocks;
      while (deepest(inner) > MAX_DEPTH) inner = inner[0]!.children.filter((block) => block.children.length > 0);
      return inner;
    });
    const inside = counted(within.map((blocks) => ({ of: 'notes' as const, content: markup(blocks) })));
    within.forEach((blocks, index) => {
      expect(deepest(blocks)).toBeGreaterThan(MAX_DEPTH - 2);
      expect(inside[index]!.conversions).toBe(onceEach(blocks));
    });
  });

  it('takes 5,000 blocks and refuses 5,001, naming the count', () => {
    const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => P(`Paragraph ${index}`));
    const [most, notes, slots] = counted([
      { of: 'notes', content: markup(paragraphs(MAX_BLOCKS)) },
      { of: 'notes', content: markup(paragraphs(MAX_BLOCKS + 1)) },
      { of: 'slots', content: markup(paragraphs(MAX_BLOCKS + 1)) },
    ]);
    expect(most!.conversions).toBe(MAX_BLOCKS);
    expect(most!.answer).toEqual([]);
    expect(notes!.conversions).toBe(0);
    expect(notes!.answer).toMatchObject({
      status: 413,
      message: 'This holds 5001 blocks, and the site draws at most 5000 in one post: split it in two.',
    });
    expect(slots!.conversions).toBe(MAX_BLOCKS);
  });

  it('converts a newsroom’s largest post (2,000 blocks, 10 levels deep) once a block, and reports how long it took', () => {
    // Each section: Group › Columns › Column › Group › Cover › Group › Details › Group › Quote › Paragraph, with a
    // paragraph, a picture or a list beside each level: 20 blocks; 100 sections.
    const section = (index: number): Block => {
      let inside: Block[] = [P(`Deepest ${index}`)];
      const levels = [quote, group, details(`Question ${index}`), group, cover, group];
      for (const level of levels) inside = [level(inside), P(`Beside ${index}`)];
      return group([columns([[...inside], [IMAGE, list([[]])]])]);
    };
    const blocks = Array.from({ length: 100 }, (_, index) => section(index));
    expect(blockCount(blocks)).toBe(2000);
    expect(deepest(blocks)).toBe(10);
    const [notes, slots] = counted([
      { of: 'notes', content: markup(blocks) },
      { of: 'slots', content: markup(blocks) },
    ]);
    // Less a quote's paragraph and a list's item in each section, drawn as their block's markup.
    expect(onceEach(blocks)).toBe(1800);
    expect(notes!.conversions).toBe(1800);
    expect(slots!.conversions).toBe(1800);
    console.info(
      `2,000 blocks 10 deep (${markup(blocks).length} bytes): notes ${notes!.ms.toFixed(0)} ms, page ${slots!.ms.toFixed(0)} ms in php`,
    );
  });
});
