/**
 * The plugin's blocks → nodes conversion (wordpress/masthead-content/includes/block-nodes.php, run with `php`
 * through wordpress/local/nodes-from-blocks.php): every node type of contract/nodes.ts, generated from its own
 * schema with fast-check and written by the importer's serialiser (scripts/wordpress/block-markup.ts), comes back
 * as the same node; runs of text blocks become one rich-text node; WordPress's own image, quote, table and
 * separator blocks become the matching nodes; downloads state sizes as the reference CMS does.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../cms/server/documents';
import { type ContentNodeInput, NODE_TYPES, NodeSchema } from '../../../contract/nodes';
import { blocksFromSlots } from '../../../scripts/wordpress/block-markup';
import { SAMPLES } from './core-block-samples';
import { arbitraryNodeOf } from './schema-arbitrary';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');
const DISPATCH = resolve(import.meta.dirname, '../../../wordpress/masthead-content/includes/nodes/dispatch.php');

type Slots = Record<string, unknown[]>;

/** Converts many documents with one `php` run. */
function convert(documents: string[]): Slots[] {
  const output = execFileSync('php', [CONVERTER, '--batch'], { input: JSON.stringify(documents), encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(output) as Slots[];
}

function convertOne(markup: string): Slots {
  return convert([markup])[0]!;
}

// --- Arbitrary nodes, from the schemas themselves (test/wordpress/unit/schema-arbitrary.ts). ---

/** Text with what JSON, block comments and HTML care about, mixed with any character. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', '\\', '--', '<', '>', '&', '/', '}', '{', ' /-->', '<!--', '\n', '\t', '\u2028', 'é', '’', '😀', ' '),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 16,
});

function arbitraryNode(type: string): fc.Arbitrary<ContentNodeInput> {
  const arbitrary = arbitraryNodeOf(type, { text, numbers: { min: -1_000_000, max: Number.MAX_SAFE_INTEGER } });
  // The importer refuses rich text holding a block comment; whitespace-only text is an empty block (no node).
  return type === 'rich-text'
    ? arbitrary.filter((node) => node.type === 'rich-text' && !/<!--\s+\/?wp:/.test(node.html) && node.html.trim() !== '')
    : arbitrary;
}

/** What the block stores and the converter gives back: the node without the fields the plugin fills from live content. */
function stored(node: ContentNodeInput): Record<string, unknown> {
  const plain = JSON.parse(JSON.stringify(node)) as Record<string, unknown>;
  if (node.type === 'news-list') {
    delete plain.items;
    delete plain.pagination;
  }
  if (node.type === 'jobs-list') delete plain.jobs;
  if (node.type === 'news-filters') {
    delete plain.types;
    delete plain.brands;
  }
  if (node.type === 'downloads') {
    plain.files = (plain.files as Record<string, unknown>[]).map(({ size, ...file }) =>
      String(file.href).startsWith('/media/files/') || size === undefined ? file : { ...file, size },
    );
  }
  return plain;
}

/** Consecutive rich-text nodes are one run of text blocks: one node, their HTML joined. */
function mergedRuns(nodes: ContentNodeInput[]): Record<string, unknown>[] {
  const merged: Record<string, unknown>[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'rich-text' && last?.type === 'rich-text') last.html = `${last.html}${node.html}`;
    else merged.push(stored(node));
  }
  return merged;
}

describe('blocks → nodes in the plugin', () => {
  it.each(NODE_TYPES)('gives back a %s node as the importer wrote it, in main and in the aside', (type) => {
    fc.assert(
      fc.property(fc.array(fc.tuple(arbitraryNode(type), arbitraryNode(type)), { minLength: 1, maxLength: 20 }), (pairs) => {
        for (const node of pairs.flat()) expect(NodeSchema.safeParse(node).success, JSON.stringify(node)).toBe(true);
        const answers = convert(pairs.map(([main, aside]) => blocksFromSlots({ main: [main], aside: [aside] })));
        pairs.forEach(([main, aside], index) => {
          expect(answers[index]).toEqual({ main: [stored(main)], aside: [stored(aside)] });
        });
      }),
      { numRuns: 8 },
    );
  });

  it('gives back any list of nodes, consecutive rich text joined as one run', () => {
    const anyNode = fc.constantFrom(...NODE_TYPES).chain(arbitraryNode);
    const page = fc.record({ main: fc.array(anyNode, { maxLength: 8 }), aside: fc.array(anyNode, { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 20 }), (pages) => {
        const answers = convert(pages.map((slots) => blocksFromSlots(slots)));
        pages.forEach((slots, index) => {
          const expected: Slots = { main: mergedRuns(slots.main) };
          if (slots.aside.length > 0) expected.aside = mergedRuns(slots.aside);
          expect(answers[index]).toEqual(expected);
        });
      }),
      { numRuns: 10 },
    );
  });

  it('keeps a core/html block’s HTML byte for byte, less the newline the serialiser adds on each side', () => {
    const html = '\n  <p class="a">One &amp; <b>two</b></p>\r\n<!-- a comment -->\n\n';
    expect(convertOne(`<!-- wp:html -->\n${html}\n<!-- /wp:html -->`)).toEqual({ main: [{ type: 'rich-text', html }] });
    expect(convertOne('<!-- wp:html --><p>tight</p><!-- /wp:html -->')).toEqual({ main: [{ type: 'rich-text', html: '<p>tight</p>' }] });
  });

  it('joins a run of paragraphs, headings, lists, separators, classic HTML and HTML into one rich-text node', () => {
    const markup = [
      '<!-- wp:heading -->\n<h2 class="wp-block-heading">Title</h2>\n<!-- /wp:heading -->',
      '<!-- wp:paragraph -->\n<p>First <a href="/x/">link</a></p>\n<!-- /wp:paragraph -->',
      '<!-- wp:list -->\n<ul><!-- wp:list-item -->\n<li>a</li>\n<!-- /wp:list-item --><!-- wp:list-item -->\n<li>b</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
      '<!-- wp:list {"ordered":true} -->\n<ol><li>one</li><li>two</li></ol>\n<!-- /wp:list -->',
      '<!-- wp:separator -->\n<hr class="wp-block-separator has-alpha-channel-opacity"/>\n<!-- /wp:separator -->',
      '<!-- wp:html -->\n<aside>raw</aside>\n<!-- /wp:html -->',
      'Classic text\n\nin two paragraphs',
      '<!-- wp:masthead/cta {"heading":"Go","link":{"label":"Go","href":"/go/"}} /-->',
      '<!-- wp:paragraph -->\n<p>After</p>\n<!-- /wp:paragraph -->',
    ].join('\n\n');
    expect(convertOne(markup)).toEqual({
      main: [
        {
          type: 'rich-text',
          html:
            '<h2>Title</h2><p>First <a href="/x/">link</a></p><ul><li>a</li><li>b</li></ul>' +
            '<ol><li>one</li><li>two</li></ol><hr><aside>raw</aside><p>Classic text</p>\n<p>in two paragraphs</p>',
        },
        { type: 'cta', heading: 'Go', link: { label: 'Go', href: '/go/' } },
        { type: 'rich-text', html: '<p>After</p>' },
      ],
    });
  });

  it('converts core image, quote and table blocks to their nodes', () => {
    const markup = [
      '<!-- wp:image {"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="http://wp.example/wp-content/uploads/2026/11/team.jpg" alt="The team" width="800" height="600"/><figcaption class="wp-element-caption">Our <em>team</em></figcaption></figure>\n<!-- /wp:image -->',
      '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>Read more.</p>\n<!-- /wp:paragraph --><!-- wp:paragraph -->\n<p>Every day.</p>\n<!-- /wp:paragraph --><cite>A. Reader</cite></blockquote>\n<!-- /wp:quote -->',
      '<!-- wp:quote -->\n<blockquote class="wp-block-quote"><p>Old style</p></blockquote>\n<!-- /wp:quote -->',
      '<!-- wp:table -->\n<figure class="wp-block-table"><table><thead><tr><th>Brand</th><th>Readers</th></tr></thead><tbody><tr><td>Good Food</td><td>1m</td></tr><tr><td>Radio Times</td><td>2m</td></tr></tbody></table><figcaption class="wp-element-caption">Sample</figcaption></figure>\n<!-- /wp:table -->',
    ].join('\n\n');
    expect(convertOne(markup)).toEqual({
      main: [
        { type: 'image', image: { src: '/media/2026/11/team.jpg', alt: 'The team', width: 800, height: 600 }, caption: 'Our team' },
        { type: 'quote', quote: 'Read more. Every day.', attribution: 'A. Reader' },
        { type: 'quote', quote: 'Old style' },
        {
          type: 'table',
          caption: 'Sample',
          head: ['Brand', 'Readers'],
          rows: [
            ['Good Food', '1m'],
            ['Radio Times', '2m'],
          ],
        },
      ],
    });
  });

  it('draws every core block the editor offers: containers in order, buttons as links, files, galleries, details, code and media beside text', () => {
    const converted = SAMPLES.map(([, markup]) => markup);
    const slots = convert(converted);
    SAMPLES.forEach(([name, , expected], index) => {
      expect(slots[index], name).toEqual({ main: expected });
      for (const node of expected) expect(NodeSchema.safeParse(node).success, `${name}: ${JSON.stringify(node)}`).toBe(true);
    });
  });

  it('offers in the editor only the core blocks it draws (MASTHEAD_CORE_BLOCKS), each with a sample above', () => {
    const offered = /const MASTHEAD_CORE_BLOCKS = array\(([^)]*)\)/.exec(readFileSync(DISPATCH, 'utf8'))?.[1];
    expect(offered, 'MASTHEAD_CORE_BLOCKS in nodes/dispatch.php').toBeTruthy();
    const names = [...offered!.matchAll(/'([a-z-]+\/[a-z-]+)'/g)].map((match) => match[1]!).sort();
    const sampled = new Set([
      ...SAMPLES.flatMap(([, markup]) =>
        [...markup.matchAll(/<!-- wp:([a-z-]+(?:\/[a-z-]+)?)/g)].map((match) => (match[1]!.includes('/') ? match[1]! : `core/${match[1]}`)),
      ),
      // A synced pattern draws its `wp_block` post's blocks: synced-patterns.test.ts, with the posts it needs.
      'core/block',
    ]);
    expect(
      names.filter((name) => !sampled.has(name)),
      'offered core blocks without a sample drawn by the site',
    ).toEqual([]);
    // Core blocks that duplicate a Masthead block, or that the site cannot draw yet, stay out; the Shortcode block is
    // drawn where a post holds one (classic-content.test.ts), never offered.
    for (const hidden of ['core/shortcode', 'core/archives']) expect(names).not.toContain(hidden);
  });

  it('gives nothing for unknown blocks, unknown masthead types and empty blocks', () => {
    const markup = [
      '<!-- wp:core/group -->\n<div class="wp-block-group"></div>\n<!-- /wp:core/group -->',
      '<!-- wp:masthead/hologram {"beam":"on"} /-->',
      '<!-- wp:paragraph -->\n<p></p>\n<!-- /wp:paragraph -->',
      '<!-- wp:heading -->\n<h2 class="wp-block-heading"> </h2>\n<!-- /wp:heading -->',
      '<!-- wp:list -->\n<ul></ul>\n<!-- /wp:list -->',
      '<!-- wp:html -->\n\n<!-- /wp:html -->',
      '<!-- wp:image -->\n<figure class="wp-block-image"><img alt=""/></figure>\n<!-- /wp:image -->',
      '<!-- wp:image -->\n<figure class="wp-block-image"><img src="/wp-content/uploads/x.png" alt=""/></figure>\n<!-- /wp:image -->',
      '<!-- wp:table -->\n<figure class="wp-block-table"><table></table></figure>\n<!-- /wp:table -->',
    ].join('\n\n');
    expect(convertOne(markup)).toEqual({ main: [] });
    expect(convertOne('<!-- wp:paragraph -->\n<p><img src="/media/a.png" alt=""></p>\n<!-- /wp:paragraph -->')).toEqual({
      main: [{ type: 'rich-text', html: '<p><img src="/media/a.png" alt=""></p>' }],
    });
    expect(convertOne('')).toEqual({ main: [] });
  });

  it('keeps empty objects as objects and drops what the block editor adds', () => {
    expect(convertOne('<!-- wp:masthead/hero {"heading":"H","image":{},"lock":{"move":true},"className":"x"} /-->')).toEqual({
      main: [{ type: 'hero', heading: 'H', image: {} }],
    });
    const raw = execFileSync('php', [CONVERTER], { input: '<!-- wp:masthead/hero {"heading":"H","cta":{}} /-->', encoding: 'utf8' });
    expect(raw).toContain('"cta":{}');
  });

  it('states file sizes exactly as the reference CMS does', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 5000 }),
            fc.integer({ min: 0, max: 200 * 1024 * 1024 }),
            // Exact halves of a tenth of a KB (256 × an odd number of bytes), and of a MB.
            fc.integer({ min: 0, max: 40_000 }).map((odd) => 256 * (2 * odd + 1)),
            fc.integer({ min: 0, max: 40 }).map((odd) => 256 * 1024 * (2 * odd + 1)),
          ),
          { minLength: 1, maxLength: 200 },
        ),
        (counts) => {
          const output = execFileSync('php', [CONVERTER, '--sizes'], { input: JSON.stringify(counts), encoding: 'utf8' });
          expect(JSON.parse(output)).toEqual(counts.map(formatFileSize));
        },
      ),
      { numRuns: 10 },
    );
    // Halves round up, as JavaScript's toFixed does for exact binary fractions.
    const halves = JSON.parse(execFileSync('php', [CONVERTER, '--sizes'], { input: '[1280, 11776, 1310720]', encoding: 'utf8' }));
    expect(halves).toEqual(['1.3 KB', '12 KB', '1.3 MB']);
    expect(halves).toEqual([1280, 11776, 1310720].map(formatFileSize));
  });
});
