/**
 * Hidden stays hidden (issue 56): a block its editor hid ("Hide" on WordPress 6.9 on writes `metadata.blockVisibility`
 * false; 6.1 keeps the attribute as written) is in no node. Every block of the samples, at every depth, hidden in
 * place gives the page the post gives without it, and the notes to editors name it no more while every other
 * block keeps its place in the editor's tree. A block hidden per viewport (WordPress 7.x writes
 * `metadata.blockVisibility.viewport`, `{"mobile": false, …}`) is a node of its own naming the widths (`hiddenOn`),
 * for the site's CSS; hidden at all three, it is hidden. A preview keeps hidden blocks, marked `hiddenFromReaders`.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from './core-block-samples';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');

function run<T>(mode: '--notes' | '--batch', documents: string[], preview = false): T[] {
  return JSON.parse(
    execFileSync('php', [CONVERTER, mode, ...(preview ? ['--preview'] : [])], {
      input: JSON.stringify(documents),
      encoding: 'utf8',
      maxBuffer: 256 << 20,
    }),
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

  it('a block hidden per viewport is a node of its own naming the widths, nested ones with their own; all three is hidden', () => {
    const P = (text: string, visibility?: unknown) =>
      `<!-- wp:paragraph ${visibility ? JSON.stringify({ metadata: { blockVisibility: visibility } }) : ''} --><p>${text}</p><!-- /wp:paragraph -->`;
    const on = (...names: string[]) => ({ viewport: Object.fromEntries(names.map((name) => [name, false])) });
    const rich = (html: string, hiddenOn?: string[]) => ({ type: 'rich-text', html, ...(hiddenOn ? { hiddenOn } : {}) });
    const group = (inner: string, visibility: unknown) =>
      `<!-- wp:group ${JSON.stringify({ metadata: { blockVisibility: visibility } })} --><div class="wp-block-group">${inner}</div><!-- /wp:group -->`;
    const columns = (...cells: string[]) =>
      `<!-- wp:columns --><div class="wp-block-columns">${cells.map((cell) => `<!-- wp:column --><div class="wp-block-column">${cell}</div><!-- /wp:column -->`).join('')}</div><!-- /wp:columns -->`;
    const [run1, run2, nested, all, cols, shown] = run<{ main: unknown[] }>('--batch', [
      `${P('a')}${P('b', on('mobile'))}${P('c')}`,
      `${P('a')}${P('b', { viewport: { desktop: false, mobile: true, tablet: false, wide: false } })}`,
      group(`${P('x')}${P('y', on('desktop'))}`, on('mobile')),
      `${P('a')}${P('gone', on('mobile', 'tablet', 'desktop'))}`,
      columns(P('left'), P('right', on('tablet'))),
      `${P('a', { viewport: {} })}${P('b', true)}`,
    ]).map((slots) => slots.main);
    expect(run1).toEqual([rich('<p>a</p>'), rich('<p>b</p>', ['mobile']), rich('<p>c</p>')]);
    // Only the widths WordPress names, in the contract's order.
    expect(run2).toEqual([rich('<p>a</p>'), rich('<p>b</p>', ['tablet', 'desktop'])]);
    expect(nested).toEqual([rich('<p>x</p>', ['mobile']), rich('<p>y</p>', ['mobile', 'desktop'])]);
    expect(all).toEqual([rich('<p>a</p>')]);
    // Columns holding a hidden block are drawn one under another, so the site can hide that one alone.
    expect(cols).toEqual([rich('<p>left</p>'), rich('<p>right</p>', ['tablet'])]);
    expect(shown).toEqual([rich('<p>a</p><p>b</p>')]);
  });

  it('a preview keeps hidden blocks, marked hidden from readers, and hidden-per-viewport ones as the site has them', () => {
    const hero = '<!-- wp:masthead/hero {"heading":"Launch","metadata":{"blockVisibility":false}} /-->';
    const hidden = '<!-- wp:paragraph {"metadata":{"blockVisibility":false}} --><p>Embargoed</p><!-- /wp:paragraph -->';
    const phones =
      '<!-- wp:paragraph {"metadata":{"blockVisibility":{"viewport":{"mobile":false}}}} --><p>Wide only</p><!-- /wp:paragraph -->';
    const shown = '<!-- wp:paragraph --><p>Shown</p><!-- /wp:paragraph -->';
    const document = `${hero}${shown}${hidden}${phones}`;
    const [preview] = run<{ main: unknown[] }>('--batch', [document], true);
    expect(preview!.main).toEqual([
      { type: 'hero', heading: 'Launch', hiddenFromReaders: true },
      { type: 'rich-text', html: '<p>Shown</p>' },
      { type: 'rich-text', html: '<p>Embargoed</p>', hiddenFromReaders: true },
      { type: 'rich-text', html: '<p>Wide only</p>', hiddenOn: ['mobile'] },
    ]);
    const [published] = run<{ main: unknown[] }>('--batch', [document]);
    expect(published!.main).toEqual([
      { type: 'rich-text', html: '<p>Shown</p>' },
      { type: 'rich-text', html: '<p>Wide only</p>', hiddenOn: ['mobile'] },
    ]);
  });

  it('a list item or button hidden per viewport keeps its place classed for the site’s CSS, a quote gives one quote per text the widths show; a preview marks what every reader misses', () => {
    const item = (text: string, visibility?: unknown) =>
      `<!-- wp:list-item ${visibility === undefined ? '' : JSON.stringify({ metadata: { blockVisibility: visibility } })} --><li${text === 'Wide' ? ' class="x"' : ''}>${text}</li><!-- /wp:list-item -->`;
    const list = `<!-- wp:list --><ul class="wp-block-list">${item('Shown')}${item('Wide', { viewport: { mobile: false } })}${item('Small', { viewport: { tablet: false, desktop: false } })}${item('Gone', false)}</ul><!-- /wp:list -->`;
    const [published] = run<{ main: unknown[] }>('--batch', [list]);
    expect(published!.main).toEqual([
      {
        type: 'rich-text',
        html: '<ul><li>Shown</li><li class="x node-hidden--mobile">Wide</li><li class="node-hidden--tablet node-hidden--desktop">Small</li></ul>',
      },
    ]);
    const [preview] = run<{ main: unknown[] }>('--batch', [list], true);
    expect(preview!.main).toEqual([
      {
        type: 'rich-text',
        html: '<ul><li>Shown</li><li class="x node-hidden--mobile">Wide</li><li class="node-hidden--tablet node-hidden--desktop">Small</li><li class="node-hidden--all">Gone</li></ul>',
      },
    ]);
    // A quote is drawn as its words: one quote for each text the widths show, each hidden where another shows.
    const quote = `<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Said</p><!-- /wp:paragraph --><!-- wp:paragraph {"metadata":{"blockVisibility":{"viewport":{"tablet":false}}}} --><p>Wide said</p><!-- /wp:paragraph --><cite>Ann</cite></blockquote><!-- /wp:quote -->`;
    const button = (text: string, visibility?: unknown) =>
      `<!-- wp:button ${visibility === undefined ? '' : JSON.stringify({ metadata: { blockVisibility: visibility } })} --><div class="wp-block-button"><a class="wp-block-button__link" href="/${text}/">${text}</a></div><!-- /wp:button -->`;
    const buttons = `<!-- wp:buttons --><div class="wp-block-buttons">${button('one')}${button('two', { viewport: { mobile: false } })}</div><!-- /wp:buttons -->`;
    const [quoted, row] = run<{ main: unknown[] }>('--batch', [quote, buttons]).map((slots) => slots.main);
    expect(quoted).toEqual([
      { type: 'quote', quote: 'Said Wide said', attribution: 'Ann', hiddenOn: ['tablet'] },
      { type: 'quote', quote: 'Said', attribution: 'Ann', hiddenOn: ['mobile', 'desktop'] },
    ]);
    expect(row).toEqual([
      {
        type: 'rich-text',
        html: '<p class="content-buttons"><a class="button button--primary" href="/one/">one</a> <a class="button button--primary node-hidden--mobile" href="/two/">two</a></p>',
      },
    ]);
    expect(run<unknown[]>('--notes', [list, quote, buttons])).toEqual([[], [], []]);
  });
});
