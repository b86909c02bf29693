/**
 * Nodes written as WordPress's own blocks (scripts/wordpress/core-block-markup.ts) come back from the plugin's
 * conversion (includes/block-nodes.php, run with `php`) as the same nodes: the pack's core-blocks page, every node
 * of it (its rich text as the site keeps it), generated tables, quotes, files, videos, audio clips and paragraphs
 * with text that JSON, block comments and HTML care about. Parity and every-page-editable then hold that page to the reference CMS and to each editor.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pack } from '../../../cms/content/index';
import { sanitizeHtml } from '../../../contract/html/sanitize-html';
import { type ContentNodeInput, NodeSchema } from '../../../contract/nodes';
import { blocksFromSlots } from '../../../scripts/wordpress/block-markup';
import { coreBlockOf } from '../../../scripts/wordpress/core-block-markup';
import { CORE_BLOCK_PAGES } from '../../../scripts/wordpress/export-pack';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');

function convert(documents: string[]): { main: unknown[] }[] {
  return JSON.parse(
    execFileSync('php', [CONVERTER, '--batch'], { input: JSON.stringify(documents), encoding: 'utf8', maxBuffer: 64 << 20 }),
  );
}

/**
 * The node as its block holds it: defaults applied, a size the CMS states from the file left out, rich text as the
 * site keeps it (core blocks carry classes of their own, which the sanitiser drops for both CMSes).
 */
function stored(node: ContentNodeInput): unknown {
  if (node.type === 'rich-text') return { type: 'rich-text', html: sanitizeHtml(node.html) };
  const parsed = JSON.parse(JSON.stringify(NodeSchema.parse(node))) as Record<string, unknown>;
  if (node.type === 'downloads') parsed.files = node.files.map(({ size: _size, ...file }) => file);
  return parsed;
}

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', '\\', '--', '<', '>', '&', '/', '<!--', ' /-->', 'é', '’', '😀', ' '),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 16,
});

const generated: fc.Arbitrary<ContentNodeInput> = fc.oneof(
  fc.record(
    {
      type: fc.constant('table' as const),
      head: fc.array(text, { maxLength: 3 }),
      rows: fc.array(fc.array(text, { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
      caption: text,
    },
    { requiredKeys: ['type', 'head', 'rows'] },
  ),
  fc.record({ type: fc.constant('quote' as const), quote: text, attribution: text }, { requiredKeys: ['type', 'quote'] }),
  fc.record({
    type: fc.constant('downloads' as const),
    files: fc.array(
      fc.record({ title: text, name: fc.constantFrom('a.pdf', '2026/11/report.csv', 'files/deck.pptx') }).map(({ title, name }) => ({
        title,
        href: `/media/${name}`,
        format: name.split('.').at(-1)!.toUpperCase(),
      })),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  fc.record(
    { type: fc.constant('audio' as const), src: fc.constant('/media/files/chime.mp3'), caption: text },
    { requiredKeys: ['type', 'src'] },
  ),
  fc.record(
    {
      type: fc.constant('video' as const),
      src: fc.constant('/media/2026/11/launch.mp4'),
      poster: fc.constant({ src: '/media/2026/11/still.jpg' }),
      caption: text,
    },
    { requiredKeys: ['type', 'src'] },
  ),
);

describe('nodes as WordPress’s own blocks', () => {
  it('writes every node of the core-blocks pages as a core block, and the plugin reads each back as it was', () => {
    const pages = pack.pages.filter((page) => CORE_BLOCK_PAGES.has(page.route.path));
    expect(pages.map((page) => page.route.path)).toEqual([...CORE_BLOCK_PAGES.keys()]);
    for (const page of pages) {
      const blockFor = CORE_BLOCK_PAGES.get(page.route.path)!;
      const nodes = page.slots.main ?? [];
      for (const node of nodes) expect(blockFor(node), `${page.route.path}: ${node.type}`).not.toBeNull();
      const content = blocksFromSlots(page.slots, { blockFor });
      expect(content).not.toContain('wp:masthead/');
      // Images are sized from WordPress's media library, which this PHP run has not: parity reads them back there.
      const sized = (node: ContentNodeInput) =>
        node.type !== 'image' && node.type !== 'image-with-text' && !(node.type === 'rich-text' && node.html.includes('<img'));
      const plain = nodes.filter(sized);
      expect(plain.length, 'nodes read back here').toBeGreaterThan(nodes.length - 4);
      const back = blocksFromSlots({ main: plain }, { blockFor });
      expect(convert([back])[0]!.main.map((node) => stored(node as ContentNodeInput))).toEqual(plain.map(stored));
    }
  });

  it('writes rich text of other shapes as the importer always has, and reads any paragraph back as it was', () => {
    for (const html of [
      '<h2 id="a">Heading</h2>',
      '<ul class="x"><li>a</li></ul>',
      '<h5>Too deep</h5>',
      '<p class="lead">x</p>',
      '<div class="content-columns"><div class="content-column"><h2>x</h2></div></div>',
      '<p>a</p> <p>b</p>',
      '<p class="content-buttons"><a class="button button--primary" href="/a/">A</a><a class="button button--primary" href="/b/">B</a></p>',
    ])
      expect(coreBlockOf({ type: 'rich-text', html }), html).toBeNull();
    const paragraphs = fc.sample(fc.array(text, { minLength: 1, maxLength: 3 }), 100).map((texts) => ({
      type: 'rich-text' as const,
      html: texts.map((words) => `<p>${words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).join(''),
    }));
    const written = paragraphs.filter((node) => coreBlockOf(node) !== null);
    expect(written.length, 'paragraphs with text').toBeGreaterThan(50);
    const back = convert(written.map((node) => coreBlockOf(node)!));
    written.forEach((node, index) => {
      expect((back[index]!.main as ContentNodeInput[]).map(stored), node.html).toEqual([stored(node)]);
    });
  });

  it('reads back any node a core block holds, whatever its text', () => {
    const nodes = fc.sample(generated, 300).filter((node) => coreBlockOf(node) !== null);
    expect(nodes.length, 'nodes a core block holds').toBeGreaterThan(50);
    const back = convert(nodes.map((node) => coreBlockOf(node)!));
    nodes.forEach((node, index) => {
      expect(back[index], coreBlockOf(node)!).toEqual({ main: [stored(node)] });
    });
  });
});
