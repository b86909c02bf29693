/**
 * A page's path answer and nodes share one Cache API object (worker/cache/edge-objects.ts,
 * object-writes.ts): a page the isolate has not seen is one Cache API read, a page loaded from the CMS one
 * write, and an entry stored alone keeps its sibling. On the real Cache API and the reference CMS.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDGE_LAYOUT, type EdgeEntry, encodeParts, partsOf } from '../../../worker/cache/edge-objects';
import { type IsolateCaches, isolateCaches } from '../../../worker/cache/isolate-caches';
import type { LoadResult } from '../../../worker/cache/load-result';
import { SwrCache } from '../../../worker/cache/swr-cache';
import { CmsBreakers } from '../../../worker/cms/cms-breaker';
import { ContentService } from '../../../worker/cms/content-service';
import { configOf } from '../../../worker/env';
import { RequestLog } from '../../../worker/observability/request-log';
import { cms } from '../../helpers/cms';

/** The real Cache API, counting what is asked of it. */
function countingCache() {
  const calls = { match: [] as string[], put: [] as string[] };
  const real = caches.default;
  const cache = {
    match: (request: RequestInfo) => {
      calls.match.push(String(request instanceof Request ? request.url : request));
      return real.match(request);
    },
    put: (request: RequestInfo, response: Response) => {
      calls.put.push(String(request instanceof Request ? request.url : request));
      return real.put(request, response);
    },
    delete: (request: RequestInfo) => real.delete(request),
  } as unknown as Cache;
  return { cache, calls };
}

/** A content service of an isolate's (`caches`: a new isolate's unless given). */
function serviceFor(version: string, cache: Cache, caches: IsolateCaches = isolateCaches(Date.now)) {
  const background: Promise<unknown>[] = [];
  const config = configOf(env);
  const service = new ContentService(config, new RequestLog(), version, {
    preview: false,
    waitUntil: (promise) => background.push(promise),
    cache: () => cache,
    caches,
    breaker: new CmsBreakers(Date.now).for(config),
  });
  return { service, caches, settle: async () => Promise.all(background.splice(0)) };
}

const PAGES = [
  ['/imagine/', 'imagine'],
  ['/complaints/', 'complaints'],
  ['/company-povs-advertising/cookies/', 'cookies'],
] as const;

describe("a page's data in one Cache API object", () => {
  it.each(PAGES)('%s: loaded from the CMS is one write; seen first by another isolate, one read and no CMS call', async (path, slug) => {
    const version = `objects-${crypto.randomUUID()}`;
    const first = countingCache();
    const loading = serviceFor(version, first.cache);
    await cms.reset();
    const [answer, slots] = await Promise.all([loading.service.lookup(path), loading.service.slots(slug, path)]);
    await loading.settle();
    expect((await cms.counts())['/paths']).toBe(1);
    expect((await cms.counts())['/nodes']).toBe(1);
    // The site frame is an object of its own; the page's two entries are one.
    const pageWrites = first.calls.put.filter((key) => !key.endsWith('/site'));
    expect(pageWrites).toEqual([`${configOf(env).SITE_ORIGIN}/__cache/v${version}/${EDGE_LAYOUT}/page${path}`]);

    await cms.reset();
    // Another isolate (serviceFor makes a new one): nothing in memory, the Cache API shared.
    const second = countingCache();
    const reading = serviceFor(version, second.cache);
    expect(await reading.service.lookup(path)).toEqual(answer);
    expect(await reading.service.slots(slug, path)).toEqual(slots);
    await reading.settle();
    // The page's one object; the site frame (its own object) is read beside it by this new isolate.
    expect(second.calls.match.filter((key) => !key.endsWith('/site'))).toHaveLength(1);
    expect(second.calls.put).toHaveLength(0);
    expect(await cms.counts()).toEqual({});
  });

  it('a path with nothing there keeps its answer and the nodes answer in one object', async () => {
    const version = `objects-${crypto.randomUUID()}`;
    const path = `/nothing-here-${crypto.randomUUID().slice(0, 8)}/`;
    const { cache, calls } = countingCache();
    const { service, settle } = serviceFor(version, cache);
    const answer = await service.lookup(path);
    expect(answer.route).toBeNull();
    await settle();
    expect(calls.put.filter((key) => !key.endsWith('/site'))).toHaveLength(1);
    await cms.reset();
    // Another isolate.
    const again = serviceFor(version, countingCache().cache);
    expect(await again.service.lookup(path)).toEqual(answer);
    await again.settle();
    expect(await cms.counts()).toEqual({});
  });
});

describe('entries sharing an object (SwrCache)', () => {
  const WINDOWS = { fresh: 10, stale: 60, error: 3600 };

  function grouped() {
    /** The isolate the layers are made in; `newIsolate()`: the next reader is an isolate that has not seen them. */
    let isolate = isolateCaches(Date.now);
    const newIsolate = () => {
      isolate = isolateCaches(Date.now);
    };
    const object = `https://www.immediate.co.uk/__test/${crypto.randomUUID()}`;
    const keys = { a: `${object}/a`, b: `${object}/b` };
    const background: Promise<unknown>[] = [];
    const reports: string[] = [];
    const placeOf = (key: string) => {
      const part = key === keys.a ? 'a' : key === keys.b ? 'b' : undefined;
      if (!part) return undefined;
      const sibling = part === 'a' ? 'b' : 'a';
      return { object, part, siblings: [{ key: keys[sibling], part: sibling }] };
    };
    const layer = (cache = caches.default) =>
      new SwrCache(
        isolate,
        () => cache,
        WINDOWS,
        (promise) => background.push(promise),
        {
          placeOf,
          report: (_dependency, message) => reports.push(message),
        },
      );
    return { object, keys, layer, newIsolate, reports, settle: () => Promise.all(background.splice(0)) };
  }

  const ok = (value: string) => async (): Promise<LoadResult<string>> => ({ ok: true, value });
  const never = async (): Promise<LoadResult<string>> => {
    throw new Error('loaded: the object should have answered');
  };
  const text = (value: string) => value;

  it('writes entries loading together as one object, read back with one match', async () => {
    const { keys, layer, newIsolate, settle } = grouped();
    const { cache, calls } = countingCache();
    const writer = layer(cache);
    await Promise.all([writer.read(keys.a, ok('A1'), text), writer.read(keys.b, ok('B1'), text)]);
    await settle();
    expect(calls.put.filter((key) => !key.endsWith('/site'))).toHaveLength(1);
    newIsolate();
    const reader = countingCache();
    const fresh = layer(reader.cache);
    expect(await Promise.all([fresh.read(keys.a, never, text), fresh.read(keys.b, never, text)])).toEqual([
      { value: 'A1', state: 'hit' },
      { value: 'B1', state: 'hit' },
    ]);
    expect(reader.calls.match).toHaveLength(1);
  });

  it('loads another request joined are written once, by the request that started them', async () => {
    const { keys, layer, settle } = grouped();
    const { cache, calls } = countingCache();
    const first = layer(cache);
    const second = layer(cache);
    let loads = 0;
    const slow = (value: string) => async (): Promise<LoadResult<string>> => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ok: true, value };
    };
    const reads = await Promise.all([
      first.read(keys.a, slow('A1'), text),
      first.read(keys.b, slow('B1'), text),
      second.read(keys.a, slow('A2'), text),
      second.read(keys.b, slow('B2'), text),
    ]);
    await settle();
    expect(reads.map((read) => read.value)).toEqual(['A1', 'B1', 'A1', 'B1']);
    expect(loads).toBe(2);
    expect(calls.put).toHaveLength(1);
  });

  it('an entry stored alone keeps the copy of its sibling the object holds', async () => {
    const { keys, layer, newIsolate, settle } = grouped();
    const writer = layer();
    await Promise.all([writer.read(keys.a, ok('A1'), text), writer.read(keys.b, ok('B1'), text)]);
    await settle();
    // B is reloaded alone (a purge of its tag, say): A stays in the object beside it.
    await layer().refresh(keys.b, ok('B2'), text);
    await settle();
    newIsolate();
    const fresh = layer();
    expect(await fresh.read(keys.a, never, text)).toEqual({ value: 'A1', state: 'hit' });
    expect(await fresh.read(keys.b, never, text)).toEqual({ value: 'B2', state: 'hit' });
  });

  it('an object of another layout (no parts header) is a quiet miss: nothing reported, the Cache API still read', async () => {
    const { object, keys, layer, newIsolate, reports, settle } = grouped();
    await caches.default.put(object, new Response('{"old":"layout"}', { headers: { 'cache-control': 'max-age=60' } }));
    expect(await layer().read(keys.a, ok('loaded'), text)).toEqual({ value: 'loaded', state: 'miss' });
    expect(reports).toEqual([]);
    await settle();
    // The load's write replaced it, and the next reader (an isolate that has not seen it) reads it back.
    newIsolate();
    expect(await layer().read(keys.a, never, text)).toEqual({ value: 'loaded', state: 'hit' });
  });

  // Junk leaves the Cache API alone for a few seconds, in that isolate only (its circuit).
  it('an object that is not what was written is a miss, reported, never served', async () => {
    const { object, keys, layer, reports } = grouped();
    const body = '{"a":1}{"b":2}';
    // The header claims more text than the body holds.
    await caches.default.put(
      object,
      new Response(body, {
        headers: {
          'cache-control': 'max-age=60',
          'x-masthead-parts': JSON.stringify([
            ['a', 7, Date.now(), 0, 0, ''],
            ['b', 9, Date.now(), 0, 0, ''],
          ]),
        },
      }),
    );
    expect(await layer().read(keys.a, ok('loaded'), text)).toEqual({ value: 'loaded', state: 'miss' });
    expect(reports.some((message) => message.includes('not what was written'))).toBe(true);
  });
});

describe('the object format', () => {
  const entry = fc.record({
    text: fc.string({ unit: 'grapheme', maxLength: 200 }),
    storedAt: fc.integer({ min: 1, max: 4_000_000_000_000 }),
    datedAt: fc.option(fc.integer({ min: 1, max: 4_000_000_000_000 }), { nil: undefined }),
    answer: fc.boolean(),
    tags: fc.array(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((tag) => !tag.includes(' ')),
      { maxLength: 4 },
    ),
  });
  const parts = fc.uniqueArray(fc.tuple(fc.string({ maxLength: 12 }), entry), { selector: ([name]) => name, minLength: 1, maxLength: 4 });

  it('reads back every part as written, in an ASCII header', () => {
    fc.assert(
      fc.property(parts, (listed) => {
        const written = new Map<string, EdgeEntry>(listed);
        const { header, body } = encodeParts(written);
        expect(header).toMatch(/^[\x20-\x7e]*$/);
        const read = partsOf(header, body);
        expect(read).not.toBeNull();
        for (const [name, part] of written) {
          const back = read!.get(name)!;
          expect(back.text).toBe(part.text);
          expect(back.storedAt).toBe(part.storedAt);
          expect(back.answer).toBe(part.answer);
          expect(back.tags).toEqual(part.tags);
          expect(back.datedAt).toBe(part.datedAt !== undefined && part.datedAt < part.storedAt ? part.datedAt : undefined);
        }
      }),
    );
  });

  it('refuses a body longer or shorter than its header says', () => {
    fc.assert(
      fc.property(parts, fc.string({ minLength: 1, maxLength: 20 }), fc.boolean(), (listed, extra, longer) => {
        const { header, body } = encodeParts(new Map(listed));
        const changed = longer ? body + extra : body.slice(0, Math.max(0, body.length - extra.length));
        fc.pre(changed.length !== body.length);
        expect(partsOf(header, changed)).toBeNull();
      }),
    );
  });

  it('refuses a header that is not a parts list', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), fc.string(), (header, body) => {
        const read = partsOf(header, body);
        if (read) expect([...read.values()].reduce((length, part) => length + part.text.length, 0)).toBe(body.length);
      }),
    );
    expect(partsOf(null, '')).toBeNull();
    expect(partsOf('{"not":"a list"}', '')).toBeNull();
    expect(partsOf('[["a",-1,1,0,0,""]]', '')).toBeNull();
  });
});
