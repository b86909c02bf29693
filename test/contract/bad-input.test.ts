/**
 * Contract, for every CMS: input the contract refuses gets a JSON error body
 * that names its status (never an HTML page, never a 5xx); input it does not
 * define (arrays for scalars, huge numbers, huge strings) gets either a valid
 * answer or such an error body.
 */
import { describe, it } from 'vitest';
import { JobResponseSchema, NewsPageSchema, PathLookupSchema, RouteListSchema } from '../../contract/api';
import { NodesResponseSchema } from '../../contract/nodes';
import { api, cmses, expectError, expectSound } from './api';

const HUGE = '9'.repeat(40);
const LONG = `/${'a'.repeat(5000)}/`;

/** Refused: this status and an error body. */
const REFUSED: [string, number][] = [
  ['/route-list?page=abc', 400],
  ['/route-list?page=0', 400],
  ['/route-list?page=-1', 400],
  ['/route-list?page=1.5', 400],
  ['/route-list?limit=0', 400],
  ['/route-list?limit=1001', 400],
  [`/route-list?limit=${HUGE}`, 400],
  ['/route-list?limit=ten', 400],
  ['/news?page=abc', 400],
  ['/news?limit=0', 400],
  ['/news?limit=1001', 400],
  [`/news?limit=${HUGE}`, 400],
  ['/nodes?slug=no-such-page-anywhere&path=/no-such-page-anywhere/', 404],
  ['/jobs/no-such-job-2', 404],
  ['/no-such-endpoint', 404],
  ['/no-such-endpoint/deeper?x=1', 404],
  ['/nodes?preview_id=1001&post_type=post', 401],
  [`/nodes?preview_id=${HUGE}&post_type=post`, 401],
];

/** Not defined by the contract: a valid answer or an error body, never a 5xx. */
const UNDEFINED: [string, import('zod').ZodType][] = [
  ['/nodes?slug[]=x', NodesResponseSchema],
  ['/nodes?slug[]=cookies&path[]=/cookies/', NodesResponseSchema],
  ['/nodes?slug[x]=y', NodesResponseSchema],
  [`/nodes?slug=${'a'.repeat(5000)}`, NodesResponseSchema],
  ['/nodes', NodesResponseSchema],
  ['/paths?path[]=/who-we-are/', PathLookupSchema],
  ['/paths', PathLookupSchema],
  [`/paths?path=${encodeURIComponent(LONG)}`, PathLookupSchema],
  ['/paths?path=%00', PathLookupSchema],
  ['/paths?path=%E0%A4%A', PathLookupSchema],
  ['/route-list?page[]=1', RouteListSchema],
  ['/route-list?limit[]=5', RouteListSchema],
  [`/route-list?page=${HUGE}`, RouteListSchema],
  ['/route-list?internal[]=true', RouteListSchema],
  ['/news?page[]=2', NewsPageSchema],
  [`/news?page=${HUGE}`, NewsPageSchema],
  [`/jobs/${'x'.repeat(300)}`, JobResponseSchema],
  ['/jobs/%2e%2e', JobResponseSchema],
];

/** A test name for a path: long runs of one character shortened. */
function short(path: string): string {
  return path.replace(/(.)\1{20,}/g, (run, char: string) => `${char}×${run.length}`);
}

describe.each(cmses())('$name CMS: bad input', (cms) => {
  it.each(REFUSED.map(([path, status]) => [short(path), status, path] as const))('%s is a %i error body', async (_name, status, path) => {
    expectError(await api(cms, path), status);
  });

  it.each(UNDEFINED.map(([path, schema]) => [short(path), schema, path] as const))(
    '%s is a valid answer or an error body',
    async (_name, schema, path) => {
      expectSound(await api(cms, path), schema);
    },
  );
});
