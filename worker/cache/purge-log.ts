/**
 * The purge rule the cache layer applies to every entry: an entry stored
 * before the newest purge of a tag it shows is outdated, whatever its age.
 * The log (worker/cms/site-state.ts) says when each tag was last purged.
 * @module
 */

/** When each purged tag was purged (ms). A new object whenever a purge is recorded (site-state.ts). */
export type PurgeLog = Readonly<Record<string, number>>;

export const NO_PURGES: PurgeLog = Object.freeze({});

/**
 * The purge rule with each entry's verdict remembered against the log it was
 * worked out with: a held entry is checked once per purge log, not on every
 * read (a page shows a dozen tags, and a hot page is read thousands of times
 * a second). One per isolate (worker/isolate/isolate.ts).
 */
export class PurgeVerdicts {
  readonly #verdicts = new WeakMap<object, { log: PurgeLog; newest: number }>();

  /** Whether the entry was stored before the newest purge of a tag it shows: then it is outdated, whatever its age. */
  purgedSinceStored(entry: { storedAt: number; tags?: readonly string[] }, tags: readonly string[], log: PurgeLog): boolean {
    return entry.storedAt < this.#newestPurgeOf(entry, tags, log);
  }

  /**
   * The newest purge of a tag the entry shows. Every store adds the tags its
   * key is read under to the entry's own, so the entry's tags answer for any
   * read of it, and the verdict holds while the log is the same object. An
   * entry without tags of its own goes by the reader's.
   */
  #newestPurgeOf(entry: { tags?: readonly string[] }, tags: readonly string[], log: PurgeLog): number {
    if (!entry.tags?.length) return newestPurge(log, tags);
    const known = this.#verdicts.get(entry);
    if (known?.log === log) return known.newest;
    const newest = newestPurge(log, entry.tags);
    this.#verdicts.set(entry, { log, newest });
    return newest;
  }
}

function newestPurge(log: PurgeLog, tags: readonly string[]): number {
  let newest = 0;
  for (const tag of tags) {
    // Own numbers only: a parsed log is a plain object, whose prototype must never answer for a tag.
    const at = Object.hasOwn(log, tag) ? log[tag] : undefined;
    if (at !== undefined && at > newest) newest = at;
  }
  return newest;
}
