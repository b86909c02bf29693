/**
 * The shared path rules (app/routing), tested without workerd specifics.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNavigation } from '../../app/routing/client-plan';
import { interceptionFor } from '../../app/routing/link-interception';
import { resolveLegacy } from '../../contract/routing/legacy-rules';
import { isValidPath, numericSlugId, trailingSlashTarget } from '../../contract/routing/paths';
import { CLIENT_STEPS, WORKER_STEPS } from '../../contract/routing/pipeline-steps';
import { generateUrl, previewRequestOf } from '../../contract/routing/preview-handoff';
import { redirectLocation, sameOriginLocation } from '../../contract/routing/safe-location';
import { slugOf } from '../../contract/slugs';
import { runs } from '../helpers/property-runs';
import { ORIGIN } from '../helpers/site';

describe('paths', () => {
  it('accepts plain page paths and rejects everything else', () => {
    for (const ok of ['/', '/news/', '/our-brands/goodfood/', '/privacy/who-are-we/our-titles/', '/who-we-are'])
      expect(isValidPath(ok), ok).toBe(true);
    for (const bad of ['', 'news/', '//evil', '/a//b/', '/./', '/../', '/a/%2F/', '/a\\b/', '/<x>/', `/${'a'.repeat(600)}/`])
      expect(isValidPath(bad), bad).toBe(false);
  });

  it('adds the slash unless preview_id is present or the route is special', () => {
    expect(trailingSlashTarget('/news', new URLSearchParams())).toBe('/news/');
    expect(trailingSlashTarget('/news/', new URLSearchParams())).toBeNull();
    expect(trailingSlashTarget('/news', new URLSearchParams('preview_id=3'))).toBeNull();
    expect(trailingSlashTarget('/jobs/editor-1', new URLSearchParams())).toBeNull();
    expect(trailingSlashTarget('/preview', new URLSearchParams())).toBeNull();
  });

  it('knows the home slug and numeric slugs', () => {
    expect(slugOf('/')).toBe('website_front_page');
    expect(slugOf('/privacy/who-are-we/')).toBe('who-are-we');
    expect(numericSlugId('/1234/')).toBe('1234');
    expect(numericSlugId('/5413-2/')).toBeNull();
  });
});

describe('preview hand-off', () => {
  it('chooses preview_id, then page_id, then p; typeName lowercased, default post', () => {
    expect(previewRequestOf(new URLSearchParams('preview=true&preview_id=1&page_id=2&p=3&typeName=Page'))).toEqual({
      id: '1',
      postType: 'page',
    });
    expect(previewRequestOf(new URLSearchParams('preview=true&page_id=2&p=3'))).toEqual({ id: '2', postType: 'post' });
    expect(previewRequestOf(new URLSearchParams('preview=true&p=3'))).toEqual({ id: '3', postType: 'post' });
    expect(previewRequestOf(new URLSearchParams('preview=false&p=3'))).toBeNull();
    expect(generateUrl('https://cms.example', { id: 'a&b', postType: 'x y' })).toBe('https://cms.example/generate?id=a%26b&post_type=x+y');
  });
});

describe('legacy rules', () => {
  const table: Record<string, string> = { '/a': '/b/', '/b': '/c/', '/loop': '/loop/' };
  const lookup = (key: string) => table[key] ?? null;

  it('follows chains to one hop and refuses loops', async () => {
    expect(await resolveLegacy('/a/', lookup)).toBe('/c/');
    expect(await resolveLegacy('/nothing/', lookup)).toBeNull();
    await expect(resolveLegacy('/loop', lookup)).rejects.toThrow(/loop/);
  });
});

describe('the pipeline on both sides (contract/routing/pipeline-steps.ts)', () => {
  const both = (id: string) => (CLIENT_STEPS as readonly string[]).includes(id) && (WORKER_STEPS as readonly string[]).includes(id);

  it('differs only in where the trailing slash goes: after the redirect tables on the worker, first on the client', () => {
    expect(WORKER_STEPS.filter(both)).toEqual(['preview-handoff', 'legacy-redirects', 'trailing-slash']);
    expect(CLIENT_STEPS.filter(both)).toEqual(['trailing-slash', 'preview-handoff', 'legacy-redirects']);
    const withoutSlash = (steps: readonly string[]) => steps.filter((id) => both(id) && id !== 'trailing-slash');
    expect(withoutSlash(CLIENT_STEPS)).toEqual(withoutSlash(WORKER_STEPS));
  });

  it('keeps to the server what needs it: CMS redirects, special routes and the route table', () => {
    expect(CLIENT_STEPS).not.toContain('cms-redirects');
    expect(CLIENT_STEPS).not.toContain('special-routes');
    expect(CLIENT_STEPS).not.toContain('resolve-route');
    expect(WORKER_STEPS.at(-1)).toBe('resolve-route');
  });
});

describe('client plan', () => {
  it('runs validity, slash, preview and legacy in the client order', () => {
    const at = (path: string) => new URL(path, ORIGIN);
    expect(planNavigation(at('/a//b/'), {})).toEqual({ kind: 'not-found', path: '/a//b/' });
    expect(planNavigation(at('/news'), {})).toMatchObject({ kind: 'fetch' });
    expect((planNavigation(at('/news?x=1'), {}) as { url: URL }).url.toString()).toBe(`${ORIGIN}/news/?x=1`);
    expect(planNavigation(at('/x/?preview=true&p=1'), {})).toMatchObject({ kind: 'full-load' });
    expect((planNavigation(at('/contact-us?q=1'), { '/contact-us': '/contact/' }) as { url: URL }).url.toString()).toBe(
      `${ORIGIN}/contact/?q=1`,
    );
    expect(planNavigation(at('/away/'), { '/away': 'https://elsewhere.example/' })).toEqual({
      kind: 'full-load',
      href: 'https://elsewhere.example/',
    });
  });
});

describe('link interception', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const anchor = (href: string, attrs: Record<string, string> = {}) => ({
    href,
    target: attrs.target ?? '',
    hasAttribute: (name: string) => name in attrs,
  });
  const here = new URL(`${ORIGIN}/news/`);

  it('takes plain same-origin clicks only', () => {
    expect(interceptionFor(click, anchor(`${ORIGIN}/contact/`), here)).toBe('navigate');
    expect(interceptionFor({ ...click, metaKey: true }, anchor(`${ORIGIN}/contact/`), here)).toBeNull();
    expect(interceptionFor({ ...click, button: 1 }, anchor(`${ORIGIN}/contact/`), here)).toBeNull();
    expect(interceptionFor(click, anchor('https://other.example/'), here)).toBeNull();
    expect(interceptionFor(click, anchor(`${ORIGIN}/contact/`, { target: '_blank' }), here)).toBeNull();
    expect(interceptionFor(click, anchor(`${ORIGIN}/file.pdf`, { download: '' }), here)).toBeNull();
    expect(interceptionFor(click, anchor(`${ORIGIN}/news/#latest`), here)).toBe('hash');
    expect(interceptionFor(click, anchor(`${ORIGIN}/news/feed.xml`), here)).toBeNull();
  });
});

describe('property: locations', () => {
  it('sameOriginLocation never leaves the origin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), (a, b) => {
        for (const target of [a, `/${a}`, `/${b}`, `//${a}`, `/\\${a}`, `\t//${a}`]) {
          const location = sameOriginLocation(target, ORIGIN);
          if (location !== null) {
            expect(location).toMatch(/^\/(?![/\\])/);
            expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
          }
        }
      }),
      { numRuns: runs(500) },
    );
  });

  it('redirectLocation only yields the origin or absolute http(s) targets, never control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        for (const target of [raw, `/${raw}`, `javascript:${raw}`, `https://x.example/${raw}`]) {
          const location = redirectLocation(target, ORIGIN);
          if (location === null) continue;
          const url = new URL(location.href, ORIGIN);
          if (!location.external) expect(location.href).toMatch(/^\/(?![/\\])/);
          expect(['http:', 'https:']).toContain(url.protocol);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters.
          expect(location.href).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
          if (target.startsWith('/')) expect(url.origin).toBe(ORIGIN);
          else expect(location.external).toBe(url.origin !== ORIGIN);
        }
      }),
      { numRuns: runs(500) },
    );
  });
});
