/**
 * The plugin's notes to editors (wordpress/masthead-content/includes/block-notes.php, run with `php` through
 * wordpress/local/nodes-from-blocks.php): every core block the editor offers, drawn as the editor shows it, gets
 * no note; what the site draws otherwise is "changed"; what it leaves out is "left out", at the block's place in
 * the editor's tree. Generated posts hold the notes to the conversion itself: a block noted as left out can be
 * taken away without changing the page, and taking away any other block changes it.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from './core-block-samples';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');

interface Note {
  path: number[];
  block: string;
  kind: 'left out' | 'changed';
  note: string;
}

function run<T>(mode: '--notes' | '--batch', documents: string[]): T[] {
  return JSON.parse(
    execFileSync('php', [CONVERTER, mode], { input: JSON.stringify(documents), encoding: 'utf8', maxBuffer: 64 << 20 }),
  ) as T[];
}

const notesOf = (documents: string[]) => run<Note[]>('--notes', documents);
const brief = (notes: Note[]) => notes.map(({ path, block, kind }) => ({ path, block, kind }));

/** The top-level blocks of a post's markup, each as written (the parser's depth by its block comments). */
function topLevelBlocks(markup: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of markup.matchAll(/<!-- (\/?)wp:[a-z0-9/-]+(?:\s[\s\S]*?)?\s?(\/?)-->/g)) {
    const [, closing, selfClosing] = match;
    if (depth === 0 && !closing) start = match.index;
    if (closing) depth -= 1;
    else if (!selfClosing) depth += 1;
    if (depth === 0) blocks.push(markup.slice(start, match.index + match[0].length));
  }
  return blocks;
}

const P = (text: string) => `<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->`;
const LATEST = '<!-- wp:latest-posts {"postsToShow":3} /-->';
const FOREIGN_IMAGE =
  '<!-- wp:image --><figure class="wp-block-image"><img src="https://elsewhere.example/a.jpg" alt="Elsewhere"/></figure><!-- /wp:image -->';
const IMAGE =
  '<!-- wp:image --><figure class="wp-block-image"><img src="/media/d.jpg" alt="D" width="40" height="30"/></figure><!-- /wp:image -->';

/** Blocks the site cannot draw as they stand, each with content an editor would miss. */
const LEFT_OUT = [LATEST, '<!-- wp:archives /-->', '<!-- wp:shortcode -->[gallery ids="1,2"]<!-- /wp:shortcode -->', FOREIGN_IMAGE];

describe('notes to editors on the blocks the site draws otherwise', () => {
  it('notes nothing on the core blocks drawn as the editor shows them, and says which are drawn otherwise', () => {
    const changed: Record<string, { path: number[]; block: string; kind: string }[]> = {
      'columns holding a quote: their blocks in order': [{ path: [0], block: 'core/columns', kind: 'changed' }],
      'embeds: a YouTube video with a caption and a Vimeo video as facades, a post elsewhere as a link': [
        { path: [2], block: 'core/embed', kind: 'changed' },
      ],
      'video with a poster, captions and a caption; one from elsewhere as a link': [{ path: [1], block: 'core/video', kind: 'changed' }],
      'cover with a picture, and one with a colour only': [{ path: [1], block: 'core/cover', kind: 'changed' }],
    };
    const notes = notesOf(SAMPLES.map(([, markup]) => markup));
    SAMPLES.forEach(([name], index) => {
      expect(brief(notes[index]!), name).toEqual(changed[name] ?? []);
    });
    expect(Object.keys(changed).filter((name) => !SAMPLES.some(([sample]) => sample === name))).toEqual([]);
  });

  it('notes each block left out where it sits: at the top, inside groups and slots, inside a Details answer', () => {
    const [top, nested, slotted, inside, empty] = notesOf([
      [P('Before'), LATEST, P('After'), FOREIGN_IMAGE].join('\n\n'),
      `<!-- wp:group --><div class="wp-block-group">${P('In a group')}<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">${LATEST}</div><!-- /wp:column --></div><!-- /wp:columns --></div><!-- /wp:group -->`,
      `${P('Main')}\n\n<!-- wp:masthead/slot {"name":"aside"} -->${P('Aside')}${LATEST}<!-- /wp:masthead/slot -->`,
      `<!-- wp:details --><details class="wp-block-details"><summary>Q</summary>${P('Answer')}${IMAGE}</details><!-- /wp:details -->`,
      [
        '<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->',
        '<!-- wp:image --><figure class="wp-block-image"><img alt=""/></figure><!-- /wp:image -->',
        '<!-- wp:group --><div class="wp-block-group"></div><!-- /wp:group -->',
      ].join('\n\n'),
    ]);
    expect(brief(top!)).toEqual([
      { path: [1], block: 'core/latest-posts', kind: 'left out' },
      { path: [3], block: 'core/image', kind: 'left out' },
    ]);
    expect(top![1]!.note).toContain('Media Library');
    expect(brief(nested!)).toEqual([{ path: [0, 1, 0, 0], block: 'core/latest-posts', kind: 'left out' }]);
    expect(brief(slotted!)).toEqual([{ path: [1, 1], block: 'core/latest-posts', kind: 'left out' }]);
    expect(brief(inside!)).toEqual([{ path: [0, 1], block: 'core/image', kind: 'left out' }]);
    // Empty blocks show nothing in the editor either.
    expect(empty).toEqual([]);
  });

  it('a block noted as left out can go without changing the page; taking away any other block changes it', () => {
    const pool = [...SAMPLES.flatMap(([, markup]) => topLevelBlocks(markup)), ...LEFT_OUT];
    expect(pool.length, 'the samples split into blocks').toBeGreaterThan(SAMPLES.length);
    // Posts generated all at once, converted in two `php` runs (one for the notes, one for every page).
    const posts = fc.sample(fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 7 }), 60);
    const notes = notesOf(posts.map((blocks) => blocks.join('\n\n')));
    const documents = posts.flatMap((blocks) => [blocks, ...blocks.map((_, index) => blocks.filter((__, other) => other !== index))]);
    const pages = run<{ main: { type: string; html?: string }[] }>(
      '--batch',
      documents.map((blocks) => blocks.join('\n\n')),
    ).map((slots) => JSON.stringify(joinedRuns(slots.main)));
    let at = 0;
    posts.forEach((blocks, post) => {
      const page = pages[at++];
      blocks.forEach((block, index) => {
        const leftOut = notes[post]!.some((note) => note.kind === 'left out' && note.path.length === 1 && note.path[0] === index);
        const same = pages[at++] === page;
        expect(same, `${leftOut ? 'left out, yet the page changed without' : 'drawn, yet the page is the same without'}: ${block}`).toBe(
          leftOut,
        );
      });
    });
  });
});

/** Text runs that meet once a block between them goes are one run on the page. */
function joinedRuns(nodes: { type: string; html?: string }[]): unknown[] {
  const joined: { type: string; html?: string }[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (node.type === 'rich-text' && last?.type === 'rich-text') joined[joined.length - 1] = { ...last, html: `${last.html}${node.html}` };
    else joined.push(node);
  }
  return joined;
}
