/**
 * Redirect targets (wordpress/masthead-content/includes/content-types.php, run with `php`): every site path WordPress
 * saves as a redirect's target is one the site follows, on this site (contract/routing/safe-location.ts), so an
 * editor is never told a redirect saved that readers will not get (issue 54: `/\host` and `/.//host` saved, then
 * skipped by the site as off-site).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectLocation } from '../../../contract/routing/safe-location';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');
const ORIGIN = 'https://www.immediate.co.uk';

function saved(targets: string[]): string[] {
  const calls = targets.map((target) => ({ fn: 'masthead_sanitize_redirect_target', args: [target] }));
  return JSON.parse(execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8' })) as string[];
}

/** Whether the site follows a target as a path on itself. */
const followedOnSite = (target: string) => redirectLocation(target, ORIGIN)?.external === false;

describe('redirect targets WordPress saves', () => {
  it('refuses the paths the site would send elsewhere, keeps ordinary ones', () => {
    const offSite = ['/\\evil.example/x', '/.//evil.example', '/%2e//evil.example', '/%2E%2e//evil.example', '/./\\evil.example'];
    const ordinary = ['/news/', '/who-we-are/?from=old#team', '/café/', '/news/2024/a.b-c/'];
    expect(saved([...offSite, ...ordinary])).toEqual([...offSite.map(() => ''), ...ordinary]);
  });

  it('are followed by the site whenever WordPress keeps them (generated paths)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      'a',
      'é',
      '?',
      '#',
      '@',
      ':',
      ' ',
      '\t',
      '\u2028',
      '\u0001',
    );
    const targets = fc.sample(
      fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('')}`),
      { numRuns: 400, seed: 54 },
    );
    const kept = saved(targets);
    const wrong = targets.filter((target, at) => kept[at] === target && !followedOnSite(target));
    expect(wrong).toEqual([]);
    expect(kept.filter((value) => value !== '').length, 'most generated paths are ordinary and kept').toBeGreaterThan(50);
  });
});
