/**
 * Writes of the cache layer's Cache API objects (edge-objects.ts), one at a
 * time per object across the isolate. An entry that shares its object with
 * others (a page's path answer and nodes) is written with them: a store waits
 * for its siblings' loads that are under way, so a page loaded from the CMS
 * is one write of both entries. A sibling not stored in that time keeps the
 * copy the object already holds (read back before the write): a page's nodes
 * reloaded after a purge keep their path answer beside them.
 * @module
 */
import type { EdgeEntry, EdgeObjects } from './edge-objects';

/** Where an entry lives in the Cache API: its object, its part's name there, and the other entries of that object. */
export interface EntryPlace {
  object: string;
  part: string;
  siblings: readonly { key: string; part: string }[];
}

/** Entries waiting to be written, by object: a store joins the batch of its object until the batch is written. */
const batches = new Map<string, Map<string, EdgeEntry>>();
/** The newest write of each object: the next waits for it, so an older batch never lands over a newer one. */
const writing = new Map<string, Promise<void>>();

/**
 * Stores `entry` in its object; resolves when the object is written or the write was given up (edge-objects.ts
 * reports it). `siblingsLoading`: the loads of the object's other entries under way (they store themselves).
 */
export function writeEntry(
  edge: EdgeObjects,
  place: EntryPlace,
  entry: EdgeEntry,
  siblingsLoading: readonly Promise<unknown>[],
): Promise<void> {
  const open = batches.get(place.object);
  if (open) {
    open.set(place.part, entry);
    return writing.get(place.object)!;
  }
  const parts = new Map([[place.part, entry]]);
  batches.set(place.object, parts);
  const previous = writing.get(place.object);
  const done = (async () => {
    await previous;
    if (siblingsLoading.length > 0) await Promise.allSettled(siblingsLoading);
    batches.delete(place.object);
    const missing = place.siblings.filter((sibling) => !parts.has(sibling.part));
    if (missing.length > 0) {
      const held = await edge.read(place.object);
      for (const { part } of missing) {
        const kept = held?.get(part);
        if (kept) parts.set(part, kept);
      }
    }
    await edge.write(place.object, parts);
  })().finally(() => {
    if (writing.get(place.object) === done) writing.delete(place.object);
  });
  writing.set(place.object, done);
  return done;
}
