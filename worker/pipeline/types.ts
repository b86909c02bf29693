/**
 * The route pipeline's contract: each step looks at the request and either
 * decides the outcome (a redirect, a page) or passes (null) to the next.
 * @module
 */
import type { RouteEntry } from '../../app/content/route';
import type { Slots } from '../../app/content/nodes';
import type { ContentService } from '../cms/content-service';
import type { Config } from '../env';
import type { RequestLog } from '../observability/request-log';

export interface StepInput {
  path: string;
  search: URLSearchParams;
  /** The query string as received (`?a=1` or empty), kept on redirects. */
  rawSearch: string;
  config: Config;
  env: Env;
  content: ContentService;
  log: RequestLog;
}

export interface ResolvedPage {
  path: string;
  route: RouteEntry;
  status: number;
  /** Slots known already (jobs, previews) or loaded after the head is sent. */
  slots: Slots | (() => Promise<Slots>);
  preview?: boolean;
  /** Set when the nodes failed to load and the page renders without them: never stored as a rendered page. */
  degraded?: boolean;
}

export type Outcome =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308; external: boolean }
  | { kind: 'page'; page: ResolvedPage };

export type Step = (input: StepInput) => Promise<Outcome | null>;
