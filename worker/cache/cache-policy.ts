/**
 * The site's cache policy, in one module: for any response, the key it is
 * kept under, its fresh, stale and error windows, whether it may be stored,
 * and what the edge is told (its headers and purge tags). The windows come
 * from the worker's config (`CACHE_*_SECONDS`, env.ts) and are read here
 * only; the layers that apply them (swr-cache.ts, page/cache.ts, the
 * middleware) hold no policy of their own.
 *
 * Jobs close at London's midnight (contract/london-day.ts, decision 012), and
 * any page may list jobs, so nothing a page shows outlives the London day it
 * was made on: the page key names the day, and the edge's windows end at the
 * next midnight.
 * @module
 */

import { londonDate, nextLondonMidnight } from '../../contract/london-day';
import { oldPostIdOf } from '../../contract/old-post-id';
import { filterSlugsOf, JOBS_PATH, jobKeywordOf } from '../../contract/routing/job-filter';
import { brandNewsListOfFeed, narrowedNewsPageOf } from '../../contract/routing/news-lists';
import { jobIdOf } from '../../contract/routing/paths';
import { previewRequestOf } from '../../contract/routing/preview-handoff';
import { PREVIEW_PATH } from '../../contract/routing/preview-request';
import { SEARCH_KINDS, type SearchKind } from '../../contract/search';
import { SEARCH_PATH } from '../../contract/search-limits';
import {
  brandNewsTag,
  FEED_TAG,
  JOBS_TAG,
  jobTag,
  LIST_NEWS_TAG,
  LIST_ROUTES_TAG,
  lookupTag,
  NEWS_SITEMAP_TAG,
  pageTag,
  ROBOTS_TAG,
  SITE_TAG,
  SITEMAP_TAG,
} from '../../contract/tags';
import { build } from '../builds';
import type { Config } from '../env';
import { withSecurityHeaders } from '../middleware/security-headers';
import { CACHE_CONTROL } from './cache-control';

export interface CacheWindows {
  fresh: number;
  stale: number;
  error: number;
}

type WindowConfig = Pick<Config, 'CACHE_FRESH_SECONDS' | 'CACHE_STALE_SECONDS' | 'CACHE_ERROR_SECONDS'>;

// ---------------------------------------------------------------------------
// Windows (seconds)
// ---------------------------------------------------------------------------

/** Content from the CMS: fresh, then served stale while it reloads, then kept for when the CMS fails. */
export function dataWindows(config: WindowConfig): CacheWindows {
  return { fresh: config.CACHE_FRESH_SECONDS, stale: config.CACHE_STALE_SECONDS, error: config.CACHE_ERROR_SECONDS };
}

/**
 * Rendered pages: the data's fresh and stale windows, no error window. A page past them is rendered again, from
 * data that may itself be served for errors.
 */
export function pageWindows(config: WindowConfig): CacheWindows {
  return { fresh: config.CACHE_FRESH_SECONDS, stale: config.CACHE_STALE_SECONDS, error: 0 };
}

/** The longest a load may take (ms): the CMS timeout once per attempt (one retry), plus a margin. */
export function loadDeadlineMs(config: Pick<Config, 'CMS_TIMEOUT_MS'>): number {
  return config.CMS_TIMEOUT_MS * 2 + 1000;
}

/** How long the purge log keeps a tag (ms): longer than any entry it could outdate is of use. */
export function purgeLogKeepMs(config: WindowConfig): number {
  return (config.CACHE_FRESH_SECONDS + config.CACHE_STALE_SECONDS + 60) * 1000;
}

// ---------------------------------------------------------------------------
// Who may store what
// ---------------------------------------------------------------------------

/** What decides whether a request may use the page cache. */
export interface PageCacheQuestion {
  verifiedPreview: boolean;
  path: string;
  rawSearch: string;
  search: () => URLSearchParams;
}

/**
 * The one answer to "may this request be answered from, and stored in, the page cache": not a verified preview,
 * not with the cache switched off, not in `npm run dev` (its documents link the dev server); not the search page,
 * which varies by its query (page keys leave queries out: it is made each time, from cached answers), nor a jobs
 * list narrowed by a keyword (`/jobs/?q=…`, the same); not an old
 * `/?p=<id>` address (answered from its id's cached path lookup) nor a preview hand-off, both of which redirect.
 * Whether what renders is then kept is storesPage's answer.
 */
export function usesPageCache(config: Pick<Config, 'RENDERED_PAGE_CACHE' | 'DEV_CLIENT_ORIGIN'>, ask: PageCacheQuestion): boolean {
  if (ask.verifiedPreview || config.RENDERED_PAGE_CACHE === 'off' || config.DEV_CLIENT_ORIGIN) return false;
  if (ask.path === SEARCH_PATH) return false;
  if (ask.rawSearch === '') return true;
  const search = ask.search();
  if (ask.path.startsWith(JOBS_PATH) && jobKeywordOf(search) !== null) return false;
  return !(ask.path === '/' && oldPostIdOf(search) !== null) && !previewRequestOf(search);
}

/** Whether a rendered page may be stored: a complete public 200 (its content loaded, not a draft). */
export function storesPage(status: number, draft: boolean, complete: boolean): boolean {
  return status === 200 && !draft && complete;
}

// ---------------------------------------------------------------------------
// Keys
// ---------------------------------------------------------------------------

/**
 * A rendered page's key: canonical path, content version, build, London's day at `now` and the crawler/person
 * variant. Nothing else in the request changes what renders (the query does not), so query variations share it.
 */
export function pageKey(origin: string, version: string, isBot: boolean, path: string, now: number): string {
  return `${origin}/__page/v${version}/${build.id}/${londonDate(now)}/${isBot ? 'bot' : 'person'}${path}`;
}

/**
 * A CMS answer's key: content version and `layout` (the stored objects' format: edge-objects.ts `EDGE_LAYOUT`)
 * before the content service's name for it (dataNameText).
 */
export function dataKey(origin: string, version: string, layout: string, name: DataName): string {
  return dataKeyPrefix(origin, version, layout) + dataNameText(name);
}

/** What every CMS answer's key of one content version and layout starts with. */
export function dataKeyPrefix(origin: string, version: string, layout: string): string {
  return `${origin}/__cache/v${version}/${layout}/`;
}

/** What a CMS answer is kept as: the content service's reads, one name each. */
export type DataName =
  | { read: 'site' }
  | { read: 'path' | 'nodes'; path: string }
  | { read: 'job'; id: string }
  | { read: 'route-list'; internal: boolean; page: number; limit: number }
  | { read: 'news'; page: number; limit: number; brand?: string; type?: string }
  | { read: 'news-counts' }
  | { read: 'search'; kind: SearchKind | null; cursor: string | null; query: string };

/** A name as a key spells it: `site`, `path/x/`, `nodes/x/`, `job/<id>`, `news/<page>/<limit>`, … */
export function dataNameText(name: DataName): string {
  switch (name.read) {
    case 'site':
      return 'site';
    case 'path':
    case 'nodes':
      return `${name.read}${name.path}`;
    case 'job':
      return `job/${name.id}`;
    case 'route-list':
      return `route-list/${name.internal ? 'internal/' : ''}${name.page}/${name.limit}`;
    case 'news':
      return `news/${name.page}/${name.limit}${name.brand || name.type ? `/${name.brand ?? 'all'}/${name.type ?? 'all'}` : ''}`;
    case 'news-counts':
      return 'news-counts';
    case 'search':
      return `search/${name.kind ?? 'all'}/${name.cursor ?? 'first'}/${encodeURIComponent(name.query)}`;
  }
}

/** The one way back from a key's spelling to the name (dataNameText's inverse); undefined for any other text. */
export function parseDataName(text: string): DataName | undefined {
  const [read = '', ...rest] = text.split('/');
  // Every read of the cache layer asks this (content-service.ts `pagePlace`): numbers only for the names that hold them.
  const numbers = () => rest.map(Number);
  switch (read) {
    case 'site':
    case 'news-counts':
      return rest.length === 0 ? { read } : undefined;
    case 'path':
    case 'nodes':
      return rest.length > 0 ? { read, path: text.slice(read.length) } : undefined;
    case 'job':
      return { read, id: rest.join('/') };
    case 'route-list': {
      const internal = rest[0] === 'internal';
      const [page = Number.NaN, limit = Number.NaN] = numbers().slice(internal ? 1 : 0);
      return { read, internal, page, limit };
    }
    case 'news': {
      const [brand, type] = rest.slice(2);
      const [page = Number.NaN, limit = Number.NaN] = numbers();
      return {
        read,
        page,
        limit,
        ...(brand && brand !== 'all' ? { brand } : {}),
        ...(type && type !== 'all' ? { type } : {}),
      };
    }
    case 'search': {
      const kind = SEARCH_KINDS.find((known) => known === rest[0]) ?? null;
      const cursor = rest.slice(1, -1).join('/');
      return { read, kind, cursor: cursor === 'first' ? null : cursor, query: decodeURIComponent(rest.at(-1) ?? '') };
    }
  }
  return undefined;
}

/** A checked media file's key: the content version, so a purge of everything reaches it. */
export function mediaKey(origin: string, path: string, version: string): string {
  return `${origin}${path}?content-version=${encodeURIComponent(version)}`;
}

// ---------------------------------------------------------------------------
// Purge tags (contract/tags.ts)
// ---------------------------------------------------------------------------

/**
 * What a rendered page shows: its own content and route, the site frame, for a job page the job, for a
 * filter of the jobs list (`/jobs/team/editorial/`) the jobs page it is made from, and for a narrowed news list, a
 * page of it or a brand's feed (`/news/press-releases/page-2/`, `/news/topgear/feed.xml`) the list page it is made
 * from and the news (`list:news`, which any news publish names), with the brand's news for a brand's.
 */
export function pageTags(path: string): string[] {
  const jobId = jobIdOf(path);
  const filtered = filterSlugsOf(path) !== null;
  const narrowed = brandNewsListOfFeed(path) ?? narrowedNewsPageOf(path);
  const list = narrowed?.list;
  const tags = [
    pageTag(path),
    lookupTag(path),
    SITE_TAG,
    ...(jobId ? [JOBS_TAG, jobTag(jobId)] : []),
    ...(filtered ? [JOBS_TAG, pageTag(JOBS_PATH), lookupTag(JOBS_PATH)] : []),
    ...(list ? [pageTag(list), lookupTag(list), LIST_NEWS_TAG] : []),
    ...(narrowed?.brand ? [brandNewsTag(narrowed.brand)] : []),
  ];
  return [...new Set(tags)];
}

/** The tags a CMS answer carries, by what it is. */
export function dataTags(name: DataName): string[] {
  switch (name.read) {
    case 'site':
      return [SITE_TAG];
    case 'path':
      return [lookupTag(name.path)];
    case 'nodes':
      return [pageTag(name.path)];
    case 'job':
      return [JOBS_TAG, jobTag(name.id)];
    case 'route-list':
      return [LIST_ROUTES_TAG, SITEMAP_TAG, ROBOTS_TAG];
    case 'news':
      return [LIST_NEWS_TAG, NEWS_SITEMAP_TAG, FEED_TAG, ...(name.brand ? [brandNewsTag(name.brand)] : [])];
    case 'news-counts':
      // Any news publish may change a count: every one names the news list.
      return [LIST_NEWS_TAG];
    case 'search':
      // Any publish, unpublish or job change may add or take away a result.
      return [LIST_ROUTES_TAG, LIST_NEWS_TAG, JOBS_TAG];
  }
}

/**
 * The tags the edge keeps a public page (or data answer) under. A response does not say which lists or synced
 * patterns it shows, so every page carries them all: a news, jobs or pattern publish purges every page from the
 * edge (re-rendered from the warm data cache), never leaving one out of date.
 */
export function edgeTags(path: string): string[] {
  return [...new Set([...pageTags(path), LIST_NEWS_TAG, JOBS_TAG, EDGE_PATTERN_TAG])];
}

/** What every edge page carries for the synced patterns it may draw: the edge cannot tell which page draws which. */
const EDGE_PATTERN_TAG = 'pattern:*';

/** A purge's tags as the edge holds them (edgeTags): any pattern's tag is the one every edge page carries. */
export function edgePurgeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => (tag.startsWith('pattern:') ? EDGE_PATTERN_TAG : tag)))];
}

/**
 * The tags the edge keeps a media file under (as its own Cache-Control says: a year): its path's, the tag a purge
 * naming the file carries, as this location's copy has (media/media-cache.ts).
 */
export function edgeMediaTags(path: string): string[] {
  return [pageTag(path)];
}

// ---------------------------------------------------------------------------
// The edge (Workers Cache, when WORKERS_CACHE is on)
// ---------------------------------------------------------------------------

const EDGE_PUBLIC = new Set<string>([CACHE_CONTROL.page, CACHE_CONTROL.data]);
const EDGE_AS_IS = new Set<string>([CACHE_CONTROL.media]);

/**
 * What the edge does with a response: keeps it as its own Cache-Control says (immutable media), keeps it for our
 * windows (a complete public page or data answer, while the CMS answers: a page made while it fails may show data
 * kept for errors), or not at all.
 */
export function edgeVerdict(response: {
  method: string;
  status: number;
  cacheControl: string;
  setsCookie: boolean;
  path: string;
  publicRequest: boolean;
  cmsUp: boolean;
}): 'as-is' | 'keep' | 'no-store' {
  if (EDGE_AS_IS.has(response.cacheControl)) return 'as-is';
  const keep =
    (response.method === 'GET' || response.method === 'HEAD') &&
    response.status === 200 &&
    EDGE_PUBLIC.has(response.cacheControl) &&
    !response.setsCookie &&
    response.path !== PREVIEW_PATH &&
    response.publicRequest &&
    response.cmsUp;
  return keep ? 'keep' : 'no-store';
}

/**
 * The edge's windows for a public page, each ending by London's next midnight at the latest (`midnight`, the
 * default worked out from `now`).
 */
export function edgePageCacheControl(windows: CacheWindows, now: number, midnight = nextLondonMidnight(now)): string {
  const left = Math.max(0, Math.floor((midnight - now) / 1000));
  const cap = (seconds: number) => Math.min(seconds, left);
  return `max-age=${cap(windows.fresh)}, stale-while-revalidate=${cap(windows.stale)}, stale-if-error=${cap(windows.error)}`;
}

// ---------------------------------------------------------------------------
// A page's own headers, by what it is (security headers included: made once per isolate)
// ---------------------------------------------------------------------------

export const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' } as const;

/**
 * A public page's headers. Pages from the page cache may go out gzip-compressed (page/encoding.ts), so every page
 * varies by Accept-Encoding.
 */
export const PAGE_HEADERS = withSecurityHeaders({ ...HTML_HEADERS, 'cache-control': CACHE_CONTROL.page, vary: 'accept-encoding' });
/**
 * A page whose content could not be loaded (an empty body after a nodes failure, or an error view finishing a
 * document): no browser or shared cache may keep it.
 */
export const PAGE_UNCACHED_HEADERS = withSecurityHeaders({
  ...HTML_HEADERS,
  'cache-control': CACHE_CONTROL.private,
  vary: 'accept-encoding',
});
/**
 * A page streamed before its content arrived: when the headers go, nobody knows whether the content will load,
 * so a browser may keep the page but must ask again before showing it (`no-cache`; unlike `no-store`, it does
 * not keep the page out of the back/forward cache). A later request is answered complete from the page cache.
 */
export const PAGE_STREAM_HEADERS = withSecurityHeaders({ ...HTML_HEADERS, 'cache-control': 'no-cache', vary: 'accept-encoding' });
/** PAGE_HEADERS for a page's gzip bytes. */
export const PAGE_GZIP_HEADERS = withSecurityHeaders({
  ...HTML_HEADERS,
  'cache-control': CACHE_CONTROL.page,
  vary: 'accept-encoding',
  'content-encoding': 'gzip',
});
