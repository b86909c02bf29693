/**
 * Security headers on every kind of answer the worker gives: pages (rendered
 * and from the page cache, people and crawlers), redirects, errors the guard
 * raises, 404 and 410 pages, page data, the crawler files, the floor and CMS media. Each carries
 * exactly the decided set (docs/decisions/009-security-headers.md) and the
 * CSP of its kind, written once.
 */
import { describe, expect, it } from 'vitest';
import { CRAWLER, get } from '../helpers/site';

/** The set, by name: adding or dropping one is a decision, so it is spelled out here. */
const COMMON: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
/** Headers the set leaves out on purpose: they protect nothing in a browser that runs this site. */
const LEFT_OUT = ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-dns-prefetch-control'];

const SITE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self'; frame-src https://www.youtube-nocookie.com https://player.vimeo.com; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const answers: { kind: string; path: string; status: number; init?: RequestInit & { ua?: string }; csp?: string }[] = [
  { kind: 'page', path: '/', status: 200 },
  { kind: 'page again (page cache)', path: '/', status: 200 },
  { kind: 'page for a crawler', path: '/who-we-are/', status: 200, init: { ua: CRAWLER } },
  { kind: 'page with a query', path: '/news/?utm_source=x', status: 200 },
  { kind: 'redirect (trailing slash)', path: '/who-we-are', status: 301 },
  { kind: 'not found', path: '/no-such-page/', status: 404 },
  { kind: 'job no longer open', path: '/jobs/gone-job', status: 404 },
  { kind: 'page removed', path: '/festive-reader-competition-2023/', status: 410 },
  { kind: 'bad address', path: '/%zz/', status: 400 },
  { kind: 'method not allowed', path: '/', status: 405, init: { method: 'POST' } },
  { kind: 'page data', path: '/__data?path=%2Fwho-we-are%2F', status: 200 },
  { kind: 'page data, bad path', path: '/__data?path=nope', status: 400 },
  { kind: 'robots.txt', path: '/robots.txt', status: 200 },
  { kind: 'sitemap index', path: '/sitemap.xml', status: 200 },
  { kind: 'sitemap', path: '/sitemaps/1.xml', status: 200 },
  { kind: 'news sitemap', path: '/news-sitemap.xml', status: 200 },
  { kind: 'feed', path: '/news/feed.xml', status: 200 },
  { kind: 'floor', path: '/__floor', status: 200 },
  { kind: 'media', path: '/media/card/security-headers.svg', status: 200, csp: MEDIA_CSP },
  { kind: 'media, bad name', path: '/media/card/%3Cscript%3E.svg', status: 404, csp: MEDIA_CSP },
];

describe('security headers', () => {
  it.each(answers)('$kind ($path): the set and its CSP, each once', async ({ path, status, init, csp }) => {
    const response = await get(path, init);
    await response.body?.cancel();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe(csp ?? SITE_CSP);
    for (const [name, value] of Object.entries(COMMON)) expect(response.headers.get(name), name).toBe(value);
    for (const name of LEFT_OUT) expect(response.headers.has(name), name).toBe(false);
  });
});
