/**
 * A publisher's WordPress as years of use leave it (issue 56), compared item by item with what the site shows.
 * The legacy fixture (scripts/wordpress/legacy-fixture.ts, written by wordpress/local/legacy-fixture.php) holds
 * posts and a page with Yoast SEO's and Rank Math's fields in post meta, old slugs, the Redirection plugin's
 * tables and rules, and the previous permalink structure; it is written before these tests and removed after
 * them (its posts would otherwise stand in the news list, sitemap and feed the parity test compares). For each
 * item: the head (title, description, canonical, robots, Open Graph and Twitter tags), redirects (status and
 * Location, one hop), 410 and 404 answers, and sitemap and news sitemap membership.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PathLookupSchema } from '../../contract/api';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { type LegacyManifest, legacyFixture, runLegacyFixture } from '../../scripts/wordpress/legacy-fixture.ts';
import { api, cmses, eventually, expectOk, get, seen, type TestCms } from '../contract/api';

const cms = () => cmses().find((candidate) => candidate.name === 'wordpress') as TestCms;
/** The instance's state folder, as test/wordpress/global-setup.ts names it after WordPress's port. */
const state = () => `.build/wordpress/test-${new URL(inject('wordpress').url).port}`;
const fixture = legacyFixture(runNow());
let manifest: LegacyManifest;

interface Head {
  title: string;
  /** Meta content by `name` or `property`; links by `rel`. */
  meta: Map<string, string[]>;
  canonical: string | undefined;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The head of a page the site serves (200), as the worker writes it (worker/render/serialize.ts). */
async function headOf(path: string): Promise<Head> {
  const answer = await get(`${cms().site}${path}`, { headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1' } });
  expect(answer.status, seen(answer)).toBe(200);
  const head = answer.text.slice(0, answer.text.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(decode(key!), [...(meta.get(decode(key!)) ?? []), decode(content!)]);
  }
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1];
  return { title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''), meta, canonical: canonical && decode(canonical) };
}

/** The one value of a meta tag (each is written once). */
function one(head: Head, key: string): string | undefined {
  const values = head.meta.get(key) ?? [];
  expect(values.length, `${key}: ${values.join(' | ')}`).toBeLessThanOrEqual(1);
  return values[0];
}

/** Every address in the site's sitemaps (the index's children together), as paths. */
async function sitemapPaths(file = '/sitemap.xml'): Promise<Set<string>> {
  const index = await get(`${cms().site}${file}`, { headers: { accept: 'application/xml' } });
  expect(index.status, seen(index)).toBe(200);
  const locs = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decode(match[1]!)).pathname);
  if (!index.text.includes('<sitemapindex')) return new Set(locs(index.text));
  const bodies = await Promise.all(locs(index.text).map(async (child) => (await get(`${cms().site}${child}`)).text));
  return new Set(bodies.flatMap(locs));
}

/** What the site answers for a path: status and Location. */
async function answerOf(path: string): Promise<{ status: number; location: string | null }> {
  const answer = await get(`${cms().site}${path}`, { headers: { accept: 'text/html' } });
  return { status: answer.status, location: answer.location };
}

beforeAll(async () => {
  // Where the Redirection plugin's tables do not exist, nothing changes: no redirect, no error.
  runLegacyFixture(state(), 'remove', fixture);
  const without = await api(cms(), `/paths?${new URLSearchParams({ path: '/legacy-old-plain/' })}`);
  expect(expectOk(without, PathLookupSchema)).toEqual({ redirect: null, route: null });
  manifest = runLegacyFixture(state(), 'write', fixture)!;
});

afterAll(() => {
  runLegacyFixture(state(), 'remove', fixture);
});

describe('the SEO team’s fields win', () => {
  const origin = () => new URL(cms().site).origin;
  const year = () => String(new Date(runNow()).getUTCFullYear());

  it('Yoast: title, description, Open Graph and Twitter from its fields, variables resolved, unknown ones gone', async () => {
    const head = await headOf('/legacy-yoast-story/');
    const site = manifest.siteName;
    expect(head.title).toBe(`Legacy Yoast story – ${site}`);
    expect(one(head, 'description')).toBe(`The story as the SEO team summed it up. Only on ${site}.`);
    // The canonical field names the page itself on WordPress's host: the site's own address stands.
    expect(head.canonical).toBe(`${origin()}/legacy-yoast-story/`);
    expect(one(head, 'og:url')).toBe(`${origin()}/legacy-yoast-story/`);
    expect(one(head, 'robots')).toBe('index, follow');
    expect(one(head, 'og:title')).toBe('Shared: Legacy Yoast story');
    expect(one(head, 'og:description')).toBe(`Filed under Legacy news in ${year()}.`);
    expect(head.meta.get('og:image')).toEqual([`${origin()}${manifest.image.path}`]);
    expect(one(head, 'og:image:width')).toBe(String(manifest.image.width));
    expect(one(head, 'twitter:title')).toBe('Tweeted: Legacy Yoast story');
    expect(one(head, 'twitter:description')).toBe(manifest.tagline || `Filed under Legacy news in ${year()}.`);
    expect(one(head, 'twitter:image')).toBe(`${origin()}${manifest.image.path}`);
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    for (const values of head.meta.values()) for (const value of values) expect(value).not.toMatch(/%%|%[a-z_]+%/);
  });

  it('Yoast noindex alone: noindex, follow, and the site’s own title and description', async () => {
    const head = await headOf('/legacy-yoast-hidden/');
    expect(one(head, 'robots')).toBe('noindex, follow');
    expect(head.title).toBe(`Legacy hidden story - ${one(head, 'og:site_name')}`);
    expect(one(head, 'description')).toBe('Kept out of search.');
    expect(one(head, 'og:title')).toBe('Legacy hidden story');
  });

  it('Yoast "2" opens a page the site had hidden; its nofollow stands; its title names the tagline', async () => {
    const head = await headOf('/legacy-seo-page/');
    expect(one(head, 'robots')).toBe('index, nofollow');
    expect(head.title).toBe(manifest.tagline ? `Legacy SEO page – ${manifest.tagline}` : 'Legacy SEO page –');
  });

  it('Rank Math: its title (its separator option), description, robots list and social fields; a canonical elsewhere is ignored', async () => {
    const head = await headOf('/legacy-rank-math-story/');
    expect(head.title).toBe(`Legacy Rank Math story | ${manifest.siteName}`);
    expect(one(head, 'description')).toBe(`Summed up in Rank Math. (${year()})`);
    expect(one(head, 'robots')).toBe('noindex, nofollow');
    expect(head.canonical).toBe(`${origin()}/legacy-rank-math-story/`);
    expect(one(head, 'og:title')).toBe('Facebook: Legacy Rank Math story');
    expect(one(head, 'og:description')).toBe('As shared on Facebook.');
    expect(one(head, 'twitter:title')).toBe('Twitter: Legacy Rank Math story');
    expect(one(head, 'twitter:description')).toBe('As shared on Twitter.');
  });

  it('Rank Math: a canonical on the site’s own origin names the original', async () => {
    const head = await headOf('/legacy-syndicated-copy/');
    expect(head.canonical).toBe(`${origin()}/legacy-yoast-story/`);
    expect(one(head, 'og:url')).toBe(`${origin()}/legacy-yoast-story/`);
    expect(head.title).toBe(`Legacy syndicated copy - ${one(head, 'og:site_name')}`);
  });

  it('the sitemaps leave out what the fields mark noindex (and a copy canonical elsewhere)', async () => {
    const paths = await sitemapPaths();
    const expected: Record<string, boolean> = {
      '/legacy-yoast-story/': true,
      '/legacy-indexed-story/': true,
      '/legacy-seo-page/': true,
      '/legacy-renamed-now/': true,
      '/legacy-yoast-hidden/': false,
      '/legacy-rank-math-story/': false,
      '/legacy-syndicated-copy/': false,
      '/legacy-unpublished/': false,
    };
    expect(Object.fromEntries(Object.keys(expected).map((path) => [path, paths.has(path)]))).toEqual(expected);
    // Both recent stories are in the news list; the news sitemap names only the indexed one.
    const news = await sitemapPaths('/news-sitemap.xml');
    expect({ indexed: news.has('/legacy-indexed-story/'), hidden: news.has('/legacy-yoast-hidden/') }).toEqual({
      indexed: true,
      hidden: false,
    });
  });
});

describe('the Redirection plugin’s rules are served', () => {
  const careers = 'https://careers.immediate.example/roles/';
  const expected: [string, number, string | null][] = [
    ['/legacy-old-plain/', 301, '/legacy-yoast-story/'],
    ['/legacy-old-plain', 301, '/legacy-yoast-story/'],
    ['/legacy-temporary/', 302, '/legacy-rank-math-story/'],
    ['/legacy-moved-307/', 307, '/legacy-renamed-now/'],
    ['/legacy-moved-308/', 308, '/legacy-seo-page/'],
    ['/legacy-archive/2016/legacy-yoast-story/', 301, '/legacy-yoast-story/'],
    ['/legacy-archive/2016/legacy-yoast-story', 301, '/legacy-yoast-story/'],
    ['/legacy-chain/', 301, '/legacy-yoast-story/'],
    ['/legacy-careers/', 301, careers],
    ['/legacy-withdrawn/', 410, null],
    ['/legacy-switched-off/', 404, null],
    ['/legacy-in-disabled-group/', 404, null],
    ['/legacy-off-site/', 404, null],
    ['/legacy-passed/', 404, null],
  ];

  it('each rule answers as the plugin would, in one hop, within the host allow-list', async () => {
    const seenAnswers: Record<string, [number, string | null]> = {};
    for (const [path] of expected) {
      const answer = await answerOf(path);
      seenAnswers[path] = [answer.status, answer.location];
    }
    expect(seenAnswers).toEqual(Object.fromEntries(expected.map(([path, status, location]) => [path, [status, location]])));
  });

  it('a rule written straight into the table reaches the site: the scheduled check purges', async () => {
    expect(await answerOf('/legacy-late/')).toEqual({ status: 404, location: null });
    runLegacyFixture(state(), 'late-rule', fixture);
    const answer = await eventually(
      () => answerOf('/legacy-late/'),
      (value) => value.status === 301,
    );
    expect(answer).toEqual({ status: 301, location: '/legacy-renamed-now/' });
  });
});

describe('old addresses still land', () => {
  it('an old slug, /?p=<id> and the previous date-based structure answer one 301 to the page', async () => {
    const yoast = manifest.ids['yoast-full'];
    const expected: Record<string, { status: number; location: string | null }> = {
      '/legacy-renamed-before/': { status: 301, location: '/legacy-renamed-now/' },
      [`/?p=${yoast}`]: { status: 301, location: '/legacy-yoast-story/' },
      [`/?p=${yoast}&utm_source=press`]: { status: 301, location: '/legacy-yoast-story/?utm_source=press' },
      [`/?page_id=${manifest.ids['yoast-index-nofollow']}`]: { status: 301, location: '/legacy-seo-page/' },
      // A draft's id names nothing: its slug never leaks.
      [`/?p=${manifest.ids.draft}`]: { status: 404, location: null },
      '/2016/05/legacy-yoast-story/': { status: 301, location: '/legacy-yoast-story/' },
      '/2016/05/legacy-yoast-story': { status: 301, location: '/legacy-yoast-story/' },
      '/2016/05/legacy-renamed-before/': { status: 301, location: '/legacy-renamed-now/' },
      '/2016/06/legacy-yoast-story/': { status: 404, location: null },
      '/2016/05/legacy-unpublished/': { status: 404, location: null },
    };
    const found: typeof expected = {};
    for (const path of Object.keys(expected)) found[path] = await answerOf(path);
    expect(found).toEqual(expected);
  });

  it('a category-based previous structure lands too', async () => {
    runLegacyFixture(state(), 'structure', fixture, '/%category%/%postname%/');
    const found = {
      inCategory: await answerOf('/legacy-news/legacy-renamed-now/'),
      oldSlugInCategory: await answerOf('/legacy-news/legacy-renamed-before/'),
      otherCategory: await answerOf('/uncategorized/legacy-renamed-now/'),
    };
    expect(found).toEqual({
      inCategory: { status: 301, location: '/legacy-renamed-now/' },
      oldSlugInCategory: { status: 301, location: '/legacy-renamed-now/' },
      otherCategory: { status: 404, location: null },
    });
  });

  it('the content API answers a lookup by id, and refuses other queries as paths', async () => {
    const lookup = expectOk(await api(cms(), `/paths?${new URLSearchParams({ path: `/?p=${manifest.ids.renamed}` })}`), PathLookupSchema);
    expect(lookup).toEqual({ redirect: { to: '/legacy-renamed-now/', status: 301 }, route: null });
    const refused = await api(cms(), `/paths?${new URLSearchParams({ path: '/?s=anything' })}`);
    expect(refused.status, seen(refused)).toBe(400);
  });
});
