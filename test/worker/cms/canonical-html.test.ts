/**
 * The sanitiser's shortcut (contract/html/canonical-html.ts) against the sanitiser's parse: whenever the check
 * says HTML is already what the sanitiser writes, the parse must give exactly that string back. Generated
 * fragments mix the shapes the shortcut accepts with every way of leaving them (misnesting, unclosed and
 * stray tags, nested lists and links, entities, attributes the policy changes or drops, raw characters the
 * parser rewrites, heading levels), so both answers of the check are exercised. Real content too: every HTML
 * field of the synthetic archive takes the shortcut, and gives what the parse gives.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archivePage } from '../../../cms/server/archive';
import { isCanonicalHtml } from '../../../contract/html/canonical-html';
import { sanitizeHtml, sanitizeParsed } from '../../../contract/html/sanitize-html';
import { runs } from '../../helpers/property-runs';

const MEDIA = ['https://cms.example'];

const TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'span',
  'br',
  'pre',
  'table',
  'td',
  'img',
  'hr',
  'P',
  'script',
];
const ATTRIBUTES = [
  '',
  '',
  ' href="/news/"',
  ' href="https://example.com/a?b=c"',
  ' href="javascript:alert(1)"',
  ' href="/a&amp;b"',
  ' title="x"',
  ' title="x" title="y"',
  ' id="main"',
  ' id="section-2"',
  ' start="3"',
  ' start=" 3"',
  ' cite="/source/"',
  ' src="https://cms.example/media/a.png"',
  ' onclick="x()"',
  " href='/single/'",
  ' href=/bare/',
  ' HREF="/upper/"',
];
const TEXTS = [
  'Text',
  ' ',
  '\n',
  'a &amp; b',
  '&lt;x&gt;',
  '&nbsp;',
  '\u00a0',
  'x > y',
  '&#39;',
  '&copy;',
  'a & b',
  '"q"',
  '’',
  '\r\n',
  '\0',
  '😀',
  '\ud800',
];

const token = fc.oneof(
  fc.tuple(fc.constantFrom(...TAGS), fc.constantFrom(...ATTRIBUTES)).map(([tag, attributes]) => `<${tag}${attributes}>`),
  fc.constantFrom(...TAGS).map((tag) => `</${tag}>`),
  fc.constantFrom(...TEXTS),
  fc.constantFrom('<!-- c -->', '<br/>', '< p>', '<p >'),
);

/** Well-formed fragments of the accepted shapes, so the check says yes often enough to matter. */
const phrasing: fc.Arbitrary<string> = fc.letrec<{ inline: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TEXTS),
    fc
      .tuple(fc.constantFrom('a href="/x/"', 'strong', 'em', 'b', 'i', 'code', 'span', 'a', 'a title="t"'), tie('inline'))
      .map(([open, inner]) => {
        const tag = open.split(' ')[0];
        return `<${open}>${inner}</${tag}>`;
      }),
    fc.constant('<br>'),
    fc.tuple(tie('inline'), tie('inline')).map(([a, b]) => a + b),
  ),
})).inline;
const block = fc.oneof(
  fc.tuple(fc.constantFrom('p', 'p', 'p', 'h2', 'h3', 'blockquote'), phrasing).map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
  fc.array(phrasing, { minLength: 1, maxLength: 3 }).map((items) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`),
  fc
    .array(phrasing, { minLength: 1, maxLength: 3 })
    .map((items) => `<ol start="2">\n${items.map((item) => `<li><p>${item}</p></li>`).join('\n')}\n</ol>`),
);
const shaped = fc.array(block, { minLength: 1, maxLength: 5 }).map((blocks) => blocks.join(''));
/** A shaped fragment with a few tokens spliced in: mostly near misses. */
const nearMiss = fc.tuple(shaped, fc.array(fc.tuple(fc.nat(), token), { maxLength: 3 })).map(([html, inserts]) =>
  inserts.reduce((out, [at, inserted]) => {
    const cut = at % (out.length + 1);
    return out.slice(0, cut) + inserted + out.slice(cut);
  }, html),
);
const noise = fc.array(token, { maxLength: 20 }).map((tokens) => tokens.join(''));

function agreeWithParse(html: string): boolean {
  if (isCanonicalHtml(html, MEDIA)) expect(sanitizeParsed(html, MEDIA), JSON.stringify(html)).toBe(html);
  expect(sanitizeHtml(html, MEDIA)).toBe(sanitizeParsed(html, MEDIA));
  return isCanonicalHtml(html, MEDIA);
}

describe('canonical HTML shortcut', () => {
  it('takes the shortcut only when the parse gives the same string back', () => {
    let accepted = 0;
    let refused = 0;
    const cases = runs(3000);
    fc.assert(
      fc.property(fc.oneof({ arbitrary: shaped, weight: 4 }, nearMiss, noise), (html) => {
        if (agreeWithParse(html)) accepted++;
        else refused++;
      }),
      { numRuns: cases },
    );
    // Both answers were exercised, not just one (about a third of the cases take the shortcut).
    expect(accepted).toBeGreaterThan(cases / 15);
    expect(refused).toBeGreaterThan(cases / 6);
  });

  it('refuses what the parser would change', () => {
    for (const html of [
      '<p>a<p>b</p>',
      '<p><ul><li>x</li></ul></p>',
      '<a href="/a/"><a href="/b/">x</a></a>',
      '<b><i>x</b></i>',
      '<ul><li>a<li>b</ul>',
      '<h3>first</h3>',
      '<h2>a</h2><h4>b</h4>',
      '<p>x > y</p>',
      '<p>&#39;</p>',
      '<br/>',
      '<p>\u00a0</p>',
      '<a href="javascript:x">y</a>',
      '<p title="x">y</p>',
      '<ul>text<li>x</li></ul>',
      '<strong><p>x</p></strong>',
      '<p>unclosed',
    ]) {
      expect(isCanonicalHtml(html, MEDIA), html).toBe(false);
      agreeWithParse(html);
    }
  });

  it('takes the shortcut for the synthetic archive and keeps every answer', () => {
    const shape = { size: 100_000, today: '2026-11-24' };
    const fields: string[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (typeof value === 'string' && key === 'html') fields.push(value);
      else if (Array.isArray(value)) for (const item of value) collect(item);
      else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) collect(inner, name);
    };
    for (let index = 0; index < 400; index += 7) collect(archivePage(shape, index).slots);
    expect(fields.length).toBeGreaterThan(50);
    expect(fields.filter((html) => agreeWithParse(html)).length).toBe(fields.length);
  });
});
