/**
 * The reference CMS's search index: an inverted index (term → ascending
 * document ids, as Int32Arrays) over the stored content as it was packed: the
 * sample pack's searchable pages (ids 0…) and the synthetic archive's articles
 * (ids after them, by archive index), titles and bodies apart, so title
 * matches can rank first. Built on the first search and again when the
 * archive's shape changes; edits never rebuild it: search.ts reads edited
 * pages as they are now and masks their stored copies (the few edited pages
 * are scanned, the many others come from here). Hand-written rather than a
 * library: keyset paging needs every match's rank key, which minisearch and
 * flexsearch do not hand out, and the archive is derived, never stored.
 * @module
 */
import { SEARCH_WORD_CLASS } from '../../contract/search';
import { pack } from '../content/index';
import type { PageDef } from '../content/types';
import { type ArchiveShape, archivePage, archiveParagraphs, archiveSummary } from './archive';
import { isSearchable, pageDoc, plainText } from './search-text';

export interface SearchIndex {
  shape: ArchiveShape;
  /** Documents in all (pack and archive): the `N` of idf. */
  size: number;
  /** Pack pages indexed, by id (ids below `packPages.length`); archive article `i` is id `packPages.length + i`. */
  packPages: readonly PageDef[];
  /** Each pack page's day number (days since 1970), by id. */
  packDays: Int32Array;
  title: ReadonlyMap<string, Int32Array>;
  body: ReadonlyMap<string, Int32Array>;
}

const WORDS = new RegExp(`[${SEARCH_WORD_CLASS}]+`, 'gu');

/** The distinct folded words of a text (as contract/search.ts `wordsOf` folds them). */
export function termsOf(text: string): Set<string> {
  return new Set(text.normalize('NFKC').toLowerCase().match(WORDS));
}

/** Terms of texts that repeat (the archive's titles, standfirsts and paragraphs come from a few templates). */
function memoTerms(): (text: string) => Set<string> {
  const known = new Map<string, Set<string>>();
  return (text) => {
    let terms = known.get(text);
    if (!terms) {
      terms = termsOf(plainText(text));
      known.set(text, terms);
    }
    return terms;
  };
}

class Postings {
  private readonly lists = new Map<string, number[]>();

  add(id: number, terms: Iterable<string>): void {
    for (const term of terms) {
      let list = this.lists.get(term);
      if (!list) {
        list = [];
        this.lists.set(term, list);
      }
      list.push(id);
    }
  }

  /** Ids were added in ascending order: each list is sorted as it stands. */
  packed(): Map<string, Int32Array> {
    return new Map([...this.lists].map(([term, ids]) => [term, Int32Array.from(ids)]));
  }
}

/**
 * Indexes the pack as stored and `shape.size` archive articles. An article's words are its title, standfirst and
 * paragraphs (what `pageDoc(archivePage(…))` holds), read without building its page: each text's terms are worked
 * out once.
 */
export function buildSearchIndex(shape: ArchiveShape): SearchIndex {
  const packPages = pack.pages.filter(isSearchable);
  const title = new Postings();
  const body = new Postings();
  const packDays = new Int32Array(packPages.length);
  packPages.forEach((page, id) => {
    const doc = pageDoc(page);
    title.add(id, termsOf(doc.title));
    body.add(id, termsOf(doc.body));
    packDays[id] = dayNumber(doc.date);
  });
  const terms = memoTerms();
  for (let index = 0; index < shape.size; index++) {
    const summary = archiveSummary(shape, index);
    const words = new Set(terms(summary.title));
    for (const text of [summary.standfirst, ...archiveParagraphs(shape, index)]) for (const term of terms(text)) words.add(term);
    title.add(packPages.length + index, terms(summary.title));
    body.add(packPages.length + index, words);
  }
  return { shape, size: packPages.length + shape.size, packPages, packDays, title: title.packed(), body: body.packed() };
}

/** Days since 1970 of an ISO date. */
export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}

/** The stored document of an id (the pack's page or the archive's article, before edits). */
export function storedPage(index: SearchIndex, id: number): PageDef {
  return id < index.packPages.length ? index.packPages[id]! : archivePage(index.shape, id - index.packPages.length);
}
