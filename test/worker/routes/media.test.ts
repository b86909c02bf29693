/**
 * `/media/*` in workerd against the reference CMS: every document the sample
 * pages offer downloads as a real PDF of the size the page states; the type
 * comes from the extension allow-list; the sandbox CSP survives the site-wide
 * headers; and every upstream failure (faults switched on in the CMS, or the
 * Cache API wrapped at its boundary) gives a small plain answer, never the HTML
 * error page and never a CMS API call, within the deadline. What the CMS sends
 * is checked before it is served or stored: test/worker/media/media-garbage.test.ts.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pack } from '../../../cms/content/index';
import { formatFileSize } from '../../../cms/server/documents';
import { MEDIA_TYPES } from '../../../contract/media-types';
import { mediaKey } from '../../../worker/cache/cache-policy';
import { MEDIA_CSP } from '../../../worker/middleware/security-headers';
import { cms } from '../../helpers/cms';
import { siteState } from '../../helpers/isolate';
import { get, html, ORIGIN } from '../../helpers/site';
import { eventually } from '../../helpers/wait';

/** A media path nothing has cached yet (the CMS draws an SVG for any name). */
function freshSvg(): string {
  return `/media/card/test-${crypto.randomUUID()}.svg`;
}

/** Every downloads link to a site file in the sample pack, with the page that offers it. */
const offered = pack.pages.flatMap((page) =>
  Object.values(page.slots)
    .flat()
    .flatMap((node) => (node.type === 'downloads' ? node.files : []))
    .filter((file) => file.href.startsWith('/media/'))
    .map((file) => ({ page: page.route.path, ...file })),
);

/** Request-log lines written while a test runs (console.log, one JSON line per request). */
function captureLogLines(): () => Array<{ path: string; errors: string[] }> {
  const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () =>
    spy.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.startsWith('{"requestId"'))
      .map((line) => JSON.parse(line));
}

async function expectPlain(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
  const body = await response.text();
  expect(body.length).toBeLessThan(64);
  expect(body).not.toContain('<');
}

/** CMS requests other than the media file itself: the HTML error page would ask for /site and /routes. */
async function apiCalls(): Promise<string[]> {
  return Object.keys(await cms.counts()).filter((path) => !path.startsWith('/media/'));
}

describe('documents the pages offer', () => {
  it('the sample pack offers the documents of /commercial/ and the sustainability reports', () => {
    const pages = new Set(offered.map((file) => file.page));
    expect(pages).toContain('/commercial/');
    expect(pages).toContain('/immediate-sustainability-reports/');
    expect(offered.filter((file) => file.href.endsWith('.pdf')).length).toBeGreaterThanOrEqual(7);
  });

  it.each(offered)('$href downloads from $page with the size the page states', async ({ page, href, title, format }) => {
    const response = await get(href);
    expect(response.status).toBe(200);
    const extension = href.split('.').pop()!;
    expect(response.headers.get('content-type')).toBe(MEDIA_TYPES[extension]!.contentType);
    // A document is an attachment; an image (a press kit logo) is served as images are, and its link's `download` saves it.
    expect(response.headers.get('content-disposition')).toBe(
      MEDIA_TYPES[extension]!.kind === 'document' ? `attachment; filename="${href.split('/').pop()}"` : null,
    );
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    if (extension === 'pdf') {
      expect(text.startsWith('%PDF-1.')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain('/Count 1'); // one page
      expect(text).toContain(`/Title (${title.replace(/[()\\]/g, '\\$&')})`);
    }
    // The page states this file's real size.
    const { body } = await html(page);
    const titleText = title.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`href="${href}"[^>]*>${titleText}<span class="visually-hidden"> \\(([^)]*)\\)`).exec(body);
    expect(link?.[1]?.replace(/<!-- -->/g, '')).toBe(`${format.toUpperCase()}, ${formatFileSize(bytes.length)}`);
  });

  it('links to documents ask for a download; a web page in the list is a plain link', async () => {
    const { body } = await html('/commercial/');
    const anchors = [...body.matchAll(/<a [^>]*class="card__link download__link"[^>]*>/g)].map(([tag]) => tag);
    expect(anchors).toHaveLength(3);
    for (const tag of anchors) {
      const isDocument = /href="\/media\/files\/[a-z0-9-]+\.pdf"/.test(tag);
      expect(/ download=""/.test(tag), tag).toBe(isDocument);
    }
    expect(anchors.filter((tag) => / download=""/.test(tag))).toHaveLength(2);
  });

  it('images are shown inline, not downloaded', async () => {
    const response = await get(freshSvg());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^<svg /);
  });
});

describe('the content type comes from the extension allow-list', () => {
  it.each([
    '/media/files/page.html',
    '/media/files/script.js',
    '/media/files/x.exe',
    '/media/files/REPORT.PDF',
    '/media/files/a.pdf.html',
    '/media/files/..%2f..%2fsite.pdf',
    '/media/files/a_b.pdf',
    '/media/.pdf',
    '/media/x.svg/',
  ])('%s is a plain 404 that asks the CMS nothing', async (path) => {
    await expectPlain(await get(path), 404);
    expect(await cms.total()).toBe(0);
  });

  it('a file the CMS serves with another type is a 502, not served as the file', async () => {
    await cms.faults({ paths: ['/media/'], invalid: true }); // 200 application/json
    await expectPlain(await get(`/media/files/typed-${crypto.randomUUID()}.pdf`), 502);
  });

  it('an HTML page in place of a file is a 502, not served as the file', async () => {
    await cms.faults({ paths: ['/media/'], html: true });
    await expectPlain(await get(freshSvg()), 502);
  });
});

describe('upstream failures', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an error status', 502, { status: 500 }],
    ['a dropped connection (fetch rejects)', 502, { drop: true }],
    // Headers only long after the test would end: an answer at all is the site's own deadline.
    ['no headers before the deadline', 504, { delayMs: 30_000 }],
  ] as const)('%s answers %i, plain, by the deadline at the latest, with no CMS API call, logged once', async (_name, status, fault) => {
    const lines = captureLogLines();
    await cms.faults({ paths: ['/media/'], ...fault });
    const path = freshSvg();
    await expectPlain(await get(path), status);
    expect(await apiCalls()).toEqual([]);
    const line = await eventually(async () => {
      const found = lines().find((entry) => entry.path === path);
      expect(found).toBeDefined();
      return found!;
    });
    expect(line.errors).toHaveLength(1);
    expect(line.errors[0]).toMatch(/^media upstream/);
  });

  it('a file the CMS does not have is a plain 404 with no CMS API call', async () => {
    await expectPlain(await get(`/media/files/missing-${crypto.randomUUID()}.pdf`), 404);
    expect(await apiCalls()).toEqual([]);
  });

  it('a failing cache lookup serves the file from the CMS, logged once', async () => {
    const lines = captureLogLines();
    vi.spyOn(caches.default, 'match').mockRejectedValue(new Error('cache unavailable'));
    const path = freshSvg();
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<svg /);
    const line = await eventually(async () => {
      const found = lines().find((entry) => entry.path === path);
      expect(found).toBeDefined();
      return found!;
    });
    expect(line.errors).toEqual(['media cache match failed: cache unavailable']);
  });

  it('a failing cache write still serves the whole file', async () => {
    vi.spyOn(caches.default, 'put').mockRejectedValue(new Error('cache full'));
    const response = await get(freshSvg());
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<svg [\s\S]*<\/svg>$/);
  });
});

describe('caching and headers', () => {
  it('a second request is served from the edge cache with the same headers', async () => {
    const path = freshSvg();
    const first = await get(path);
    const body = await first.text();
    const version = (await siteState(env.SITE_STATE)).version;
    await eventually(async () => expect(await caches.default.match(mediaKey(ORIGIN, path, version))).toBeDefined());
    await cms.reset();
    const second = await get(path);
    expect(await second.text()).toBe(body);
    expect(await cms.total()).toBe(0);
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
  });

  it('the sandbox CSP is on media and the site CSP on pages', async () => {
    const media = await get('/media/files/test.csv');
    expect(media.headers.get('content-security-policy')).toBe(MEDIA_CSP);
    expect(media.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    await media.body?.cancel();
    const page = await get('/commercial/');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('sandbox');
    await page.body?.cancel();
  });
});
