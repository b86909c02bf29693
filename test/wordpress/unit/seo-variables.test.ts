/**
 * The SEO plugins' replacement variables as the plugin resolves them (includes/seo-fields.php
 * `masthead_seo_resolve`, run without WordPress by wordpress/local/plugin-functions.php): Yoast's `%%name%%` and
 * Rank Math's `%name%` (with or without arguments) take their values, unknown ones vanish, never printed, and
 * the spaces they leave close up; text around them, a lone percent sign included, is kept. Also the id of an
 * old `/?p=<id>` lookup (includes/legacy-addresses.php).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');

function php(calls: { fn: string; args: unknown[] }[]): unknown[] {
  return JSON.parse(execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8' })) as unknown[];
}

const VALUES = { title: 'Big win', sep: '–', sitename: 'Immediate Media', sitedesc: 'Special interest media', page: '' };
/** Plain words (no `%`, single spaces), as the text around variables. */
const words = fc.array(fc.stringMatching(/^[A-Za-z0-9.,:!'&]{1,8}$/), { maxLength: 3 }).map((list) => list.join(' '));
const known = fc.constantFrom(...(Object.keys(VALUES) as (keyof typeof VALUES)[]));
const unknown = fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/).filter((name) => !(name in VALUES));

describe('replacement variables', () => {
  it('resolves known variables, drops unknown ones, keeps the words between (both plugins’ forms)', () => {
    const part = fc.oneof(
      words.map((text) => ({ text, out: text })),
      known.map((name) => ({ name, out: VALUES[name] })),
      unknown.map((name) => ({ name, out: '' })),
    );
    const templates = fc.tuple(fc.array(part, { minLength: 1, maxLength: 6 }), fc.boolean());
    // Generated cases resolved in one php process.
    const cases = fc.sample(templates, 300).map(([parts, yoast]) => ({
      written: parts.map((p) => ('name' in p ? (yoast ? `%%${p.name}%%` : `%${p.name}%`) : p.text)).join(' '),
      yoast,
      expected: parts
        .map((p) => p.out)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }));
    const resolved = php(cases.map((c) => ({ fn: 'masthead_seo_resolve', args: [c.written, VALUES, c.yoast] })));
    expect(cases.map((c, i) => [c.written, resolved[i]])).toEqual(cases.map((c) => [c.written, c.expected]));
  });

  it('reads Rank Math’s variables with arguments, and leaves a percent sign in text alone', () => {
    expect(
      php([
        { fn: 'masthead_seo_resolve', args: ['%title% %customfield(subtitle)% %sep% 50% off', VALUES, false] },
        { fn: 'masthead_seo_resolve', args: ['%%title%%%%sep%%%%sitename%%', VALUES, true] },
      ]),
    ).toEqual(['Big win – 50% off', 'Big win–Immediate Media']);
  });
});

describe('/?p=<id> lookups', () => {
  it('name a positive id, and nothing else', () => {
    const cases = ['/?p=12', '/?page_id=7', '/?p=0', '/?p=12&x=1', '/?p=-1', '/p=12', '/?p=012', '/?s=12'];
    expect(php(cases.map((path) => ({ fn: 'masthead_legacy_id_query', args: [path] })))).toEqual([
      12,
      7,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
