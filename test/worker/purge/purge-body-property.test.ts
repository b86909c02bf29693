/**
 * Property: no purge body purges everything unless it says so, by name (`{"everything":true}`). Generated bodies
 * (any text, any JSON, and objects made of the contract's own keys with valid, invalid and borderline values) go
 * through the purge route's reader (worker/purge/purge-request.ts), and then, signed, through `POST /__purge`
 * itself: a body either names tags, or asks for everything, or is a 400 that changes nothing.
 */

import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signPurge } from '../../../contract/signing.server';
import { HttpError } from '../../../worker/errors';
import { purgeRequestOf } from '../../../worker/purge/purge-request';
import { clockSeconds } from '../../helpers/clock';
import { siteState } from '../../helpers/isolate';
import { runs } from '../../helpers/property-runs';
import { get } from '../../helpers/site';

/** The oracle: the body is JSON, an object whose one key is `everything`, set to `true`. */
function asksForEverything(body: string): boolean {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return false;
  }
  return (
    typeof json === 'object' &&
    json !== null &&
    !Array.isArray(json) &&
    Object.keys(json).length === 1 &&
    (json as { everything?: unknown }).everything === true
  );
}

const path = fc.oneof(fc.constantFrom('/imagine/', '/', '/news/', '/a b/', '//x', 'imagine', ''), fc.string({ maxLength: 20 }));
const tag = fc.oneof(
  fc.constantFrom('site', 'list:news', 'page:/imagine/', 'job:20417', 'pattern:12', 'pattern:0', 'everything', 'page:', ''),
  fc.string({ maxLength: 20 }),
);
const everythingValue = fc.constantFrom<unknown>(true, false, 'true', 1, 0, null, {}, [], [true]);
/** Objects over the contract's keys (and one it does not have), each present or not. */
const shaped = fc
  .record(
    {
      paths: fc.oneof(fc.array(path, { maxLength: 3 }), fc.jsonValue()),
      tags: fc.oneof(fc.array(tag, { maxLength: 3 }), fc.jsonValue()),
      everything: everythingValue,
      reason: fc.string({ maxLength: 8 }),
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));
const space = fc.constantFrom('', ' ', '\n', '\t');
const body = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.json({ maxDepth: 2 }),
  shaped,
  fc.tuple(space, space).map(([before, after]) => `${before}{"everything":true}${after}`),
  fc.constantFrom('', 'diagnostics', 'everything', '{}', '{"paths":[],"tags":[]}', '{"everything":true}'),
);

describe('purge bodies (property)', () => {
  it('are read as everything only when they ask for it by name, as names when they name some, else refused with 400', () => {
    fc.assert(
      fc.property(body, (text) => {
        let purge: ReturnType<typeof purgeRequestOf>;
        try {
          purge = purgeRequestOf(text);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).status).toBe(400);
          expect(asksForEverything(text)).toBe(false);
          return;
        }
        if ('everything' in purge) expect(asksForEverything(text)).toBe(true);
        else {
          expect(asksForEverything(text)).toBe(false);
          expect(purge.tags.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: runs(20_000) },
    );
  });

  it('sent signed to /__purge, change the content version only when they ask for everything, and are a 200 or a 400', async () => {
    // One timestamp each, all inside the 5-minute window: no two calls are the same signed call (a replay).
    let at = clockSeconds() - 250;
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const timestamp = String(at++);
        const before = (await siteState(env.SITE_STATE)).version;
        const response = await get('/__purge', {
          method: 'POST',
          body: text,
          headers: { 'x-masthead-timestamp': timestamp, 'x-masthead-signature': await signPurge(env.PURGE_SECRET, timestamp, text) },
        });
        await response.body?.cancel();
        const everything = asksForEverything(text);
        expect([200, 400]).toContain(response.status);
        expect((await siteState(env.SITE_STATE)).version !== before).toBe(everything);
        if (everything) expect(response.status).toBe(200);
      }),
      { numRuns: runs(500) },
    );
  });
});
