/**
 * Synced patterns (issue 56; wordpress/masthead-content/includes/nodes/patterns.php, run with `php` through
 * wordpress/local/nodes-from-blocks.php, whose MASTHEAD_TEST_PATTERNS stands in for the `wp_block` posts): a
 * `core/block` draws its pattern's blocks in its place at any nesting, a pattern inside itself once, a missing or
 * unpublished one nothing (and the notes say so), and what patterns add counts against the bound on blocks.
 * Each node a pattern gives names it (`patterns`), so the site tags the page by it (a save of the pattern purges).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONVERTER = resolve(import.meta.dirname, '../../../wordpress/local/nodes-from-blocks.php');

const P = (text: string) => `<!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph -->`;
const REF = (ref: number) => `<!-- wp:block {"ref":${ref}} /-->`;

/** The `wp_block` posts, by id. */
const PATTERNS: Record<string, Record<string, string>> = {
  '10': { post_content: `${P('Notes to editors')}${P('Press office: 020 7946 0000')}` },
  '11': { post_content: `<!-- wp:group --><div class="wp-block-group">${P('Outer')}${REF(10)}</div><!-- /wp:group -->` },
  '12': { post_content: `${P('Loop')}${REF(12)}` },
  '13': { post_content: P('Draft'), post_status: 'draft' },
  '14': { post_content: P('Secret'), post_password: 'x' },
  '15': { post_content: P('Page'), post_type: 'page' },
  '20': { post_content: P('x').repeat(100) },
  '21': { post_content: REF(20).repeat(100) },
  '22': { post_content: P('y').repeat(1000) },
};

function run<T>(mode: '--notes' | '--batch' | '--counted', input: unknown): T {
  return JSON.parse(
    execFileSync('php', [CONVERTER, mode], {
      input: JSON.stringify(input),
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      env: { ...process.env, MASTHEAD_TEST_PATTERNS: JSON.stringify(PATTERNS) },
    }),
  ) as T;
}

const rich = (html: string) => ({ type: 'rich-text', html });

describe('synced patterns', () => {
  it('draws each pattern’s blocks where it is used, at any nesting; nothing for one missing, unpublished, protected or not a pattern', () => {
    const documents = [
      `${P('Story')}${REF(10)}`,
      REF(11),
      REF(12),
      `${REF(13)}${REF(14)}${REF(15)}${REF(99)}<!-- wp:block /-->`,
      `<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">${REF(10)}</div><!-- /wp:column --></div><!-- /wp:columns -->`,
    ];
    const notes = '<p>Notes to editors</p><p>Press office: 020 7946 0000</p>';
    expect(run<{ main: unknown[] }[]>('--batch', documents).map((slots) => slots.main)).toEqual([
      [rich('<p>Story</p>'), { ...rich(notes), patterns: [10] }],
      // Each node names the patterns it is drawn from, outermost first: the site tags the page by each.
      [
        { ...rich('<p>Outer</p>'), patterns: [11] },
        { ...rich(notes), patterns: [11, 10] },
      ],
      [{ ...rich('<p>Loop</p>'), patterns: [12] }],
      [],
      // Drawn as markup in a run of text, the columns still name it.
      [{ ...rich(`<div class="content-columns"><div class="content-column">${notes}</div></div>`), patterns: [10] }],
    ]);
  });

  it('notes a pattern that draws nothing, and no other', () => {
    const note = 'This synced pattern is missing, not published or inside itself: readers will not see it.';
    expect(run<unknown[][]>('--notes', [`${REF(10)}${REF(13)}`, REF(12)])).toEqual([
      [{ path: [1], block: 'core/block', kind: 'left out', note }],
      [],
    ]);
  });

  it('counts what patterns add against the bound: a pattern of 10,000 blocks converts at most 5,000', () => {
    const [counted] = run<{ conversions: number; answer: { main: { html: string }[] } }[]>('--counted', [
      { of: 'slots', content: REF(21) },
    ]);
    expect(counted!.conversions).toBeLessThanOrEqual(5000);
    expect(counted!.conversions).toBeGreaterThan(4000);
  });

  // Issue 54, found again by this round's review: each use of a pattern measured it again, past the bound too, so an
  // Author's large pattern used a thousand times made every read of the post walk a million blocks (5 s a request).
  it('measures each pattern once per conversion, however often it is used: the work is the bound, not uses × size', () => {
    const many = REF(22).repeat(1000);
    const answers = run<{ conversions: number; measured: number; answer: unknown }[]>('--counted', [
      { of: 'slots', content: many },
      { of: 'notes', content: many },
      { of: 'save', content: many },
    ]);
    for (const { conversions, measured } of answers) {
      expect(conversions).toBeLessThanOrEqual(5000);
      expect(measured, 'blocks walked to measure').toBeLessThan(20_000);
    }
    expect(answers[2]!.answer).toMatch(/^With its synced patterns drawn in, this holds more than the 5000 blocks/);
  });

  it('refuses a save whose patterns take it past 5,000 blocks, and only such a save', () => {
    // Pattern 20 holds 100 blocks: 49 uses and their 49 references are 4,949 blocks, 50 are 5,050.
    const [within, over] = run<{ answer: string | null }[]>('--counted', [
      { of: 'save', content: REF(20).repeat(49) },
      { of: 'save', content: REF(20).repeat(50) },
    ]);
    expect(within!.answer).toBeNull();
    expect(over!.answer).toMatch(/use fewer patterns, or smaller ones/);
  });
});
