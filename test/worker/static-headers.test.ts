/**
 * Static assets (`/_app/*`, `favicon.svg`, `logo.svg`, `latest.json`) are
 * answered by Workers Static Assets before the worker runs, with the headers
 * of `assets/_headers`: every file carries the worker's security header set
 * (the same names and values, so the two cannot drift apart), each header set
 * by one rule only (two matching rules would join their values with a comma),
 * and the build pointer is never cached.
 */
import { describe, expect, it } from 'vitest';
import headersFile from '../../assets/_headers?raw';
import { SECURITY_HEADERS } from '../../worker/middleware/security-headers';

/** `_headers` rules: a URL pattern, then indented `Name: value` lines (`! Name` detaches an inherited header). */
function rulesOf(text: string): Map<string, [string, string][]> {
  const rules = new Map<string, [string, string][]>();
  let current: [string, string][] | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = [];
      rules.set(line.trim(), current);
      continue;
    }
    const match = /^\s+(!\s*)?([A-Za-z-]+)(?::\s*(.*))?$/.exec(line);
    expect(match, line).not.toBeNull();
    current!.push([`${match![1] ? '!' : ''}${match![2]!.toLowerCase()}`, match![3] ?? '']);
  }
  return rules;
}

/** The headers a path gets: every matching rule in order, `!` detaching what an earlier rule set. */
function headersFor(path: string, rules: Map<string, [string, string][]>): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const [pattern, entries] of rules) {
    if (!new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path)) continue;
    for (const [name, value] of entries) {
      if (name.startsWith('!')) headers.delete(name.slice(1));
      else headers.set(name, [...(headers.get(name) ?? []), value]);
    }
  }
  return headers;
}

const rules = rulesOf(headersFile);

describe('static asset headers', () => {
  it.each([
    '/_app/entry-abc123.js',
    '/_app/style-abc123.css',
    '/_app/chunks/page-x.js',
    '/_app/builds/latest.json',
    '/_app/builds/meta/abc.json',
    '/favicon.svg',
    '/logo.svg',
  ])('%s carries the security header set, each header once', (path) => {
    const headers = headersFor(path, rules);
    for (const [name, value] of SECURITY_HEADERS) expect(headers.get(name), `${path} ${name}`).toEqual([value]);
    for (const [name, values] of headers) expect(values, `${path} ${name}`).toHaveLength(1);
  });

  it('hashed files are immutable for a year; the build pointer is never cached', () => {
    expect(headersFor('/_app/entry-abc123.js', rules).get('cache-control')).toEqual(['public, max-age=31536000, immutable']);
    expect(headersFor('/_app/builds/latest.json', rules).get('cache-control')).toEqual(['no-cache, no-store, max-age=0']);
    expect(headersFor('/favicon.svg', rules).has('cache-control')).toBe(false);
  });
});
