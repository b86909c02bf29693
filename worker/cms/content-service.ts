/**
 * Typed reads of the content API through the cache layer. The request scope
 * builds one per request; a verified preview's service reads and writes no
 * cache at all. A CMS "not there" (404, 410) travels as a ContentAnswerError
 * carrying the CMS's own status message and message.
 *
 * Every call goes through the CMS's breaker (cms-breaker.ts). A page's reads
 * depend only on its path, so they may go out side by side: a path lookup the
 * isolate does not hold fresh starts the site frame with it, and the page's
 * nodes too when the isolate knows a page lives there (its lookup answered
 * with a route before, or the site's menus link it). A path it knows nothing
 * of waits for its answer first: a path where nothing lives (the bulk of
 * scanners' requests) costs one CMS call, never a nodes call as well.
 * @module
 */

import type { NewsCounts, NewsPage, PathLookup, RouteList } from '../../contract/api';
import { mediaBasesOf } from '../../contract/media-src';
import type { Job, Slots } from '../../contract/nodes';
import type { MenuLink, RouteEntry, Site } from '../../contract/route';
import { isValidPath } from '../../contract/routing/paths';
import type { SearchKind } from '../../contract/search';
import type { SearchAnswer } from '../../contract/search-answer';
import { slugOf } from '../../contract/slugs';
import { JOBS_TAG, LIST_NEWS_TAG, pageTag, patternTag } from '../../contract/tags';
import {
  type DataName,
  dataKey,
  dataKeyPrefix,
  dataNameText,
  dataTags,
  dataWindows,
  loadDeadlineMs,
  parseDataName,
} from '../cache/cache-policy';
import { defaultEdgeCache } from '../cache/edge-cache';
import { EDGE_LAYOUT, type EdgeParts } from '../cache/edge-objects';
import type { IsolateCaches } from '../cache/isolate-caches';
import type { BesideParts, Load, LoadResult } from '../cache/load-result';
import {
  CacheUnavailableError,
  ContentAnswerError,
  type Decode,
  type EntryPlace,
  type FaultReport,
  type PurgeLog,
  SwrCache,
} from '../cache/swr-cache';
import type { Config } from '../env';
import { type CmsKit as CmsKitModule, loadCmsKit } from '../load-cms-kit';
import type { RequestLog } from '../observability/request-log';
import type { StoredMarkup } from '../render/stored-markup';
import type { CmsBreaker } from './cms-breaker';
import { CmsClient, type CmsFailure, describeFailure } from './cms-client';

type CmsKit = typeof CmsKitModule;

/** The answers' schemas, node validation and the sanitiser, loaded on the first CMS read (load-cms-kit.ts says why). */
const cmsKit = loadCmsKit;

export interface ContentServiceOptions {
  preview: boolean;
  /** A timeline preview: every CMS call asks for the site at this moment, under its token (no cache is read). */
  timeline?: { at: number; token: string };
  waitUntil: (promise: Promise<unknown>) => void;
  cache?: () => Cache;
  report?: FaultReport;
  purges?: PurgeLog;
  /** Reload anything past its fresh window before using it: a rendered page made again reads current data. */
  revalidate?: boolean;
  /** What the isolate keeps for the cache layer (cache/isolate-caches.ts). */
  caches: IsolateCaches;
  /** The isolate's breaker for the configured CMS (isolate.breakers). */
  breaker: CmsBreaker;
  /** A page's drawn content markup, stored beside its nodes and taken from there (the isolate's renderer's). */
  markup?: StoredMarkup;
}

export class ContentService {
  private readonly cms: CmsClient;
  private readonly cache: SwrCache | null;
  private readonly breaker: CmsBreaker;
  private readonly caches: IsolateCaches;
  private readonly markup: StoredMarkup | undefined;

  constructor(
    private readonly config: Config,
    private readonly log: RequestLog,
    private readonly version: string,
    options: ContentServiceOptions,
  ) {
    this.breaker = options.breaker;
    this.caches = options.caches;
    this.markup = options.markup;
    const markup = options.markup;
    this.cms = new CmsClient(config, log, this.breaker, options.timeline);
    const breaker = this.breaker;
    const prefix = dataKeyPrefix(config.SITE_ORIGIN, version, EDGE_LAYOUT);
    this.cache = options.preview
      ? null
      : new SwrCache(options.caches, options.cache ?? defaultEdgeCache, dataWindows(config), options.waitUntil, {
          maxLoadMs: loadDeadlineMs(config),
          report: options.report,
          purges: options.purges,
          sourceUp: () => breaker.closed,
          revalidate: options.revalidate,
          placeOf: (key) => pagePlace(prefix, key, markup?.part),
        });
  }

  private sitePromise: Promise<Site> | undefined;
  private readonly lookups = new Map<string, Promise<PathLookup>>();
  private readonly nodeReads = new Map<string, Promise<Slots>>();

  /** Whether the CMS is taking calls (its breaker is closed). */
  get cmsUp(): boolean {
    return this.breaker.closed;
  }

  /**
   * When the oldest content this service has read dates from (ms), or undefined if it has read none: what a
   * page made from it dates from (SwrCache.datedAt).
   */
  datedAt(): number | undefined {
    return this.cache?.datedAt();
  }

  /** Settings and menus; one read per request however often it is asked for. */
  site(): Promise<Site> {
    // biome-ignore lint/suspicious/noAssignInExpressions: remember the one read of this request as it starts.
    return (this.sitePromise ??= this.read(
      SITE,
      async () => this.json(await this.cms.get('/site', {}, (await cmsKit()).SiteSchema)),
      (text) => JSON.parse(text) as Site,
    ));
  }

  /**
   * What lives at a path: a redirect, a route, or nothing. Answers ("nothing"
   * included) are cached per path, and asked once per request. A lookup the
   * isolate does not hold fresh starts the page's other reads beside it.
   */
  lookup(path: string): Promise<PathLookup> {
    let pending = this.lookups.get(path);
    if (!pending) {
      const name: DataName = { read: 'path', path };
      if (this.cache && this.cache.held(this.cacheKey(name), dataTags(name)) === undefined) this.startPageReads(path, this.cache);
      pending = this.read(
        name,
        async () => this.json(await this.cms.get('/paths', { path }, (await cmsKit()).PathLookupSchema)),
        (text) => JSON.parse(text) as PathLookup,
      );
      this.lookups.set(path, pending);
    }
    return pending;
  }

  /** Nodes of a page, read once per request. `path` tells pages apart whose last segments are equal (`/cookies/`, `/company-povs-advertising/cookies/`). */
  slots(slug: string, path: string): Promise<Slots> {
    let pending = this.nodeReads.get(path);
    if (!pending) {
      pending = this.read(
        { read: 'nodes', path },
        async () => {
          const kit = await cmsKit();
          const result = await this.cms.get('/nodes', { slug, path }, kit.NodesResponseSchema);
          if (!result.ok) return failureOf(result.error);
          const slots = this.cleanSlots(kit, result.value[slug] ?? {}, false);
          return { ok: true, value: JSON.stringify(slots), tags: listTagsOf(slots), beside: this.markupOf(slots) };
        },
        (text, object) => this.withMarkup(JSON.parse(text) as Slots, object),
      );
      this.nodeReads.set(path, pending);
    }
    return pending;
  }

  /**
   * The site frame, and the nodes of the page at `path` when a page is known to live there, started now (their
   * outcome is taken when they are asked for): a page needs both, and neither waits for the path lookup.
   */
  private startPageReads(path: string, cache: SwrCache): void {
    const ignore = () => undefined;
    this.site().catch(ignore);
    if (path.endsWith('/') && isValidPath(path) && this.knownPage(path, cache)) this.slots(slugOf(path), path).catch(ignore);
  }

  /**
   * Whether the isolate knows a page lives at `path` without asking: its memory still holds the path's answer,
   * of any age or purged, and it named a route; or the site frame it holds fresh links the path from a menu.
   */
  private knownPage(path: string, cache: SwrCache): boolean {
    // The memory's entry as the cache layer keeps it (swr-cache.ts): a decoded value, or a "not there" answer.
    const remembered = this.caches.memory.recall<{ value?: PathLookup }>(this.cacheKey({ read: 'path', path }));
    if (remembered) return Boolean(remembered.value?.route);
    const site = cache.held<Site>(this.cacheKey(SITE), dataTags(SITE));
    return site !== undefined && inMenus(site, path);
  }

  /** The slots' drawn markup, made when their object is written, to be stored beside them. */
  private markupOf(slots: Slots): BesideParts | undefined {
    const { markup } = this;
    if (!markup) return undefined;
    return async () => {
      const text = await markup.draw(slots);
      return new Map(text === null ? [] : [[markup.part, text]]);
    };
  }

  /**
   * Slots read from their Cache API object, their nodes given the markup stored beside them: only markup written
   * with these very nodes (the same store time: one write), and of this build (its part's name).
   */
  private withMarkup(slots: Slots, object: EdgeParts | undefined): Slots {
    const stored = this.markup && object?.get(this.markup.part);
    if (stored && !stored.answer && stored.storedAt === object?.get('nodes')?.storedAt) this.markup!.adopt(slots, stored.text);
    return slots;
  }

  /** The page's nodes when the isolate holds them fresh, at once; undefined otherwise (then `slots`). */
  slotsHeld(path: string): Slots | undefined {
    if (!this.cache) return undefined;
    const name: DataName = { read: 'nodes', path };
    const slots = this.cache.held<Slots>(this.cacheKey(name), dataTags(name));
    if (slots) this.log.cache('hit');
    return slots;
  }

  /** A job by id; a job the CMS does not have is a ContentAnswerError with the CMS's own status message and message. */
  async job(id: string): Promise<Job> {
    return this.read(
      { read: 'job', id },
      async () => {
        const kit = await cmsKit();
        const result = await this.cms.get(`/jobs/${encodeURIComponent(id)}`, {}, kit.JobResponseSchema);
        return result.ok
          ? { ok: true, value: JSON.stringify(kit.sanitizeJob(result.value.job, mediaBasesOf(this.config))) }
          : failureOf(result.error);
      },
      (text) => JSON.parse(text) as Job,
    );
  }

  /** A draft for an editor, never cached: this method bypasses the cache layer by construction. */
  async preview(params: {
    id: string;
    postType: string;
    parentPostType: string;
    token: string;
  }): Promise<{ slots: Slots; title: string | null; publishedPath: string | null; route: RouteEntry | null }> {
    const kit = await cmsKit();
    const result = await this.cms.get(
      '/nodes',
      {
        preview_id: params.id,
        post_type: params.postType,
        parent_post_type: params.parentPostType,
        t: String(Math.floor(Date.now() / 1000)),
      },
      kit.PreviewNodesResponseSchema,
      { headers: { authorization: `Bearer ${params.token}` } },
    );
    if (!result.ok) {
      const failure = failureOf(result.error);
      throw failure.answer ? new ContentAnswerError(failure.answer) : new CacheUnavailableError(failure.error);
    }
    const { draft, ...byId } = result.value;
    return {
      slots: this.cleanSlots(kit, byId[params.id] ?? {}, true),
      title: draft?.title ?? null,
      publishedPath: draft?.published_path ?? null,
      route: draft?.route ?? null,
    };
  }

  /** Nodes parsed and sanitised; a published page's without any the CMS marks hidden from readers (a draft's keep them). */
  private cleanSlots(kit: CmsKit, raw: Record<string, unknown[]>, preview: boolean): Slots {
    const { slots, skipped } = kit.parseSlots(raw);
    for (const node of skipped) {
      this.log.error(`skipped node ${node.type} in slot ${node.slot}[${node.index}]: ${node.reason}`);
    }
    if (!preview) for (const name of Object.keys(slots)) slots[name] = slots[name]!.filter((node) => !node.hiddenFromReaders);
    return kit.sanitizeSlots(slots, mediaBasesOf(this.config));
  }

  private json<T>(result: { ok: true; value: T } | { ok: false; error: CmsFailure }): LoadResult<string> {
    return result.ok ? { ok: true, value: JSON.stringify(result.value) } : failureOf(result.error);
  }

  private cacheKey(name: DataName): string {
    return dataKey(this.config.SITE_ORIGIN, this.version, EDGE_LAYOUT, name);
  }

  private async read<T>(name: DataName, load: Load, decode: Decode<T>, tags: readonly string[] = dataTags(name)): Promise<T> {
    if (!this.cache) {
      this.log.cache('bypass');
      const result = await load(false);
      // As a cached read with no copy left: a CMS that failed (or whose breaker refused the call) is the 503.
      if (!result.ok) throw result.answer ? new ContentAnswerError(result.answer) : new CacheUnavailableError(result.error);
      return decode(result.value);
    }
    const { value, state } = await this.cache.read(this.cacheKey(name), load, decode, tags);
    this.log.cache(state);
    return value;
  }

  /**
   * One page of the route listing (`GET /route-list`), for the sitemaps and
   * robots.txt: cached per page, so no reader ever holds the whole table. The
   * isolate's memory keeps each page as its JSON text (about 110 KB, counted
   * exactly) and it is parsed on use: a crawl of every sitemap child must not
   * fill the isolate with 100,000 decoded entries.
   */
  async routeList(page: number, limit: number, options: { internal?: boolean } = {}): Promise<RouteList> {
    const params: Record<string, string> = { page: String(page), limit: String(limit) };
    if (options.internal) params.internal = 'true';
    const text = await this.read(
      { read: 'route-list', internal: options.internal === true, page, limit },
      async () => this.json(await this.cms.get('/route-list', params, (await cmsKit()).RouteListSchema)),
      (stored) => stored,
    );
    return JSON.parse(text) as RouteList;
  }

  /**
   * One page of search results (`GET /search`) for a normalised query (contract/search.ts): cached per query,
   * kind and cursor with the data windows, so a query costs the CMS one call however many ask at once. Tagged
   * with the lists and with each result's page, so a publish that changes what a search shows refreshes it.
   */
  search(query: string, kind: SearchKind | null, cursor: string | null): Promise<SearchAnswer> {
    const params: Record<string, string> = { q: query };
    if (kind) params.kind = kind;
    if (cursor) params.cursor = cursor;
    return this.read(
      { read: 'search', kind, cursor, query },
      async () => {
        const result = await this.cms.get('/search', params, (await cmsKit()).SearchAnswerSchema, { failsAlone: true });
        if (!result.ok) return failureOf(result.error);
        return { ok: true, value: JSON.stringify(result.value), tags: result.value.results.map((item) => pageTag(item.path)) };
      },
      (text) => JSON.parse(text) as SearchAnswer,
    );
  }

  /**
   * One page of the news list (`GET /news`), newest first, for the feeds, the news sitemap and the brand lists;
   * narrowed to a brand's items and a type's (contract/routing/news-lists.ts) when `filter` names them.
   */
  newsPage(page: number, limit: number, filter: { brand?: string; type?: string } = {}): Promise<NewsPage> {
    const params: Record<string, string> = { page: String(page), limit: String(limit) };
    if (filter.brand) params.brand = filter.brand;
    if (filter.type) params.type = filter.type;
    return this.read(
      { read: 'news', page, limit, ...(filter.brand ? { brand: filter.brand } : {}), ...(filter.type ? { type: filter.type } : {}) },
      async () => this.json(await this.cms.get('/news', params, (await cmsKit()).NewsPageSchema)),
      (text) => JSON.parse(text) as NewsPage,
    );
  }

  /** How many stories the news holds, of each type and brand (`GET /news/counts`): the news lists' filter lines. */
  newsCounts(): Promise<NewsCounts> {
    return this.read(
      { read: 'news-counts' },
      async () => this.json(await this.cms.get('/news/counts', {}, (await cmsKit()).NewsCountsSchema)),
      (text) => JSON.parse(text) as NewsCounts,
    );
  }
}

const SITE: DataName = { read: 'site' };

/**
 * Whether a link of the site's menus that may lead to a page of its own (social links lead elsewhere) leads to
 * `path`: asked on every first sight of a path, so the menus are walked, not copied into one list.
 */
function inMenus(site: Site, path: string): boolean {
  const { header, footer, legal } = site.menus;
  const leads = (link: MenuLink) => link.href === path;
  return header.some(leads) || legal.some(leads) || footer.some((group) => group.links.some(leads));
}

/**
 * The lists a page's nodes embed and the synced patterns they are drawn from: a publish that changes a list or a
 * pattern reaches every page that shows it.
 */
export function listTagsOf(slots: Slots): string[] {
  const tags = new Set<string>();
  for (const nodes of Object.values(slots)) {
    for (const node of nodes) {
      if (node.type === 'news-list' || node.type === 'news-filters') tags.add(LIST_NEWS_TAG);
      if (node.type === 'jobs-list') tags.add(JOBS_TAG);
      for (const id of node.patterns ?? []) tags.add(patternTag(id));
    }
  }
  return [...tags];
}

/**
 * A page's path answer, nodes and their drawn markup share one Cache API object (`page/<path>`): the first sight
 * of a page needs them all, and one Cache API read costs about as much as the rest of its render.
 */
function pagePlace(prefix: string, key: string, markupPart: string | undefined): EntryPlace | undefined {
  const name = key.startsWith(prefix) ? parseDataName(key.slice(prefix.length)) : undefined;
  if (name?.read !== 'path' && name?.read !== 'nodes') return undefined;
  const sibling = name.read === 'path' ? 'nodes' : 'path';
  const siblings = [{ key: prefix + dataNameText({ read: sibling, path: name.path }), part: sibling }];
  // The nodes' drawn markup is kept with them when the path answer is stored alone; nodes stored alone bring
  // their own (object-writes.ts), and no load has its key.
  if (markupPart && name.read === 'path') siblings.push({ key: `${prefix}${markupPart}${name.path}`, part: markupPart });
  return { object: `${prefix}page${name.path}`, part: name.read, siblings };
}

/** CMS statuses that are answers about the item, not failures of the CMS. */
const ANSWER_STATUSES = new Set([404, 410]);

function failureOf(error: CmsFailure): { ok: false; error: string; answer?: { status: number; statusMessage: string; message: string } } {
  if (error.kind === 'status' && ANSWER_STATUSES.has(error.status)) {
    return {
      ok: false,
      error: describeFailure(error),
      answer: { status: error.status, statusMessage: error.statusMessage, message: error.message },
    };
  }
  return { ok: false, error: describeFailure(error) };
}
