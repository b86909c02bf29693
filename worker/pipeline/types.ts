/**
 * The route pipeline's contract: each step looks at the request and either
 * decides the outcome (a redirect, a page) or passes (null) to the next.
 * Steps return values only: loading a page's nodes is the render's job.
 * @module
 */

import type { Slots } from '../../contract/nodes';
import type { PreviewInfo } from '../../contract/page-state';
import type { RouteEntry } from '../../contract/route';
import type { ContentService } from '../cms/content-service';
import type { Config } from '../env';
import type { RequestLog } from '../observability/request-log';
import type { PreviewState } from '../preview/preview-state';
import type { OpenJobs } from '../render/open-jobs';

export interface StepInput {
  path: string;
  search: URLSearchParams;
  /** The query string as received (`?a=1` or empty), kept on redirects. */
  rawSearch: string;
  config: Config;
  /** The request's calendar (ms, context.ts `calendar`): what decides open roles and a page's day. */
  now: number;
  env: Env;
  content: ContentService;
  preview: PreviewState;
  log: RequestLog;
  /** The legacy table's value for a key (null: none), through the isolate's memo (legacy-lookup.ts). */
  legacyLookup: (key: string) => Promise<string | null>;
  /** The isolate's views of jobs lists by day and filter (render/open-jobs.ts). */
  openJobs: OpenJobs;
}

/**
 * A page's nodes: already known (jobs, drafts), or to be loaded after the head is sent, its own unless it names
 * another address: a page made from another address's nodes (a news list's `/page-2/`, a list drawn in the news
 * index's frame) names that address (`from`) and what it does to them (`fill`), so its head still goes out before
 * the CMS answers.
 */
export type PageNodes = { kind: 'ready'; slots: Slots } | { kind: 'load'; from?: string; fill?: (slots: Slots) => Slots };

export interface ResolvedPage {
  path: string;
  route: RouteEntry;
  status: number;
  nodes: PageNodes;
  /** Set for a verified preview: what the preview bar tells the editor. */
  preview?: PreviewInfo;
}

export type Outcome =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308; external: boolean }
  | { kind: 'page'; page: ResolvedPage };

export type Step = (input: StepInput) => Promise<Outcome | null>;
