/**
 * `GET /search?q=…[&kind=…][&cursor=…]` of the reference CMS (contract/search.ts): matches from the index
 * (search-index.ts, built on the first search) for the pages as stored, the pages editors changed read as they
 * are now (an edited page, or one under an edited page, is masked in the index and scored from its current
 * text: unpublished, private, draft or gone pages and pages under them never appear), and the open jobs. Ranked by
 * the rank key of contract/search-rank.ts (phrase, listing or not, terms in the title, then the summed rarity of the
 * terms matched, the newer, the id); the cursor is the last result's key, so a page is the matches after it
 * (keyset), whatever was published since. A query matching nothing is offered the index's nearest words.
 * @module
 */
import { isOpen, londonDate } from '../../contract/london-day';
import { excerptOf, matchesIn, SEARCH_PAGE_SIZE, type SearchKind, searchTerms } from '../../contract/search';
import type { SearchAnswer, SearchResult } from '../../contract/search-answer';
import {
  compareRank as compare,
  lineWords,
  phraseMatch,
  type RankKey,
  suggestQueries,
  termLine,
  titleRank,
} from '../../contract/search-rank';
import { type ArchiveShape, archiveIndexOf, perDay } from './archive';
import { archiveShape, jobSummaries, nowMs, pageAt } from './content-index';
import { pathsWhere } from './edits';
import { ARTICLE_TEXTS, buildSearchIndex, dayNumber, type SearchIndex, storedPage, termsOf } from './search-index';
import { isSearchable, pageDoc, type SearchDoc } from './search-text';

const EMPTY = new Int32Array(0);
/** Jobs' ids sit above any document's. */
const JOB_IDS = 2 ** 30;

function cursorOf(key: RankKey): string {
  return key.join('.');
}

function keyOf(cursor: string): RankKey | null {
  const parts = cursor.split('.');
  if (parts.length !== 6 || !parts.every((part) => /^-?\d{1,12}$/.test(part))) return null;
  return parts.map(Number) as RankKey;
}

/** A stable small number for a job id (jobs have no numeric id in the pack). */
function jobNumber(id: string): number {
  let hash = 2166136261;
  for (let at = 0; at < id.length; at++) hash = Math.imul(hash ^ id.charCodeAt(at), 16777619);
  return JOB_IDS + ((hash >>> 0) % JOB_IDS);
}

interface Candidate {
  key: RankKey;
  /** The document, when it was read already (edited pages, jobs); else read from the index by id. */
  doc?: SearchDoc;
}

/** The search of one CMS isolate: its index, made on first use and again when the archive's shape changes. */
export class ReferenceSearch {
  private index: SearchIndex | null = null;

  private current(shape: ArchiveShape): SearchIndex {
    if (!this.index || this.index.shape.size !== shape.size || this.index.shape.today !== shape.today) this.index = buildSearchIndex(shape);
    return this.index;
  }

  /** The answer for a valid request, as published at `at` (ms); null when the cursor is not one this CMS wrote. */
  answer(raw: string, kind: SearchKind | null, cursor: string | null, at = nowMs(), suggest = true): SearchAnswer | null {
    const after = cursor === null ? null : keyOf(cursor);
    if (cursor !== null && !after) return null;
    const terms = searchTerms(raw);
    const index = this.current(archiveShape());
    const weights = terms.map((term) => {
      const df = (index.title.get(term)?.length ?? 0) + (index.body.get(term)?.length ?? 0);
      return Math.round(1000 * Math.log(1 + index.size / (1 + df)));
    });
    const score = (doc: SearchDoc, id: number): RankKey | null => {
      const inTitle = termsOf(doc.title);
      const inBody = termsOf(doc.body);
      let tier = 0;
      let sum = 0;
      terms.forEach((term, at) => {
        if (inTitle.has(term)) tier++;
        if (inTitle.has(term) || inBody.has(term)) sum += weights[at]!;
      });
      if (sum === 0) return null;
      const titleLine = termLine(doc.title);
      const title = titleRank(tier, lineWords(titleLine));
      return [phraseMatch(terms, titleLine, termLine(doc.body)), doc.listing ? 0 : 1, title, sum, dayNumber(doc.date), id];
    };

    const masked = this.maskedIds(index);
    const candidates: Candidate[] = [];
    const wants = (found: SearchKind) => kind === null || kind === found;
    for (const [id, key] of this.indexed(index, terms, weights)) {
      if (masked.has(id) || !wants(id < index.packPages.length ? kindOfPage(index, id) : 'news')) continue;
      candidates.push({ key });
    }
    for (const [id, path] of masked) {
      const page = pageAt(path, at);
      if (!page || !isSearchable(page)) continue;
      const doc = pageDoc(page, index.shared);
      const key = wants(doc.kind) ? score(doc, id) : null;
      if (key) candidates.push({ key, doc });
    }
    if (wants('job')) {
      const day = londonDate(at);
      for (const job of jobSummaries(at)) {
        if (!isOpen(job, day)) continue;
        const doc: SearchDoc = {
          path: `/jobs/${job.id}`,
          title: job.title,
          kind: 'job',
          type: 'job',
          listing: false,
          date: job.datePosted,
          body: [job.summary, job.department, job.location, job.brand ?? ''].join(' '),
        };
        const key = score(doc, jobNumber(job.id));
        if (key) candidates.push({ key, doc });
      }
    }
    const page = top(after ? candidates.filter((candidate) => compare(candidate.key, after) > 0) : candidates, SEARCH_PAGE_SIZE + 1);
    const shown = page.slice(0, SEARCH_PAGE_SIZE);
    const known = (term: string) => index.title.has(term) || index.body.has(term);
    return {
      query: terms.join(' '),
      kind,
      total: candidates.length,
      results: shown.map((candidate) => resultOf(candidate.doc ?? pageDoc(storedPage(index, candidate.key[5]), index.shared), terms)),
      next: page.length > SEARCH_PAGE_SIZE ? cursorOf(shown.at(-1)!.key) : null,
      // Only suggestions that find something: a word only hidden pages hold is never offered.
      suggestions:
        candidates.length === 0 && suggest
          ? suggestQueries(terms, known, vocabulary(index)).filter((query) => (this.answer(query, kind, null, at, false)?.total ?? 0) > 0)
          : [],
    };
  }

  /** Rank keys of the stored documents holding any term. */
  private *indexed(index: SearchIndex, terms: string[], weights: number[]): Generator<[number, RankKey]> {
    const tiers = new Uint8Array(index.size);
    const hits = new Uint8Array(index.size);
    const sums = new Int32Array(index.size);
    const touched: number[] = [];
    terms.forEach((term, at) => {
      const weight = weights[at]!;
      const title = index.title.get(term) ?? EMPTY;
      const body = index.body.get(term) ?? EMPTY;
      for (const id of title) tiers[id]!++;
      // Both lists ascend: walk them together, so a document in both gets the term's weight once.
      let t = 0;
      let b = 0;
      while (t < title.length || b < body.length) {
        const id = b >= body.length || (t < title.length && title[t]! < body[b]!) ? title[t++]! : body[b++]!;
        if (t < title.length && title[t] === id) t++;
        if (sums[id] === 0) touched.push(id);
        sums[id]! += weight;
        hits[id]!++;
      }
    });
    const { shape, packPages, packDays, packLines, slotLines, slots } = index;
    const newest = dayNumber(shape.today);
    const sharing = perDay(shape);
    // An archive text's phrase test, once per distinct text: -1 not yet asked.
    const slotMatch = new Int8Array(slotLines.length).fill(-1);
    const phrase = ` ${terms.join(' ')} `;
    const slotHas = (slot: number) => {
      if (slotMatch[slot] === -1) slotMatch[slot] = slotLines[slot]!.includes(phrase) ? 1 : 0;
      return slotMatch[slot] === 1;
    };
    // An archive title's word count, once per distinct title.
    const wordsOfSlot = new Int16Array(slotLines.length).fill(-1);
    const slotWords = (slot: number) => {
      if (wordsOfSlot[slot] === -1) wordsOfSlot[slot] = lineWords(slotLines[slot]!);
      return wordsOfSlot[slot]!;
    };
    for (const id of touched) {
      const first = id < packPages.length;
      const day = first ? packDays[id]! : newest - Math.floor((id - packPages.length) / sharing);
      let match = 0;
      const from = (id - packPages.length) * ARTICLE_TEXTS;
      const titleLine = first ? packLines[id]!.title : slotLines[slots[from]!]!;
      // Only a document holding every term can hold them together.
      if (hits[id] === terms.length) {
        if (first) match = phraseMatch(terms, titleLine, packLines[id]!.body);
        else {
          if (titleLine === phrase) match = 3;
          else if (slotHas(slots[from]!)) match = 2;
          else for (let at = from + 1; at < from + ARTICLE_TEXTS && match === 0; at++) if (slotHas(slots[at]!)) match = 1;
        }
      }
      const title = titleRank(tiers[id]!, first ? lineWords(titleLine) : slotWords(slots[from]!));
      yield [id, [match, first && packLines[id]!.listing ? 0 : 1, title, sums[id]!, day, id]];
    }
  }

  /**
   * Stored documents an edit may have changed, with their paths: every edited page, and the pack's pages under
   * one (a page taken down takes them along). Few: only edited pages are in the overlay.
   */
  private maskedIds(index: SearchIndex): Map<number, string> {
    const edited = pathsWhere(() => true);
    const masked = new Map<number, string>();
    if (edited.length === 0) return masked;
    index.packPages.forEach((page, id) => {
      const path = page.route.path;
      if (edited.some((at) => path === at || (at !== '/' && path.startsWith(at)))) masked.set(id, path);
    });
    for (const path of edited) {
      const article = archiveIndexOf(index.shape, path);
      if (article !== null) masked.set(index.packPages.length + article, path);
    }
    return masked;
  }
}

/** The index's words and how many documents hold each (a title's and a text's alike), for suggestions. */
function* vocabulary(index: SearchIndex): Generator<[string, number]> {
  for (const [word, ids] of index.body) yield [word, ids.length];
  for (const [word, ids] of index.title) if (!index.body.has(word)) yield [word, ids.length];
}

function kindOfPage(index: SearchIndex, id: number): SearchKind {
  return index.packPages[id]!.route.meta.post_data.post_type === 'post' ? 'news' : 'page';
}

/** The first `count` candidates in rank order, without sorting them all. */
function top(candidates: Candidate[], count: number): Candidate[] {
  const best: Candidate[] = [];
  for (const candidate of candidates) {
    if (best.length === count && compare(candidate.key, best[count - 1]!.key) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(candidate.key, best[at - 1]!.key) < 0) at--;
    best.splice(at, 0, candidate);
    if (best.length > count) best.pop();
  }
  return best;
}

function resultOf(doc: SearchDoc, terms: string[]): SearchResult {
  const { excerpt, matches } = excerptOf(doc.body || doc.title, terms);
  return {
    title: doc.title,
    path: doc.path,
    kind: doc.kind,
    type: doc.type,
    date: doc.date,
    excerpt,
    matches,
    title_matches: matchesIn(doc.title, terms),
  };
}
