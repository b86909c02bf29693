/**
 * Hidden stays hidden (issue 56): a block its editor hid ("Hide" on WordPress 6.9 on writes `metadata.blockVisibility`
 * false; 6.1 keeps the attribute as written) is in no node. Every block of the samples, at every depth, hidden in
 * place gives the page the post gives without it, and the notes to editors name it no more while every other
 * block keeps its place in the editor's tree.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from './core-block-samples';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');

function run<T>(mode: '--notes' | '--batch', documents: string[]): T[] {
  return JSON.parse(
    execFileSync('php', [CONVERTER, mode], { input: JSON.stringify(documents), encoding: 'utf8', maxBuffer: 256 << 20 }),
  ) as T[];
}

/** Blocks whose inner blocks are their own markup (a list's items, a quote's paragraphs, buttons): hidden there, see below. */
const MARKUP_PARENTS = new Set(['list', 'list-item', 'quote', 'pullquote', 'buttons']);

interface Span {
  name: string;
  start: number;
  openerEnd: number;
  end: number;
  parent: string | null;
}

/** Every block of a post with where it is written, its opener's end, and its parent block's name. */
function blockSpans(markup: string): Span[] {
  const spans: Span[] = [];
  const open: Span[] = [];
  for (const match of markup.matchAll(/<!-- (\/?)wp:([a-z0-9/-]+)(?:\s[\s\S]*?)?\s?(\/?)-->/g)) {
    const [whole, closing, name, selfClosing] = match;
    const end = match.index + whole.length;
    if (closing) {
      const span = open.pop()!;
      span.end = end;
      spans.push(span);
      continue;
    }
    const span = { name: name!.replace(/^core\//, ''), start: match.index, openerEnd: end, end, parent: open.at(-1)?.name ?? null };
    if (selfClosing) spans.push(span);
    else open.push(span);
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The opener of a block with `metadata.blockVisibility` false added to its attributes. */
function hiddenOpener(opener: string): string {
  const attributes = /^<!-- wp:[a-z0-9/-]+ (\{[\s\S]*\}) \/?-->$/.exec(opener)?.[1];
  const parsed = attributes ? (JSON.parse(attributes) as Record<string, unknown>) : {};
  const hidden = JSON.stringify({ ...parsed, metadata: { ...(parsed.metadata as object), blockVisibility: false } });
  const selfClosing = opener.endsWith('/-->');
  return opener.replace(/^(<!-- wp:[a-z0-9/-]+)[\s\S]*$/, `$1 ${hidden} ${selfClosing ? '/-->' : '-->'}`);
}

describe('hidden blocks (issue 56)', () => {
  const cases = SAMPLES.flatMap(([name, markup]) =>
    blockSpans(markup)
      .filter((span) => !MARKUP_PARENTS.has(span.parent ?? ''))
      .map((span) => ({
        name: `${name}: ${span.name} at ${span.start}`,
        hidden: markup.slice(0, span.start) + hiddenOpener(markup.slice(span.start, span.openerEnd)) + markup.slice(span.openerEnd),
        without: markup.slice(0, span.start) + markup.slice(span.end),
        original: markup,
      })),
  );

  it('draws a post with a block hidden as the post without it, at every depth', () => {
    expect(cases.length, 'blocks in the samples').toBeGreaterThan(60);
    const pages = run<unknown>(
      '--batch',
      cases.flatMap(({ hidden, without }) => [hidden, without]),
    );
    cases.forEach(({ name }, index) => {
      expect(pages[2 * index], name).toEqual(pages[2 * index + 1]);
    });
  });

  it('notes nothing on a hidden block, and every other block keeps its place in the editor’s tree', () => {
    const notes = run<{ path: number[]; block: string; kind: string }[]>(
      '--notes',
      cases.flatMap(({ hidden, original }) => [hidden, original]),
    );
    cases.forEach(({ name, hidden }, index) => {
      const [withHidden, original] = [notes[2 * index]!, notes[2 * index + 1]!];
      // Every note of the hidden post is one the post had, at the same path.
      for (const note of withHidden) expect(original, `${name}: ${JSON.stringify(note)}`).toContainEqual(note);
      expect(withHidden.length, hidden).toBeLessThanOrEqual(original.length);
    });
  });

  it('leaves out a hidden list item, a hidden paragraph of a quote, and a hidden slot', () => {
    const [list, quote, slot] = run<Record<string, unknown[]>>('--batch', [
      '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>Shown</li><!-- /wp:list-item --><!-- wp:list-item {"metadata":{"blockVisibility":false}} --><li>Hidden</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
      '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Said</p><!-- /wp:paragraph --><!-- wp:paragraph {"metadata":{"blockVisibility":false}} --><p>Hidden</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote -->',
      '<!-- wp:paragraph --><p>Main</p><!-- /wp:paragraph --><!-- wp:masthead/slot {"name":"aside","metadata":{"blockVisibility":false}} --><!-- wp:paragraph --><p>Aside</p><!-- /wp:paragraph --><!-- /wp:masthead/slot -->',
    ]);
    expect(list).toEqual({ main: [{ type: 'rich-text', html: '<ul><li>Shown</li></ul>' }] });
    expect(quote).toEqual({ main: [{ type: 'quote', quote: 'Said' }] });
    expect(slot).toEqual({ main: [{ type: 'rich-text', html: '<p>Main</p>' }] });
  });
});
