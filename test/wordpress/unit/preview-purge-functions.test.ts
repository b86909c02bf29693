/**
 * The plugin's preview tokens and purge webhook against the site's own code, with `php` and no server
 * (wordpress/local/plugin-functions.php runs the plugin's pure functions): a token either side signs verifies
 * on the other, and nothing else does; the purge signature is the one the site checks, made with the purge key
 * (a MAC of no other kind, contract/signing.server.ts); the tags and paths
 * the plugin may send are exactly those the site accepts; and the scope of a change follows the reference
 * CMS's rules (cms/server/publish-scope.ts).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from '../../../contract/preview-token.server';
import { hexToBytes, verifyMacFor, verifyPurgeSignature } from '../../../contract/signing.server';
import { isTag, purgeBodySchema } from '../../../contract/tags';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');
const SECRET = 'unit-preview-secret-0123456789';

interface Call {
  fn: string;
  args: unknown[];
}

/** Runs the calls in one `php` process; results in the same order. */
function php(calls: Call[]): unknown[] {
  const output = execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output) as unknown[];
}

const now = Math.floor(Date.now() / 1000);
const ids = fc.stringMatching(/^[1-9]\d{0,11}$/);
const postTypes = fc.constantFrom('post', 'page', 'masthead_job', 'a-b_c');

describe('preview tokens', () => {
  it('a token the plugin signs verifies on the site for its id and type only', async () => {
    const cases = fc.sample(fc.tuple(ids, postTypes, fc.integer({ min: 60, max: 7200 })), 40);
    const tokens = php(cases.map(([id, type, ttl]) => ({ fn: 'masthead_preview_sign', args: [SECRET, id, type, now + ttl] }))) as string[];
    for (const [index, [id, type, ttl]] of cases.entries()) {
      const token = tokens[index]!;
      expect(token).toMatch(new RegExp(`^${now + ttl}\\.[A-Za-z0-9_-]{43}$`));
      expect(await verifyPreviewToken(SECRET, token, id, type, now)).toBe(true);
      expect(await verifyPreviewToken(SECRET, token, `${id}0`, type, now)).toBe(false);
      expect(await verifyPreviewToken(SECRET, token, id, `${type}x`, now)).toBe(false);
      expect(await verifyPreviewToken(`${SECRET}x`, token, id, type, now)).toBe(false);
      expect(await verifyPreviewToken(SECRET, token, id, type, now + ttl)).toBe(false);
    }
  });

  it('the plugin verifies the site’s tokens and refuses forged, mismatched, expired and malformed ones', async () => {
    const token = await signPreviewToken(SECRET, '42', 'post', now + 600);
    const aDay = await signPreviewToken(SECRET, '42', 'post', now + 86_400);
    const years = await signPreviewToken(SECRET, '42', 'post', now + 86_400 * 365);
    const expired = await signPreviewToken(SECRET, '42', 'post', now - 1);
    const [expires, signature] = token.split('.') as [string, string];
    const flipped = `${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const verify = (args: unknown[]) => ({ fn: 'masthead_preview_verify', args });
    const results = php([
      verify([SECRET, token, '42', 'post', now]),
      verify([SECRET, token, '43', 'post', now]),
      verify([SECRET, token, '42', 'page', now]),
      verify([`${SECRET}x`, token, '42', 'post', now]),
      verify(['', token, '42', 'post', now]),
      verify([SECRET, token, '42', 'post', now + 600]),
      verify([SECRET, expired, '42', 'post', now]),
      verify([SECRET, flipped, '42', 'post', now]),
      verify([SECRET, `${now + 601}.${signature}`, '42', 'post', now]),
      verify([SECRET, signature, '42', 'post', now]),
      verify([SECRET, `${token}=`, '42', 'post', now]),
      verify([SECRET, `${expires}.${signature.slice(0, 41)}`, '42', 'post', now]),
      verify([SECRET, '', '42', 'post', now]),
      verify([SECRET, aDay, '42', 'post', now]),
      verify([SECRET, years, '42', 'post', now]),
    ]);
    expect(results).toEqual([true, false, false, false, false, false, false, false, false, false, false, false, false, true, false]);
    expect(await verifyPreviewToken(SECRET, years, '42', 'post', now)).toBe(false);
  });
});

describe('purge webhook', () => {
  it('signs as the site checks: hex HMAC-SHA256 of "{timestamp}.{body}" under the purge key, which signs nothing else', async () => {
    const body = '{"paths":["/a/"],"tags":["page:/a/","site"]}';
    const [signature, other] = php([
      { fn: 'masthead_purge_signature', args: ['purge-secret-0123456789', '1795000000', body] },
      { fn: 'masthead_purge_signature', args: ['purge-secret-0123456789', '1795000001', body] },
    ]) as [string, string];
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const secrets = ['purge-secret-0123456789'];
    expect(await verifyPurgeSignature(secrets, '1795000000', body, signature)).toBe(true);
    expect(await verifyPurgeSignature(['another-secret-0123456789', ...secrets], '1795000000', body, signature)).toBe(true);
    expect(await verifyPurgeSignature(secrets, '1795000000', body, other)).toBe(false);
    expect(await verifyPurgeSignature(secrets, '1795000000', `${body} `, signature)).toBe(false);
    for (const kind of ['diagnostics', 'preview'] as const)
      expect(await verifyMacFor(kind, secrets, `1795000000.${body}`, hexToBytes(signature)!), kind).toBe(false);
  });

  it('keeps exactly the tags and paths the site accepts', () => {
    const candidates = [
      'site',
      'jobs',
      'list:news',
      'seo:robots',
      'seo:other',
      'page:/',
      'page:/a/b/',
      'page:/jobs/x',
      'page:a/',
      'page:/a//b/',
      'page:/caf%C3%A9/',
      'lookup:/press/',
      'lookup:/a b/',
      'job:senior-editor',
      'job:Senior',
      'job:',
      'pattern:12',
      'pattern:0',
      'pattern:012',
      'pattern:1.5',
      'pattern:',
      `pattern:${'9'.repeat(20)}`,
      'news-brand:topgear',
      'news-brand:youth-and-childrens',
      'news-brand:TopGear',
      'news-brand:',
      'news-brand:-x',
      `page:/${'a'.repeat(600)}/`,
      'page',
      ':/',
    ];
    const results = php(candidates.map((tag) => ({ fn: 'masthead_purge_is_tag', args: [tag] })));
    expect(results).toEqual(candidates.map(isTag));
    const paths = ['/', '/a/', '/news/page-2/', '/jobs/x', 'a/', '/a b/', '/caf%C3%A9/', '/?p=1', `/${'a'.repeat(520)}/`];
    const pathResults = php(paths.map((path) => ({ fn: 'masthead_purge_is_path', args: [path] })));
    expect(pathResults).toEqual(paths.map((path) => purgeBodySchema().safeParse({ paths: [path] }).success));
  });

  it('joins bodies without repeats, leaves out what the site would refuse, and turns "everything" or too much into {"everything":true}', () => {
    const many = Array.from({ length: 1001 }, (_, index) => `/p${index}/`);
    const [joined, everything, tooMany, encoded, encodedEverything] = php([
      {
        fn: 'masthead_purge_union',
        args: [
          [
            { paths: ['/a/', '/b/'], tags: ['page:/a/', 'site'] },
            { paths: ['/a/', '/bad path/'], tags: ['site', 'nonsense'] },
          ],
        ],
      },
      { fn: 'masthead_purge_union', args: [[{ paths: ['/a/'], tags: [] }, null]] },
      { fn: 'masthead_purge_union', args: [[{ paths: many, tags: [] }]] },
      { fn: 'masthead_purge_encode', args: [{ paths: ['/a/'], tags: ['page:/a/'] }] },
      { fn: 'masthead_purge_encode', args: [null] },
    ]);
    expect(joined).toEqual({ paths: ['/a/', '/b/'], tags: ['page:/a/', 'site'] });
    expect(everything).toBeNull();
    expect(tooMany).toBeNull();
    expect(encoded).toBe('{"paths":["/a/"],"tags":["page:/a/"]}');
    expect(purgeBodySchema().parse(JSON.parse(encoded as string))).toEqual({ paths: ['/a/'], tags: ['page:/a/'] });
    expect(encodedEverything).toBe('{"everything":true}');
    expect(purgeBodySchema().parse(JSON.parse(encodedEverything as string))).toEqual({ everything: true });
  });

  it('retries after 30 s, doubling, at most an hour', () => {
    expect(php([1, 2, 3, 8, 20].map((attempts) => ({ fn: 'masthead_purge_backoff', args: [attempts] })))).toEqual([
      30, 60, 120, 3600, 3600,
    ]);
  });
});

describe('what a change names (the reference CMS’s scope)', () => {
  const today = '2026-11-24';
  const context = { today, news_lists: ['/', '/news/'], jobs_lists: ['/jobs/'] };
  const page = (fields: Partial<Record<string, unknown>>) => ({
    kind: 'page',
    live: true,
    path: '/about/',
    internal: false,
    news_at: null,
    iso: '2020-01-01',
    brands: [],
    category: '',
    print: 'p1',
    ...fields,
  });
  const scope = (before: unknown, after: unknown) =>
    php([{ fn: 'masthead_purge_change_scope', args: [before, after, context] }])[0] as { paths: string[]; tags: string[] };

  it('a page edit names the page, its lookup, the sitemap and the route listing', () => {
    expect(scope(page({}), page({ print: 'p2' }))).toEqual({
      paths: ['/sitemap.xml', '/about/'],
      tags: ['seo:sitemap', 'list:routes', 'page:/about/', 'lookup:/about/'],
    });
  });

  it('a save that changes nothing, and a post that was never published, name nothing', () => {
    expect(scope(page({}), page({}))).toEqual({ paths: [], tags: [] });
    expect(scope(page({ live: false, path: null }), page({ live: false, path: null, print: 'p2' }))).toEqual({ paths: [], tags: [] });
    expect(scope(null, page({ live: false, path: null }))).toEqual({ paths: [], tags: [] });
  });

  it('an article unpublished from the news list names the news page it was on, every news list, the feed and the news sitemap', () => {
    const before = page({ path: '/story/', news_at: 30, iso: '2026-11-23' });
    const result = scope(before, page({ live: false, path: null, news_at: null, iso: '2026-11-23' }));
    expect(result.paths).toEqual(['/sitemap.xml', '/story/', '/news/page-2/', '/', '/news/', '/news/feed.xml', '/news-sitemap.xml']);
    expect(result.tags).toEqual(
      expect.arrayContaining([
        'page:/story/',
        'lookup:/story/',
        'list:news',
        'list:home',
        'page:/news/page-2/',
        'seo:feed',
        'seo:news-sitemap',
      ]),
    );
  });

  it('an old article past the feed names neither the feed nor the news sitemap; a renamed one both paths', () => {
    const result = scope(page({ path: '/old/', news_at: 60 }), page({ path: '/new/', news_at: 60, print: 'p2' }));
    expect(result.paths).toEqual(['/sitemap.xml', '/old/', '/new/', '/news/page-3/', '/', '/news/']);
    expect(result.tags).not.toContain('seo:feed');
    expect(result.tags).not.toContain('seo:news-sitemap');
  });

  it('an article given a brand names the brand’s lists and feeds, of its type too, and the brand’s news', () => {
    const before = page({ path: '/story/', news_at: 60, category: 'Press release' });
    const result = scope(before, { ...before, brands: ['topgear'], print: 'p2' });
    expect(result.paths).toEqual(
      expect.arrayContaining([
        '/news/topgear/',
        '/news/topgear/feed.xml',
        '/news/topgear/press-releases/',
        '/news/topgear/press-releases/feed.xml',
      ]),
    );
    expect(result.tags).toEqual(
      expect.arrayContaining(['news-brand:topgear', 'page:/news/topgear/', 'page:/news/topgear/press-releases/']),
    );
    expect(result.paths.filter((path) => path.startsWith('/news/topgear/'))).toHaveLength(4);
  });

  it('an internal page names robots.txt', () => {
    expect(scope(page({}), page({ internal: true, print: 'p2' })).tags).toContain('seo:robots');
  });

  it('a job opening or closing names the job, its page and the jobs lists; a redirect its source’s lookup', () => {
    const job = (fields: Record<string, unknown>) => ({ kind: 'job', live: true, id: 'editor', print: 'j', ...fields });
    expect(scope(job({}), job({ live: false }))).toEqual({
      paths: ['/jobs/', '/jobs/editor'],
      tags: ['jobs', 'job:editor', 'page:/jobs/editor', 'page:/jobs/'],
    });
    const redirect = (fields: Record<string, unknown>) => ({ kind: 'redirect', live: true, source: '/press/', print: 'r', ...fields });
    expect(scope(redirect({}), redirect({ source: '/media/', print: 'r2' }))).toEqual({
      paths: [],
      tags: ['lookup:/press/', 'lookup:/media/'],
    });
    expect(scope(null, redirect({ live: false }))).toEqual({ paths: [], tags: [] });
  });
});
