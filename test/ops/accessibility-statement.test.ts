/**
 * The accessibility statement (cms/content/accessibility.ts) describes the tests that exist: each claim it makes
 * about testing is checked against the test file that does it, so a test changed or removed makes this fail
 * until the statement says so too.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const statement = read('cms/content/accessibility.ts');

/** What the statement says, and where (and how) a test does it. */
const CLAIMS: { says: RegExp; file: string; does: RegExp[] }[] = [
  {
    says: /checked with the axe accessibility checker in a real browser at two widths, 1280 and 390 pixels, and its HTML with the Nu Html Checker/,
    file: 'test/e2e/every-route.test.ts',
    does: [/axe/, /vnu/, /width: 1280/, /390/, /sitemap/],
  },
  {
    says: /tabs forwards and backwards through every type of page at 390, 768, 1024 and 1280 pixels wide/,
    file: 'test/e2e/keyboard-focus.test.ts',
    does: [/const WIDTHS = \[390, 768, 1024, 1280\]/, /Shift\+Tab/, /at least 2 px/, /3:1/],
  },
  {
    says: /a keyboard alone must reach every link and the phone menu/,
    file: 'test/e2e/accessibility.test.ts',
    does: [/keyboard alone reaches every link and the\s+\* mobile menu/],
  },
  { says: /the skip link must move focus to the content/, file: 'test/e2e/skip-link.test.ts', does: [/skip link/] },
  { says: /announce the new page’s title/, file: 'test/e2e/navigation.test.ts', does: [/announce/, /move focus/] },
  {
    says: /news filters are checked to be at least 24 by 24 pixels/,
    file: 'test/e2e/focus-and-targets.test.ts',
    does: [/24 × 24/, /\/news\//],
  },
  {
    says: /Lighthouse’s accessibility audit scores the home page, a brand page, an article and a job page on a phone/,
    file: 'test/e2e/lighthouse.test.ts',
    does: [/mobile preset/, /\['home', '\/'\]/, /\['brand'/, /\['article'/, /\['job'/],
  },
];

describe('the accessibility statement', () => {
  it.each(CLAIMS)('says only what $file does', ({ says, file, does }) => {
    expect(statement).toMatch(says);
    const test = read(file);
    for (const pattern of does) expect(test, `${file}: ${pattern}`).toMatch(pattern);
  });

  it('names WCAG 2.2 AA, and the reduced-motion setting it claims to follow is in the site’s styles', () => {
    expect(statement).toContain('WCAG) 2.2 at level AA');
    expect(statement).toMatch(/reduced motion/);
    expect(read('app/styles/base.css')).toContain('prefers-reduced-motion: reduce');
  });
});
