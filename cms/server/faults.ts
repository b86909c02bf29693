/**
 * Fault switches of the reference CMS, off by default. Tests turn them on with
 * `POST /__faults` to see how the site behaves when its CMS misbehaves.
 * @module
 */
import { z } from 'zod';

export const FaultsSchema = z.object({
  /** Which API paths the faults apply to (prefix match); empty means all. */
  paths: z.array(z.string()).default([]),
  /** Only requests whose query contains this text (e.g. one page's slug). */
  match: z.string().optional(),
  /** Delay before answering, in ms. */
  delayMs: z.number().int().min(0).max(60_000).default(0),
  /** Answer with this status and an error body. */
  status: z.number().int().min(400).max(599).optional(),
  /** Send a body that is not JSON. */
  malformed: z.boolean().default(false),
  /** Send a valid JSON body that breaks the schema. */
  invalid: z.boolean().default(false),
  /** Send half the body, then reset the connection. */
  reset: z.boolean().default(false),
  /** Send a body of this many megabytes. */
  hugeMb: z.number().int().min(0).max(64).default(0),
  /** With hugeMb: wait this many ms before each megabyte (a big file on a slow link). */
  dripMs: z.number().int().min(0).max(10_000).default(0),
  /** Drop the connection before any answer: the caller's fetch rejects. */
  drop: z.boolean().default(false),
  /** Answer 200 with an HTML page (a proxy's error page, a login wall) instead of the resource. */
  html: z.boolean().default(false),
  /** Add a node of an unknown type at the top of every slot. */
  unknownNode: z.boolean().default(false),
  /** Add hostile content (script breakouts, XSS payloads) at the top of every slot. */
  hostileContent: z.boolean().default(false),
  /** Add content reusing every id the page uses itself at the top of every slot (drafts too) and of a job's text. */
  reusedIds: z.boolean().default(false),
  /** The redirect lookup answers every path with a redirect here (one CMS account taking over the navigation). */
  redirectTo: z.string().max(2000).optional(),
});

export type Faults = z.infer<typeof FaultsSchema>;

export const NO_FAULTS: Faults = FaultsSchema.parse({});

let current: Faults = NO_FAULTS;
const counts = new Map<string, number>();

export function faults(): Faults {
  return current;
}

export function setFaults(next: Faults): void {
  current = next;
}

export function faultApplies(path: string, search = ''): boolean {
  if (current.match && !search.includes(current.match)) return false;
  return current.paths.length === 0 || current.paths.some((prefix) => path.startsWith(prefix));
}

/** Requests per API path since the last reset, for tests that count CMS calls. */
export function countRequest(path: string): void {
  counts.set(path, (counts.get(path) ?? 0) + 1);
}

export function requestCounts(): Record<string, number> {
  return Object.fromEntries(counts);
}

export function resetCounts(): void {
  counts.clear();
}
