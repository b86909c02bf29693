/**
 * The route pipeline's steps by id, and the order each side runs them in.
 * The worker (worker/pipeline/run-pipeline.ts) and the client router
 * (client-plan.ts) build their step lists from these, so their one deliberate
 * difference is here to read:
 * - the worker asks the redirect tables before it adds a trailing slash, so
 *   every redirect is one hop (`/old` → `/new/`, not `/old` → `/old/` → `/new/`);
 * - the client adds the slash first: it only rewrites its own request (no
 *   hop a reader sees), and its legacy table is keyed by the slashed path.
 *   It runs the pure steps only; the edge answers the CMS's redirects and the
 *   route table (`/__data`), running its own list.
 * @module
 */

export type StepId =
  | 'validity'
  | 'preview-handoff'
  | 'special-routes'
  | 'legacy-redirects'
  | 'cms-redirects'
  | 'trailing-slash'
  | 'resolve-route';

/** The worker's order (validity is part of resolving a route: an invalid path is a 404 there). */
export const WORKER_STEPS = [
  'preview-handoff',
  'special-routes',
  'legacy-redirects',
  'cms-redirects',
  'trailing-slash',
  'resolve-route',
] as const satisfies readonly StepId[];

/** The client's order before every route change; what it does not decide it fetches from the edge. */
export const CLIENT_STEPS = ['validity', 'trailing-slash', 'preview-handoff', 'legacy-redirects'] as const satisfies readonly StepId[];

export type WorkerStepId = (typeof WORKER_STEPS)[number];
export type ClientStepId = (typeof CLIENT_STEPS)[number];
