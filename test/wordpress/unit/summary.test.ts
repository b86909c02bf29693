/**
 * The automatic summary of a page without an excerpt (wordpress/masthead-content/includes/route-entry.php,
 * `masthead_summary_of`, run with `php`): search's plain text, its spaces joined and none before punctuation, whole
 * when it fits in 155 characters, else cut after a word with an ellipsis.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const ROUTE_ENTRY = resolve(import.meta.dirname, '../../../wordpress/masthead-content/includes/route-entry.php');

function summaries(texts: string[]): string[] {
  const script = `require ${JSON.stringify(ROUTE_ENTRY)}; echo json_encode(array_map('masthead_summary_of', json_decode(stream_get_contents(STDIN), true)));`;
  return JSON.parse(execFileSync('php', ['-r', script], { input: JSON.stringify(texts), encoding: 'utf8' })) as string[];
}

const normalised = (text: string) =>
  text
    .replace(/\s+/gu, ' ')
    .replace(/ ([.,;:!?])/gu, '$1')
    .trim();

describe('the automatic summary', () => {
  it('keeps a short text whole, with search’s spaces before punctuation gone', () => {
    expect(summaries(['  First paragraph, with a link to who we are .\n\nThe end .  '])).toEqual([
      'First paragraph, with a link to who we are. The end.',
    ]);
  });

  it('is whole within 155 characters, else a prefix cut after a word, with an ellipsis', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9’'-]{1,14}[.,]?$/);
    const texts = fc.sample(
      fc.array(fc.tuple(word, fc.constantFrom(' ', '  ', '\n', ' . ')), { maxLength: 60 }).map((parts) => parts.flat().join('')),
      200,
    );
    const answers = summaries(texts);
    texts.forEach((text, index) => {
      const full = normalised(text);
      const summary = answers[index]!;
      if ([...full].length <= 155) {
        expect(summary, text).toBe(full);
        return;
      }
      expect(summary.endsWith('…'), summary).toBe(true);
      const kept = summary.slice(0, -1);
      expect([...kept].length).toBeLessThanOrEqual(155);
      expect(full.startsWith(kept), `${kept} | ${full}`).toBe(true);
      expect(/[\s,;:.-]$/.test(kept), 'no trailing space or stop').toBe(false);
    });
  });
});
