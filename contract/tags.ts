/**
 * The names a publish uses to say what changed, shared by the CMS (which
 * sends them in its purge webhook) and the site (which can key cache entries
 * by the same names and invalidate only those). A purge body is
 * `{ "paths": [...], "tags": [...] }`: `paths` are site paths to refresh as
 * URLs, `tags` name the cached answers behind them; `{ "everything": true }` asks for everything.
 *
 * | tag | what carries it |
 * |---|---|
 * | `page:{path}` | the page at the path: its nodes and its rendered page |
 * | `lookup:{path}` | the path lookup answer (`/paths?path=`), which holds the route entry (title, meta) |
 * | `list:news` | every news list: the news index and its pages, the `/news` answers, and pages that embed a news list |
 * | `list:home` | the home page's latest-news list |
 * | `news-brand:{slug}` | a brand's news lists (`/news/topgear/`, by type, their pages and feeds) and the `/news?brand=` answers |
 * | `list:routes` | the paged route listing (`/route-list`) |
 * | `jobs` | the jobs list (`/jobs`, and pages that embed a jobs list) |
 * | `job:{id}` | one job (`/jobs/{id}` and its page) |
 * | `seo:sitemap` | the sitemap index and its children |
 * | `seo:news-sitemap` | the Google News sitemap |
 * | `seo:feed` | the RSS feed |
 * | `seo:robots` | robots.txt |
 * | `site` | settings and menus (`/site`) |
 * | `pattern:{id}` | pages drawing a synced pattern (a WordPress `wp_block`, by id; the nodes' `patterns`) |
 * @module
 */
import * as z from 'zod/mini';
import { lazy } from './lazy';
import { BRAND_SLUG_PATTERN, JOB_ID_PATTERN } from './slugs';

export const LIST_NEWS_TAG = 'list:news';
export const LIST_HOME_TAG = 'list:home';
export const LIST_ROUTES_TAG = 'list:routes';
export const JOBS_TAG = 'jobs';
export const SITEMAP_TAG = 'seo:sitemap';
export const NEWS_SITEMAP_TAG = 'seo:news-sitemap';
export const FEED_TAG = 'seo:feed';
export const ROBOTS_TAG = 'seo:robots';
export const SITE_TAG = 'site';

export const FIXED_TAGS = [
  LIST_NEWS_TAG,
  LIST_HOME_TAG,
  LIST_ROUTES_TAG,
  JOBS_TAG,
  SITEMAP_TAG,
  NEWS_SITEMAP_TAG,
  FEED_TAG,
  ROBOTS_TAG,
  SITE_TAG,
] as const;

/** A path a purge may name, alone or in a `page:`/`lookup:` tag: plain segments, at most PURGE_PATH_MAX long. */
export const SITE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*(?:[A-Za-z0-9._~-]+)?$/;
export const PURGE_PATH_MAX = 512;
export const PURGE_TAG_MAX = 600;
/** Paths or tags one purge body may name; a sender with more purges everything instead. */
export const PURGE_MAX_ENTRIES = 1000;

export function pageTag(path: string): string {
  return `page:${path}`;
}

export function lookupTag(path: string): string {
  return `lookup:${path}`;
}

export function jobTag(id: string): string {
  return `job:${id}`;
}

/** A brand's news lists and feeds, and the news list narrowed to it (a publish of an item naming the brand). */
export function brandNewsTag(slug: string): string {
  return `news-brand:${slug}`;
}

/** Pages drawing synced pattern `id` (a positive integer). */
export function patternTag(id: number): string {
  return `pattern:${id}`;
}

/** Whether a string is a tag of the vocabulary above. */
export function isTag(tag: string): boolean {
  if ((FIXED_TAGS as readonly string[]).includes(tag)) return true;
  const [kind, ...rest] = tag.split(':');
  const value = rest.join(':');
  if (kind === 'page' || kind === 'lookup') return SITE_PATH.test(value) && value.length <= PURGE_PATH_MAX;
  if (kind === 'job') return JOB_ID_PATTERN.test(value);
  if (kind === 'news-brand') return BRAND_SLUG_PATTERN.test(value);
  if (kind === 'pattern') return /^[1-9]\d{0,18}$/.test(value);
  return false;
}

/**
 * Body of the purge webhook: `{"paths": [...], "tags": [...]}` naming at least one path or tag (either list may be
 * left out), or `{"everything": true}`, the only body that purges everything. Nothing else is taken: no other key,
 * no empty list of names, no body that is not JSON, so a body can ask for everything only by saying so.
 * Built on first use: only a purge reads it, and every module the worker imports builds its top level at an
 * isolate's start (contract/lazy.ts).
 */
export const purgeBodySchema = lazy(() => {
  const path = z.string().check(z.regex(SITE_PATH), z.maxLength(PURGE_PATH_MAX));
  const tag = z.string().check(z.maxLength(PURGE_TAG_MAX), z.refine(isTag, { message: 'not a known cache tag' }));
  const named = z
    .strictObject({
      paths: z._default(z.array(path).check(z.maxLength(PURGE_MAX_ENTRIES)), []),
      tags: z._default(z.array(tag).check(z.maxLength(PURGE_MAX_ENTRIES)), []),
    })
    .check(z.refine((body) => body.paths.length + body.tags.length > 0, { message: 'names no path and no tag' }));
  return z.union([named, z.strictObject({ everything: z.literal(true) })]);
});

export type PurgeBody = z.infer<ReturnType<typeof purgeBodySchema>>;
/** A purge that names what changed (what a publish sends). */
export type NamedPurge = Extract<PurgeBody, { tags: string[] }>;
