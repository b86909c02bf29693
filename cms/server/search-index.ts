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
 *
 * Built from term numbers, not strings: the archive's texts come from a few templates, each named by a number
 * (archive.ts `archiveTexts`), so each distinct text is made and split into words once, and each list is a typed
 * array sized by a first pass (`invert`). Only words a query can hold are indexed
 * (contract/search.ts `searchTerms`: long enough, not stopwords).
 * @module
 */
import { SEARCH_WORD_CLASS } from '../../contract/search';
import { isSearchableWord } from '../../contract/search-rank';
import { pack } from '../content/index';
import type { PageDef } from '../content/types';
import { type ArchiveShape, archivePage, archiveTexts } from './archive';
import { isSearchable, pageDoc, plainText, sharedBlocks } from './search-text';

export interface SearchIndex {
  shape: ArchiveShape;
  /** Documents in all (pack and archive): the `N` of idf. */
  size: number;
  /** Pack pages indexed, by id (ids below `packPages.length`); archive article `i` is id `packPages.length + i`. */
  packPages: readonly PageDef[];
  /** Each pack page's day number (days since 1970), by id. */
  packDays: Int32Array;
  /** Each pack page's title and text as term lines (contract/search-rank.ts `termLine`), and whether it is a listing, by id. */
  packLines: readonly { title: string; body: string; listing: boolean }[];
  /** Each distinct archive text's term line, by slot; article `i`'s texts are slots `slots[i * 5 …]` (its title first). */
  slotLines: readonly string[];
  slots: Int32Array;
  /** Rich-text blocks many pack pages repeat (search-text.ts `sharedBlocks`): no page's words. */
  shared: ReadonlySet<string>;
  title: ReadonlyMap<string, Int32Array>;
  body: ReadonlyMap<string, Int32Array>;
}

const WORDS = new RegExp(`[${SEARCH_WORD_CLASS}]+`, 'gu');

/** The distinct folded words of a text (as contract/search.ts `wordsOf` folds them). */
export function termsOf(text: string): Set<string> {
  return new Set(text.normalize('NFKC').toLowerCase().match(WORDS));
}

/** Term numbers: each searchable term of the texts read gets the next number. */
class Terms {
  private readonly numbers = new Map<string, number>();
  /** Words read that no query can hold (short, stopwords): asked once each. */
  private readonly unsearchable = new Set<string>();
  readonly names: string[] = [];

  /**
   * The numbers of a (plain) text's distinct searchable terms, and its term line (contract/search-rank.ts
   * `termLine`, the same words in order): one pass over its words for both.
   */
  of(text: string): { numbers: Int32Array; line: string } {
    const numbers: number[] = [];
    const kept: string[] = [];
    const seen = new Set<number>();
    for (const word of text.normalize('NFKC').toLowerCase().match(WORDS) ?? []) {
      let number = this.numbers.get(word);
      if (number === undefined) {
        if (this.unsearchable.has(word)) continue;
        if (!isSearchableWord(word)) {
          this.unsearchable.add(word);
          continue;
        }
        number = this.names.length;
        this.numbers.set(word, number);
        this.names.push(word);
      }
      kept.push(word);
      if (seen.has(number)) continue;
      seen.add(number);
      numbers.push(number);
    }
    return { numbers: Int32Array.from(numbers), line: kept.length > 0 ? ` ${kept.join(' ')} ` : ' ' };
  }
}

/** Hands each term-number list of document `id` (a list may repeat another's terms) to `each`. */
type Visit = (id: number, each: (numbers: Int32Array) => void) => void;

/**
 * Term name → ascending ids of the documents holding it. Two passes over the documents: one counts each term's
 * documents, so every list is an Int32Array of its final length, the other fills them; a term already counted for
 * the document is the one whose last id is the document's.
 */
function invert(size: number, names: readonly string[], visit: Visit): Map<string, Int32Array> {
  const counts = new Int32Array(names.length);
  const last = new Int32Array(names.length).fill(-1);
  let id = 0;
  const count = (numbers: Int32Array) => {
    for (const number of numbers) {
      if (last[number] === id) continue;
      last[number] = id;
      counts[number]!++;
    }
  };
  for (id = 0; id < size; id++) visit(id, count);
  const lists = Array.from(counts, (length) => new Int32Array(length));
  const filled = new Int32Array(names.length);
  last.fill(-1);
  const fill = (numbers: Int32Array) => {
    for (const number of numbers) {
      if (last[number] === id) continue;
      last[number] = id;
      lists[number]![filled[number]!++] = id;
    }
  };
  for (id = 0; id < size; id++) visit(id, fill);
  const inverted = new Map<string, Int32Array>();
  lists.forEach((ids, number) => {
    if (ids.length > 0) inverted.set(names[number]!, ids);
  });
  return inverted;
}

/** Texts of one archive article: its title, then its standfirst and paragraphs (archive.ts `archiveTexts`). */
export const ARTICLE_TEXTS = 5;

/** Indexes the pack as stored and `shape.size` archive articles (their title, standfirst and paragraphs). */
export function buildSearchIndex(shape: ArchiveShape): SearchIndex {
  const packPages = pack.pages.filter(isSearchable);
  const terms = new Terms();
  const packDays = new Int32Array(packPages.length);
  const shared = sharedBlocks(packPages);
  const packTitles: Int32Array[] = [];
  const packBodies: Int32Array[] = [];
  const packLines: { title: string; body: string; listing: boolean }[] = [];
  packPages.forEach((page, id) => {
    const doc = pageDoc(page, shared);
    const title = terms.of(doc.title);
    const body = terms.of(doc.body);
    packTitles.push(title.numbers);
    packBodies.push(body.numbers);
    packLines.push({ title: title.line, body: body.line, listing: doc.listing });
    packDays[id] = dayNumber(doc.date);
  });
  // Each article's texts as slots of `texts`: a distinct text (key) is made and split once.
  const slotOfKey = new Map<number, number>();
  const texts: Int32Array[] = [];
  const slotLines: string[] = [];
  const slots = new Int32Array(shape.size * ARTICLE_TEXTS);
  for (let index = 0; index < shape.size; index++) {
    const made = archiveTexts(shape, index);
    if (made.length !== ARTICLE_TEXTS) throw new Error(`archive article ${index} has ${made.length} texts, not ${ARTICLE_TEXTS}`);
    made.forEach(({ key, text }, at) => {
      let slot = slotOfKey.get(key);
      if (slot === undefined) {
        const { numbers, line } = terms.of(at > 0 ? plainText(text()) : text());
        slot = texts.push(numbers) - 1;
        slotLines.push(line);
        slotOfKey.set(key, slot);
      }
      slots[index * ARTICLE_TEXTS + at] = slot;
    });
  }
  const first = packPages.length;
  const size = first + shape.size;
  const title = invert(size, terms.names, (id, each) => each(id < first ? packTitles[id]! : texts[slots[(id - first) * ARTICLE_TEXTS]!]!));
  // An article's body words are its title's too: its page's text starts with its header.
  const body = invert(size, terms.names, (id, each) => {
    if (id < first) return each(packBodies[id]!);
    const from = (id - first) * ARTICLE_TEXTS;
    for (let at = from; at < from + ARTICLE_TEXTS; at++) each(texts[slots[at]!]!);
  });
  return { shape, size, packPages, packDays, packLines, slotLines, slots, shared, title, body };
}

/** Days since 1970 of an ISO date. */
export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}

/** The stored document of an id (the pack's page or the archive's article, before edits). */
export function storedPage(index: SearchIndex, id: number): PageDef {
  return id < index.packPages.length ? index.packPages[id]! : archivePage(index.shape, id - index.packPages.length);
}
