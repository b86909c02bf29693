/**
 * The crawler verdict (worker/request/crawler.ts) is isbot's, for any user agent: real browsers' and crawlers'
 * agents with their letters' case scrambled, isbot's own patterns' words among random text, and text with the
 * characters that fold case differently outside ASCII (the Kelvin sign, dotted capital I, long s).
 */
import fc from 'fast-check';
import { isbot, list } from 'isbot';
import { describe, expect, it } from 'vitest';
import { isCrawlerAgent } from '../../worker/request/crawler';
import { runs } from '../helpers/property-runs';

const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'curl/8.5.0',
  'python-requests/2.31.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
];
/** The words of isbot's patterns: runs of letters, digits and spaces between its expressions' syntax. */
const WORDS = [...new Set(list.flatMap((pattern) => pattern.split(/\\.|[^a-z0-9 /._-]+/).filter((word) => word.length > 2)))];
/** Characters whose case folds differently with `i` than through toLowerCase, and some that fold to nothing ASCII. */
const FOLDING = ['\u212a', '\u0130', '\u017f', '\u0131', '\u00df', '\u00c9', 'É', 'K', 'S', 'I'];

const scrambled = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''));
const agent = fc.oneof(
  fc.constantFrom(...AGENTS).chain(scrambled),
  fc
    .array(fc.oneof(fc.constantFrom(...WORDS).chain(scrambled), fc.constantFrom(...FOLDING), fc.string({ maxLength: 6 })), { maxLength: 8 })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

describe('crawler verdict', () => {
  it("is isbot's for every user agent", () => {
    fc.assert(
      fc.property(agent, (userAgent) => {
        expect(isCrawlerAgent(userAgent), userAgent).toBe(isbot(userAgent));
      }),
      { numRuns: runs(5000) },
    );
  });

  it("rests on isbot's patterns being lower case: none holds an upper-case letter outside an escape", () => {
    expect(list.filter((pattern) => /(?<!\\)[A-Z]/.test(pattern))).toEqual([]);
  });

  it('tells the agents above apart: browsers are people, the rest crawlers', () => {
    expect(AGENTS.map(isCrawlerAgent)).toEqual(AGENTS.map((_, i) => i >= 4));
  });
});
