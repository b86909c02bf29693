/**
 * Writes of the cache layer's Cache API objects (edge-objects.ts) for one
 * request. An entry that shares its object with others (a page's path answer
 * and nodes) is written with them: a store waits for the request's own loads
 * of its siblings, so a page loaded from the CMS is one write of both
 * entries. A sibling not stored in that time keeps the copy the object already
 * holds (read back before the write): a page's nodes reloaded after a purge
 * keep their path answer beside them. Parts made from an entry (a page's drawn
 * markup from its nodes) are made in the background and written with it; a
 * sibling not listed is not kept, so such a part never outlives its entry.
 *
 * Nothing here is shared between requests: workerd settles a promise made in
 * one request's context from another's only while both live, so a write that
 * waited on another request's load could hang with it. Loads shared with
 * another request store themselves in the request that started them.
 * @module
 */
import type { EdgeEntry, EdgeObjects } from './edge-objects';
import type { BesideParts } from './load-result';

/** Where an entry lives in the Cache API: its object, its part's name there, and the other entries of that object. */
export interface EntryPlace {
  object: string;
  part: string;
  siblings: readonly { key: string; part: string }[];
}

interface Batch {
  parts: Map<string, EdgeEntry>;
  /** Parts made from an entry of the batch, with that entry: written with its store time and tags. */
  besides: { entry: EdgeEntry; make: BesideParts }[];
}

export class ObjectWrites {
  /** Entries waiting to be written, by object: a store joins the batch of its object until the batch is written. */
  private readonly batches = new Map<string, Batch>();
  /** The newest write of each object: the next waits for it, so an older batch never lands over a newer one. */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(private readonly edge: EdgeObjects) {}

  /**
   * Stores `entry` in its object; resolves when the object is written or the write was given up (edge-objects.ts
   * reports it). `siblingsLoading`: this request's loads of the object's other entries under way. `beside`: parts
   * made from the entry, written with it; a part that fails to be made is left out.
   */
  write(place: EntryPlace, entry: EdgeEntry, siblingsLoading: readonly Promise<unknown>[], beside?: BesideParts): Promise<void> {
    const open = this.batches.get(place.object);
    if (open) {
      open.parts.set(place.part, entry);
      if (beside) open.besides.push({ entry, make: beside });
      return this.writing.get(place.object)!;
    }
    const batch: Batch = { parts: new Map([[place.part, entry]]), besides: beside ? [{ entry, make: beside }] : [] };
    const { parts } = batch;
    this.batches.set(place.object, batch);
    const previous = this.writing.get(place.object);
    const done = (async () => {
      await previous;
      if (siblingsLoading.length > 0) await Promise.allSettled(siblingsLoading);
      this.batches.delete(place.object);
      const missing = place.siblings.filter((sibling) => !parts.has(sibling.part));
      if (missing.length > 0) {
        const held = await this.edge.read(place.object);
        for (const { part } of missing) {
          const kept = held?.get(part);
          if (kept) parts.set(part, kept);
        }
      }
      for (const { entry: from, make } of batch.besides) {
        const made = await make().catch(() => null);
        for (const [part, text] of made ?? []) {
          parts.set(part, { text, storedAt: from.storedAt, datedAt: from.datedAt, answer: false, tags: from.tags });
        }
      }
      await this.edge.write(place.object, parts);
    })();
    this.writing.set(place.object, done);
    return done;
  }
}
