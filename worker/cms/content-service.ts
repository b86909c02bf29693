/**
 * Typed reads of the content API through the cache layer. Previews are decided
 * here, once: a preview service reads and writes no cache at all.
 * @module
 */
import { JobResponseSchema, PathLookupSchema, type PathLookup } from '../../app/content/api';
import { NodesResponseSchema, type Job, type Slots } from '../../app/content/nodes';
import { parseSlots } from '../../app/content/parse-nodes';
import { RouteTableSchema, SiteSchema, type RouteEntry, type Site } from '../../app/content/route';
import type { Config } from '../env';
import type { RequestLog } from '../observability/request-log';
import { CmsClient, describeFailure, type CmsFailure } from './cms-client';
import { mediaBasesOf } from './media-src';
import { sanitizeJob, sanitizeSlots } from './sanitize-slots';
import { cacheSettings, SwrCache, type LoadResult } from './swr-cache';

/** A CMS answer that is a real "no" (404 for a job), as opposed to an outage. */
export class CmsStatusError extends Error {
  constructor(readonly failure: Extract<CmsFailure, { kind: 'status' }>) {
    super(failure.message);
  }
}

export class ContentService {
  private readonly cms: CmsClient;
  private readonly cache: SwrCache | null;

  constructor(
    private readonly config: Config,
    private readonly log: RequestLog,
    private readonly version: string,
    options: { preview: boolean; waitUntil: (promise: Promise<unknown>) => void },
  ) {
    this.cms = new CmsClient(config, log);
    const { windows, maxLoadMs } = cacheSettings(config);
    this.cache = options.preview ? null : new SwrCache(caches.default, windows, options.waitUntil, Date.now, maxLoadMs);
  }

  private sitePromise: Promise<Site> | undefined;
  private readonly lookups = new Map<string, Promise<PathLookup>>();

  /** Settings and menus; one read per request however often it is asked for. */
  site(): Promise<Site> {
    return (this.sitePromise ??= this.read('site', async () => this.json(await this.cms.get('/site', {}, SiteSchema)),
      (text) => JSON.parse(text) as Site));
  }

  /**
   * What lives at a path: a redirect, a route, or nothing. Answers ("nothing"
   * included) are cached per path, and asked once per request.
   */
  lookup(path: string): Promise<PathLookup> {
    let pending = this.lookups.get(path);
    if (!pending) {
      pending = this.read(`path${path}`, async () => this.json(await this.cms.get('/paths', { path }, PathLookupSchema)),
        (text) => JSON.parse(text) as PathLookup);
      this.lookups.set(path, pending);
    }
    return pending;
  }

  /** The whole route table, for sitemaps, robots.txt and the feed. */
  async routes(): Promise<RouteEntry[]> {
    return this.read('routes', async () => this.json(await this.cms.get('/routes', {}, RouteTableSchema)),
      (text) => (JSON.parse(text) as { routes: RouteEntry[] }).routes);
  }

  /** Nodes of a page. `path` tells pages apart whose last segments are equal (`/cookies/`, `/company-povs-advertising/cookies/`). */
  async slots(slug: string, path: string): Promise<Slots> {
    return this.read(`nodes${path}`, async () => {
      const result = await this.cms.get('/nodes', { slug, path }, NodesResponseSchema);
      if (!result.ok) return { ok: false, error: describeFailure(result.error) };
      return { ok: true, value: JSON.stringify(this.cleanSlots(result.value[slug] ?? {})) };
    }, (text) => JSON.parse(text) as Slots);
  }

  /** A job by id; a CMS "not found" is a CmsStatusError carrying the CMS's own status message and message. */
  async job(id: string): Promise<Job> {
    let refusal: CmsStatusError | undefined;
    const value = await this.read(`job/${id}`, async () => {
      const result = await this.cms.get(`/jobs/${encodeURIComponent(id)}`, {}, JobResponseSchema);
      if (!result.ok && result.error.kind === 'status' && result.error.status < 500) refusal = new CmsStatusError(result.error);
      if (!result.ok) return { ok: false, error: describeFailure(result.error) };
      return { ok: true, value: JSON.stringify(sanitizeJob(result.value.job, mediaBasesOf(this.config))) };
    }, (text) => JSON.parse(text) as Job).catch((error: unknown) => {
      throw refusal ?? error;
    });
    return value;
  }

  /** Draft nodes for an editor (never cached: this method bypasses the cache layer by construction). */
  async previewSlots(params: { id: string; postType: string; parentPostType: string; token: string }): Promise<Slots> {
    const result = await this.cms.get('/nodes', {
      preview_id: params.id,
      post_type: params.postType,
      parent_post_type: params.parentPostType,
      t: String(Math.floor(Date.now() / 1000)),
    }, NodesResponseSchema, { headers: { authorization: `Bearer ${params.token}` } });
    if (!result.ok) {
      if (result.error.kind === 'status') throw new CmsStatusError(result.error);
      throw new Error(describeFailure(result.error));
    }
    return this.cleanSlots(result.value[params.id] ?? {});
  }

  private cleanSlots(raw: Record<string, unknown[]>): Slots {
    const { slots, skipped } = parseSlots(raw);
    for (const node of skipped) {
      this.log.error(`skipped node ${node.type} in slot ${node.slot}[${node.index}]: ${node.reason}`);
    }
    return sanitizeSlots(slots, mediaBasesOf(this.config));
  }

  private json<T>(result: { ok: true; value: T } | { ok: false; error: CmsFailure }): LoadResult<string> {
    return result.ok ? { ok: true, value: JSON.stringify(result.value) } : { ok: false, error: describeFailure(result.error) };
  }

  private async read<T>(key: string, load: () => Promise<LoadResult<string>>, decode: (text: string) => T): Promise<T> {
    if (!this.cache) {
      this.log.cache('bypass');
      const result = await load();
      if (!result.ok) throw new Error(result.error);
      return decode(result.value);
    }
    const cacheKey = `${this.config.SITE_ORIGIN}/__cache/v${this.version}/${key}`;
    const { value, state } = await this.cache.read(cacheKey, load, decode);
    this.log.cache(state);
    return value;
  }
}
