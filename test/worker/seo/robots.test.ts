import { describe, expect, it } from 'vitest';
import { SEARCH_PATH } from '../../../contract/search-limits';
import { robotsTxt } from '../../../worker/routes/seo/robots';
import { get, ORIGIN } from '../../helpers/site';
import { cmsRoutes, listItem } from './fixtures';

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('GET /robots.txt', () => {
  it('allows the site, disallows /preview, /__, search results and every internal route, and names both sitemaps', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = lines(await response.text());
    expect(body[0]).toBe('User-agent: *');
    expect(body).toContain('Allow: /');
    expect(body).toContain('Disallow: /preview');
    expect(body).toContain('Disallow: /__');
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(body).toContain(`Sitemap: ${ORIGIN}/news-sitemap.xml`);

    const routes = await cmsRoutes();
    const internal = routes.filter((entry) => entry.meta.internal).map((entry) => entry.path);
    expect(internal.length).toBeGreaterThan(5);
    expect(internal).toEqual(expect.arrayContaining(['/test-table/', '/imm-1/', '/privacy-form/']));
    const disallowed = body.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice('Disallow:'.length).trim());
    expect(new Set(disallowed)).toEqual(new Set(['/preview', '/__', SEARCH_PATH, ...internal]));
    // Nothing public is blocked, nor is the whole site.
    expect(disallowed).not.toContain('/');
    expect(disallowed).not.toContain('/news/');
  });

  it('answers HEAD like GET', async () => {
    const response = await get('/robots.txt', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('robotsTxt', () => {
  it('lists an internal route once and lets no CMS path add lines of its own', () => {
    const text = robotsTxt('https://example.test', [
      listItem({ path: '/imm-9/', internal: true }),
      listItem({ path: '/imm-9/', internal: true }),
      listItem({ path: '/public/' }),
      listItem({ path: '/evil/\nAllow: /secret/', internal: true }),
      listItem({ path: '/sp ace/', internal: true }),
    ]);
    const body = lines(text);
    expect(body.filter((line) => line === 'Disallow: /imm-9/')).toHaveLength(1);
    expect(body).not.toContain('Disallow: /public/');
    expect(body).not.toContain('Allow: /secret/');
    expect(text).not.toContain('evil');
    expect(text).not.toContain('sp ace');
    expect(body).toContain('Sitemap: https://example.test/sitemap.xml');
  });
});
