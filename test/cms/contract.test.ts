/**
 * The content contract: the reference CMS's sample pack validates against the
 * shared schemas and covers every route the spec names; malformed answers
 * are rejected at the site's boundary with a logged, clear error.
 */
import { describe, expect, it } from 'vitest';
import { JobResponseSchema, JobsResponseSchema, PathLookupSchema } from '../../contract/api';
import { NODE_TYPES, NodeSchema, NodesResponseSchema } from '../../contract/nodes';
import { parsePublishedDate } from '../../contract/published-date';
import { RouteTableSchema, SiteSchema } from '../../contract/route';
import { cms } from '../helpers/cms';
import { get } from '../helpers/site';

const CMS = 'http://127.0.0.1:8788';

async function json(path: string): Promise<unknown> {
  const response = await fetch(`${CMS}${path}`);
  return response.json();
}

const STATIC = [
  '/',
  '/who-we-are/',
  '/commercial/',
  '/life-at-immediate/',
  '/our-brands/',
  '/jobs/',
  '/contact/',
  '/news/',
  '/imagine/',
  '/award-wins/',
  '/terms-and-conditions/',
  '/privacy/',
  '/privacy-policy-single-page/',
  '/security-disclosure-policy/',
  '/complaints/',
  '/safeguarding-policy/',
  '/tax-s172/',
  '/code-of-conduct/',
  '/modern-slavery-and-human-trafficking-statement/',
  '/gender-pay/',
  '/cookies/',
];
const BRANDS = [
  'goodfood',
  'radiotimes',
  'olivemagazine',
  'easycook',
  'gardenersworld',
  'historyextra',
  'topgear',
  'madeformums',
  'youth-and-childrens',
  'nutracheck',
].map((brand) => `/our-brands/${brand}/`);
const PRIVACY = [
  'childrens-personal-data',
  'account-deletion-request',
  'who-are-we',
  'who-are-we/our-titles',
  'how-to-contact-the-dpo',
  'your-rights-and-further-information',
  'how-long-we-hold-personal-information-for',
  'who-we-share-your-information-with',
  'how-and-why-we-use-your-information',
  'how-we-look-after-your-information',
  'types-of-information-we-may-collect-about-you',
].map((page) => `/privacy/${page}/`);
const COOKIES = [
  'further-information',
  'your-preferences',
  'advertising-on-our-websites',
  'analytics-on-our-websites',
  'how-do-we-use-cookies',
  'cookies-2',
].map((page) => `/cookies/${page}/`);
const TRADING = [
  '/trading-policies/',
  '/trading-policies/suppliers/',
  '/trading-policies/ethical-policy/',
  '/trading-policies/potacs/',
  '/trading-policies/responsible-forest-products-purchasing-policy/',
  '/trading-policies/responsible-forest-products-purchasing-policy/forest-product-reporting-summary/',
  '/trading-policies/advertising-terms-and-conditions/',
  '/trading-policies/advertising-terms-and-conditions/brand-safety-guidelines/',
  '/trading-policies/advertising-terms-and-conditions/digital-advertising-standard-terms-and-conditions/',
  '/trading-policies/advertising-terms-and-conditions/print-advertising-standard-terms-and-conditions/',
];
const COMPANY = [
  '/immediate-sustainability-reports/',
  '/company-povs-advertising/',
  '/news/more-news/',
  ...['ai', 'cookies', 'consent', 'sustainability', 'premium'].map((page) => `/company-povs-advertising/${page}/`),
];
const TEST_PAGES = [
  '/privacy-form/',
  '/test-table/',
  '/imm-1/',
  '/imm-243/',
  '/imm-243-links/',
  '/imm-116/',
  '/imm-240/',
  '/imm-241/',
  '/imd-221/',
  '/imd-228/',
  '/imd-228-test/',
  '/imd-168/',
  '/imd-168-2/',
  '/imd-168-3/',
  '/imd-168-4/',
  '/news-2/',
  '/5413-2/',
];

describe('the sample content pack', () => {
  it('publishes site settings and a route table that validate', async () => {
    SiteSchema.parse(await json('/site'));
    const site = RouteTableSchema.parse(await json('/routes'));
    expect(site.routes.length).toBeGreaterThan(100);
    expect(new Set(site.routes.map((route) => route.path)).size).toBe(site.routes.length);
  });

  it('covers every route the spec names', async () => {
    const site = RouteTableSchema.parse(await json('/routes'));
    const paths = new Set(site.routes.map((route) => route.path));
    const missing = [...STATIC, ...BRANDS, ...PRIVACY, ...COOKIES, ...TRADING, ...COMPANY, ...TEST_PAGES].filter(
      (path) => !paths.has(path),
    );
    expect(missing).toEqual([]);
    expect(site.routes.some((route) => route.path.startsWith('/imd-225-'))).toBe(true);
    expect(
      site.routes.some((route) => route.path.startsWith('/trading-policies/advertising-terms-and-conditions/digital-subscription')),
    ).toBe(true);
  });

  it('has exactly one noindex page, posts as indexable articles, pages as websites', async () => {
    const site = RouteTableSchema.parse(await json('/routes'));
    const noindex = site.routes.filter((route) => route.meta.tags.robots === 'noindex, nofollow').map((route) => route.path);
    expect(noindex).toEqual(['/privacy-policy-single-page/']);
    for (const route of site.routes) {
      const post = route.meta.post_data.post_type === 'post';
      expect(route.meta.tags.ogType, route.path).toBe(post ? 'article' : 'website');
      if (post) expect(route.meta.tags.robots).toBe('index, follow');
      expect(parsePublishedDate(route.meta.post_data.published_date), route.path).not.toBeNull();
    }
    expect(site.routes.find((route) => route.path === '/news/more-news/')?.meta.post_data.has_parent).toBe(true);
  });

  it('has 30+ articles from November 2023 to July 2024 with duplicates and case studies', async () => {
    const site = RouteTableSchema.parse(await json('/routes'));
    const posts = site.routes.filter((route) => route.meta.post_data.post_type === 'post');
    const originals = posts.filter((route) => !route.meta.canonical_path);
    expect(originals.length).toBeGreaterThanOrEqual(30);
    for (const post of posts) {
      const iso = parsePublishedDate(post.meta.post_data.published_date)!;
      expect(iso >= '2023-11-01' && iso <= '2024-07-31', `${post.path} ${iso}`).toBe(true);
    }
    expect(posts.filter((route) => /-2\/$/.test(route.path)).length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((route) => /-3\/$/.test(route.path)).length).toBeGreaterThanOrEqual(1);
    expect(posts.filter((route) => route.path.startsWith('/case-study-')).length).toBeGreaterThanOrEqual(3);
    const brandCrumbs = site.routes.filter((route) => route.meta.breadcrumbs?.[0]?.title === 'Our brands');
    expect(brandCrumbs.length).toBeGreaterThan(0);
  });

  it('serves nodes for every route that validate node by node', async () => {
    const site = RouteTableSchema.parse(await json('/routes'));
    const seen = new Set<string>();
    for (const route of site.routes) {
      const slug = route.path === '/' ? 'website_front_page' : route.path.split('/').filter(Boolean).pop()!;
      const answer = NodesResponseSchema.parse(
        await json(`/nodes?slug=${encodeURIComponent(slug)}&path=${encodeURIComponent(route.path)}`),
      );
      for (const nodes of Object.values(answer[slug]!)) {
        for (const node of nodes) {
          const parsed = NodeSchema.safeParse(node);
          expect(parsed.success, `${route.path}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
          if (parsed.success) seen.add(parsed.data.type);
        }
      }
    }
    const unused = NODE_TYPES.filter((type) => !seen.has(type) && type !== 'job-detail');
    expect(unused).toEqual([]);
  });

  it('serves 10+ jobs, redirect answers and drafts behind tokens', async () => {
    const jobs = JobsResponseSchema.parse(await json('/jobs'));
    expect(jobs.jobs.length).toBeGreaterThanOrEqual(10);
    JobResponseSchema.parse(await json(`/jobs/${jobs.jobs[0]!.id}`));
    const news = PathLookupSchema.parse(await json('/paths?path=/news/'));
    expect(news.redirect).toBeNull();
    expect(news.route?.path).toBe('/news/');
    expect(PathLookupSchema.parse(await json('/paths?path=/news/old-story/')).redirect?.to).toBe('/news/');
    expect(PathLookupSchema.parse(await json('/paths?path=/nothing/'))).toEqual({ redirect: null, route: null });
    const draft = await fetch(`${CMS}/nodes?preview_id=1001&post_type=post&t=1`);
    expect(draft.status).toBe(401);
  });
});

describe('the site boundary', () => {
  it('rejects a malformed path lookup with a logged, clear error and the generic error page', async () => {
    await cms.faults({ paths: ['/paths', '/site'], malformed: true });
    const response = await get('/a-page-never-seen-before-1/');
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain('An unexpected error occurred');
    expect(response.headers.get('server-timing')).toBeTruthy();
  });

  it('rejects schema-invalid data', async () => {
    await cms.faults({ paths: ['/paths', '/site'], invalid: true });
    const response = await get('/a-page-never-seen-before-2/');
    expect(response.status).toBe(503);
    await response.body?.cancel();
  });

  it('skips unknown node types and renders the rest of the page', async () => {
    await cms.faults({ unknownNode: true, paths: ['/nodes'] });
    const response = await get('/imagine/');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain('hologram');
    expect(body).toContain('<h1');
  });
});
