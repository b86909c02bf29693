/**
 * The block-notes notice's words (wordpress/masthead-content/editor/src/sidebar/block-notes-summary.ts) count
 * blocks, not notes: a block with several notes is one block, and one with any note "left out" is a block readers
 * will not see, whatever else is noted on it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BlockNote, summary } from '../../../wordpress/masthead-content/editor/src/sidebar/block-notes-summary';

const note = (path: number[], kind: BlockNote['kind']): BlockNote => ({ path, block: 'core/freeform', kind, note: 'n' });

describe('the block-notes notice', () => {
  it('names a Classic block with two shortcodes drawn without them as one block that looks different', () => {
    expect(summary([note([0], 'changed'), note([0], 'changed')])).toBe(
      '1 block will look different on the site. The pre-publish checks list them.',
    );
    expect(summary([note([0], 'left out'), note([0], 'changed'), note([1, 2], 'changed')])).toBe(
      'Readers will not see 1 block, and 1 block will look different on the site. The pre-publish checks list them.',
    );
  });

  it('counts each block once, under "left out" when any of its notes is', () => {
    const notes = fc.array(
      fc.record({
        path: fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }),
        kind: fc.constantFrom<BlockNote['kind']>('left out', 'changed'),
      }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(notes, (drawn) => {
        const paths = new Map<string, boolean>();
        for (const { path, kind } of drawn) paths.set(path.join('.'), (paths.get(path.join('.')) ?? false) || kind === 'left out');
        const lost = [...paths.values()].filter(Boolean).length;
        const changed = paths.size - lost;
        const words = summary(drawn.map(({ path, kind }) => note(path, kind)));
        expect(words.match(/will not see (\d+) block/)?.[1] ?? '0').toBe(String(lost));
        expect(words.match(/(\d+) blocks? will look different/)?.[1] ?? '0').toBe(String(changed));
      }),
    );
  });
});
