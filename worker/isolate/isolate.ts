/**
 * Everything an isolate remembers between requests, in one object made once
 * in worker/index.ts (a test makes its own, with a clock of its own) and
 * handed to every request on the context (`c.get('isolate')`). Nothing else
 * in worker/ keeps state at module level: what a module remembers, it keeps
 * in an object made here.
 * @module
 */

import { SharedLoads } from '../bindings/shared-loads';
import type { BuildInfo } from '../builds';
import { type IsolateCaches, isolateCaches } from '../cache/isolate-caches';
import { CmsBreakers } from '../cms/cms-breaker';
import { SiteStateMemo } from '../cms/site-state';
import { type Config, configOf } from '../env';
import { HttpError } from '../errors';
import { MissingMedia } from '../media/media-cache';
import type { MediaResult } from '../media/media-fetch';
import { GzippedPages } from '../page/cache';
import { LegacyTable } from '../pipeline/legacy-lookup';
import { createRenderer, type Renderer } from '../render/renderer';

export interface Isolate {
  /** The isolate's clock (ms): memos, pauses, cache ages. The calendar adds the config's offset (env.ts `nowOf`). */
  readonly now: () => number;
  /** The worker's config from its bindings, read once per bindings object; an invalid one throws its 503. */
  configOf(env: Env): Config;
  /** The cache layer's memory, loads under way, purge verdicts and Cache API circuit. */
  readonly caches: IsolateCaches;
  /** Held pages' gzip bytes. */
  readonly gzippedPages: GzippedPages;
  /** One breaker per CMS. */
  readonly breakers: CmsBreakers;
  readonly siteState: SiteStateMemo;
  readonly legacy: LegacyTable;
  /** Media files known missing, and media loads under way. */
  readonly media: { readonly missing: MissingMedia; readonly loads: SharedLoads<MediaResult> };
  /** The renderer and its memos of drawn markup, heads and jobs views. */
  readonly renderer: Renderer;
}

export interface IsolateOptions {
  /** The client build the documents link. */
  build: BuildInfo;
  /** Defaults to the system clock, read at each call (so a test's fake `Date` moves it too). */
  now?: () => number;
}

export function createIsolate({ build, now = () => Date.now() }: IsolateOptions): Isolate {
  const caches = isolateCaches(now);
  const configs = new WeakMap<object, Config | HttpError>();
  return {
    now,
    configOf(env) {
      let config = configs.get(env);
      if (!config) {
        try {
          config = configOf(env);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          config = error;
        }
        configs.set(env, config);
      }
      if (config instanceof HttpError) throw config;
      return config;
    },
    caches,
    gzippedPages: new GzippedPages(caches),
    breakers: new CmsBreakers(now),
    siteState: new SiteStateMemo(now),
    legacy: new LegacyTable(now),
    media: { missing: new MissingMedia(now), loads: new SharedLoads(now) },
    renderer: createRenderer(build),
  };
}
