/**
 * How the contract suite talks to a CMS: one GET that records everything a
 * failed check should name (status, content type, the start of the body),
 * and the checks every answer shares (JSON, never HTML, never a 5xx, error
 * bodies that say the status they came with).
 * @module
 */
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { ErrorBodySchema, MAX_PAGE_LIMIT, type RouteListItem, RouteListSchema } from '../../contract/api';
import { slugOf } from '../../contract/slugs';
import type { TestCms } from '../wordpress/global-setup.ts';

export type { TestCms };

export function cmses(): TestCms[] {
  return inject('cmses');
}

export interface Answer {
  /** What was asked, for messages. */
  url: string;
  status: number;
  contentType: string;
  location: string | null;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export async function get(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init, headers: { accept: 'application/json', ...init.headers } });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    url,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    location: response.headers.get('location'),
    text,
    json,
  };
}

/** `GET {api}{path}` of one CMS. */
export function api(cms: TestCms, path: string, init?: RequestInit): Promise<Answer> {
  return get(`${cms.api}${path}`, init);
}

/** What a failed check prints: the request and the start of what came back. */
export function seen(answer: Answer): string {
  return `${answer.url} → ${answer.status} ${answer.contentType} ${answer.text.slice(0, 300)}`;
}

/** A 2xx JSON answer that parses with `schema`; returns the parsed value. */
export function expectOk<T extends z.ZodType | ZodMiniType>(answer: Answer, schema: T): z.infer<T> {
  expect(answer.status, seen(answer)).toBe(200);
  expect(answer.contentType, seen(answer)).toMatch(/^application\/json/);
  const parsed = schema.safeParse(answer.json);
  expect(parsed.success, `${seen(answer)}\n${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
  return parsed.data as z.infer<T>;
}

/** An error answer of the contract: this status, JSON (never HTML), an ErrorBody that names the same status. */
export function expectError(answer: Answer, status: number): z.infer<typeof ErrorBodySchema> {
  expect(answer.status, seen(answer)).toBe(status);
  return expectErrorBody(answer);
}

function expectErrorBody(answer: Answer): z.infer<typeof ErrorBodySchema> {
  expect(answer.contentType, seen(answer)).toMatch(/^application\/json/);
  expect(answer.text, seen(answer)).not.toMatch(/^\s*</);
  const parsed = ErrorBodySchema.safeParse(answer.json);
  expect(parsed.success, `not an ErrorBody: ${seen(answer)}`).toBe(true);
  expect(parsed.data!.error.status, seen(answer)).toBe(answer.status);
  return parsed.data!;
}

/**
 * Input the contract does not define (an array for a scalar, a huge number):
 * either a valid answer of `schema` or a 4xx error body. Never a 5xx, never HTML.
 */
export function expectSound<T extends z.ZodType>(answer: Answer, schema: T): void {
  expect(answer.status, seen(answer)).toBeLessThan(500);
  if (answer.status === 200) expectOk(answer, schema);
  else {
    expect(answer.status, seen(answer)).toBeGreaterThanOrEqual(400);
    expectErrorBody(answer);
  }
}

export function nodesQuery(path: string): string {
  return `/nodes?${new URLSearchParams({ slug: slugOf(path), path })}`;
}

/**
 * Polls `check` until `done` (PHP sends its purge webhook at shutdown, after the answer); returns its last result.
 * The two minutes only guard against a hang: a busy machine waits longer and passes.
 */
export async function eventually<T>(check: () => Promise<T>, done: (value: T) => boolean, seconds = 120): Promise<T> {
  const deadline = Date.now() + seconds * 1_000;
  let value = await check();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await check();
  }
  return value;
}

/** The whole route listing, read 1,000 at a time as the site's sitemaps do; each page must validate. */
export async function allRoutes(cms: TestCms, extra = ''): Promise<RouteListItem[]> {
  const routes: RouteListItem[] = [];
  for (let page = 1; ; page++) {
    const list = expectOk(await api(cms, `/route-list?page=${page}&limit=${MAX_PAGE_LIMIT}${extra}`), RouteListSchema);
    routes.push(...list.routes);
    if (page >= list.pages) return routes;
  }
}
