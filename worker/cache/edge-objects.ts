/**
 * The cache layer's entries as the Cache API holds them. One Cache API object
 * holds one or more entries (its parts): an entry stored alone is an object of
 * one part, and a page's path answer and nodes, which a first sight of the
 * page always needs together, share one object (swr-cache.ts `EntryPlace`), so
 * a page the isolate has not seen costs one Cache API read, not two (a read is
 * a subrequest: about 0.12 ms of CPU on the bench, bench/README.md).
 *
 * An object is its parts' texts one after another; `x-masthead-parts` says,
 * for each part in order, its name, length, store time, date, tags and whether
 * it is an answer. An object whose header or lengths do not add up is not
 * what was written: a miss, never served. Such a read, or one that fails or
 * takes longer than its deadline, is a miss and leaves the Cache API alone
 * for a few seconds; a write that fails is dropped. Both are reported.
 * @module
 */
import type { Circuit } from '../bindings/circuit';
import { withDeadline } from '../bindings/deadline';
import { cacheTagHeader } from '../purge/global-purge';

/** One entry as stored: its text and what the cache layer judges it by. */
export interface EdgeEntry {
  text: string;
  storedAt: number;
  /** What the value's age counts from, when earlier than `storedAt`. */
  datedAt?: number;
  /** The source answered "not there" (the text is the answer). */
  answer: boolean;
  tags: readonly string[];
}

/** An object's entries by part name. */
export type EdgeParts = ReadonlyMap<string, EdgeEntry>;

/** Reports a failing Cache API (the request log names it once per request). */
export type EdgeReport = (message: string) => void;

const PARTS = 'x-masthead-parts';
/**
 * The layout of the objects this module reads and writes, part of every data key (content-service.ts): a version
 * of the worker storing another layout, rolling out beside this one, never reads these objects, nor this one its.
 */
export const EDGE_LAYOUT = 'p1';
/** Longest a Cache API read may take before it counts as a miss. */
const READ_DEADLINE_MS = 300;
/** A write that hangs is given up (it runs in waitUntil, after the reader has their answer). */
const WRITE_DEADLINE_MS = 2_000;
/** After a failed read, the Cache API is left alone this long (reads are misses): the isolate's circuit (worker/isolate/isolate.ts). */
export const CACHE_READ_PAUSE_MS = 5_000;

/** A part as `x-masthead-parts` lists it: name, length, stored at, dated at (0: none), answer (1) or value (0), tags. */
type PartHeader = [name: string, length: number, storedAt: number, datedAt: number, answer: 0 | 1, tags: string];

export class EdgeObjects {
  /**
   * `lifetime`: seconds an object is of any use (the cache layer's fresh + stale + error windows). `reads`: the
   * isolate's circuit for Cache API reads, tripped by a failed read.
   */
  constructor(
    private readonly cache: () => Cache,
    private readonly lifetime: number,
    private readonly report: EdgeReport,
    private readonly reads: Circuit,
  ) {}

  /** The object's parts, or null on a miss (nothing stored, a failed or slow read, an object not as written). */
  async read(key: string): Promise<EdgeParts | null> {
    if (this.reads.open) return null;
    let response: Response | undefined;
    let text: string;
    try {
      [response, text] = await withDeadline(
        (async () => {
          const found = await this.cache().match(key);
          return [found, found ? await found.text() : ''] as const;
        })(),
        READ_DEADLINE_MS,
        // The request log names the dependency: "Cache API: read failed: the read took longer than …".
        'the read',
      );
    } catch (error) {
      this.reads.trip();
      this.report(`read failed: ${(error as Error).message}`);
      return null;
    }
    if (!response) return null;
    const header = response.headers.get(PARTS);
    // Not an object of this layout (nothing here writes one without the header): a miss, and nothing is failing.
    if (header === null) return null;
    const parts = partsOf(header, text);
    if (!parts) {
      // A cache answering junk is failing: left alone like one that throws.
      this.reads.trip();
      this.report('read failed: the stored object is not what was written');
    }
    return parts;
  }

  /** Writes the object; resolves when it is written or given up (reported). The caller keeps it alive (waitUntil). */
  async write(key: string, parts: EdgeParts): Promise<void> {
    const { header, body, tags } = encodeParts(parts);
    try {
      await withDeadline(
        this.cache().put(
          key,
          new Response(body, {
            headers: {
              'content-type': 'text/plain; charset=utf-8',
              'cache-control': `public, max-age=${Math.max(1, this.lifetime)}`,
              [PARTS]: header,
              // Lets a zone purge by tag reach this object in every location (docs/decisions/006-global-invalidation.md).
              ...(tags.length > 0 ? { 'cache-tag': cacheTagHeader(tags) } : {}),
            },
          }),
        ),
        WRITE_DEADLINE_MS,
        'the write',
      );
    } catch (error) {
      this.report(`write failed: ${(error as Error).message}`);
    }
  }
}

/** An object's `x-masthead-parts` header, its text, and the tags of all its parts. */
export function encodeParts(parts: EdgeParts): { header: string; body: string; tags: string[] } {
  const listed: PartHeader[] = [];
  const tags = new Set<string>();
  let body = '';
  for (const [name, entry] of parts) {
    listed.push([name, entry.text.length, entry.storedAt, entry.datedAt ?? 0, entry.answer ? 1 : 0, entry.tags.join(' ')]);
    for (const tag of entry.tags) tags.add(tag);
    body += entry.text;
  }
  // A header value is bytes: anything past ASCII (a tag from an unusual path) goes as a JSON escape.
  const header = JSON.stringify(listed).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return { header, body, tags: [...tags] };
}

/** The parts an object's header lists, cut from its text; null when the header does not describe the text. */
export function partsOf(header: string | null, text: string): Map<string, EdgeEntry> | null {
  if (!header) return null;
  let listed: unknown;
  try {
    listed = JSON.parse(header);
  } catch {
    return null;
  }
  if (!Array.isArray(listed)) return null;
  const parts = new Map<string, EdgeEntry>();
  let at = 0;
  for (const item of listed as unknown[]) {
    if (!isPartHeader(item)) return null;
    const [name, length, storedAt, datedAt, answer, tags] = item;
    if (at + length > text.length) return null;
    parts.set(name, {
      text: text.slice(at, at + length),
      storedAt,
      datedAt: datedAt > 0 && datedAt < storedAt ? datedAt : undefined,
      answer: answer === 1,
      tags: tags ? tags.split(' ') : [],
    });
    at += length;
  }
  // Every character accounted for: a longer or shorter body is not what was written.
  return at === text.length ? parts : null;
}

function isPartHeader(item: unknown): item is PartHeader {
  if (!Array.isArray(item) || item.length !== 6) return false;
  const [name, length, storedAt, datedAt, answer, tags] = item as unknown[];
  return (
    typeof name === 'string' &&
    Number.isSafeInteger(length) &&
    (length as number) >= 0 &&
    Number.isFinite(storedAt) &&
    Number.isFinite(datedAt) &&
    (answer === 0 || answer === 1) &&
    typeof tags === 'string'
  );
}
