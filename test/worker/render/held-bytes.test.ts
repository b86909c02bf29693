/**
 * Held text (html-parts.ts `heldBytesMemo`): an owner's text is written once, sent as text at its first use and
 * as bytes encoded once from its second, and the bytes are the text's UTF-8 whatever it holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldBytesMemo, partsText } from '../../../worker/render/html-parts';
import { runs } from '../../helpers/property-runs';

describe('held text', () => {
  it('is text at its first use, then the same bytes, written once', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const held = heldBytesMemo();
        const owner = {};
        let written = 0;
        const write = () => {
          written += 1;
          return text;
        };
        const first = held(owner, write);
        const second = held(owner, write);
        const third = held(owner, write);
        expect(first).toBe(text);
        expect(second).toBeInstanceOf(Uint8Array);
        expect(third).toBe(second);
        expect(second).toEqual(new TextEncoder().encode(text));
        expect(written).toBe(1);
      }),
      { numRuns: runs(500) },
    );
  });

  it('is kept per owner', () => {
    const held = heldBytesMemo();
    const [one, two] = [{}, {}];
    held(one, () => 'one');
    expect(held(two, () => 'two')).toBe('two');
    expect(partsText([held(one, () => 'other')])).toBe('one');
    expect(partsText([held(two, () => 'other')])).toBe('two');
  });
});
