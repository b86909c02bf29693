/**
 * Indexes the content for the API: the sample pack by path and by slug, the
 * synthetic archive (derived on demand, never held), the news index pages and
 * the editors' overlay, and fills the data-bearing nodes (news lists with the
 * newest articles, a page at a time on the news index; jobs lists with the
 * open jobs). Every read of what is published takes the moment it is about (`at`, ms): now, or the moment a
 * timeline preview asks for (contract/schedule.ts: scheduled pages in, pages past their "unpublish at" out).
 * @module
 */

import type { NewsCounts, RouteListItem } from '../../contract/api';
import { clockNow, clockOffset } from '../../contract/clock';
import { londonDate } from '../../contract/london-day';
import { NEWS_INDEX_PATH, NEWS_PAGE_SIZE, newsPageCount, newsPageNumber, newsPagePath } from '../../contract/news-pages';
import type { ContentNodeInput, JobInput } from '../../contract/nodes';
import { parsePublishedDate } from '../../contract/published-date';
import type { RouteEntryInput } from '../../contract/route';
import { routeEntry } from '../../contract/route-entry';
import { NEWS_TYPE_FEEDS } from '../../contract/routing/site-paths';
import { slugOf } from '../../contract/slugs';
import { publishedMoment, SITE_ORIGIN } from '../content/build';
import { jobsOn, pack } from '../content/index';
import type { DraftDef, PageDef } from '../content/types';
import {
  type ArchiveShape,
  archiveDateText,
  archiveIndexOf,
  archiveIso,
  archivePage,
  archivePath,
  archiveSummary,
  countOnOrAfter,
  MAX_EXTRA_ARTICLES,
} from './archive';
import { withFileSizes } from './documents';
import { applyEdit, editAt, isDownAt, isJobDownAt, pathsWhere } from './edits';

const byPath = new Map<string, PageDef>(pack.pages.map((page) => [page.route.path, page]));
const bySlug = new Map<string, PageDef>();
for (const page of pack.pages) {
  const slug = slugOf(page.route.path);
  if (!bySlug.has(slug)) bySlug.set(slug, page);
}

function isoOf(route: RouteEntryInput): string {
  return parsePublishedDate(route.meta.post_data.published_date) ?? '1970-01-01';
}

// --- The synthetic archive's size and the pack's day: from the vars, or a test override. ---

let configuredSize = 0;
let offsetMs = 0;
let override: Partial<ArchiveShape> | null = null;
let firstDay: string | null = null;
let namedDay: string | null = null;

/** Reads CMS_EXTRA_ARTICLES, CLOCK_OFFSET_MS and PACK_DAY (every request: vars are per request in workers). */
export function configureArchive(value: string | undefined, clockSetting?: string, daySetting?: string): void {
  const size = Math.floor(Number(value ?? 0));
  configuredSize = Number.isFinite(size) ? Math.min(Math.max(size, 0), MAX_EXTRA_ARTICLES) : 0;
  offsetMs = clockOffset(clockSetting);
  if (daySetting && /^\d{4}-\d{2}-\d{2}$/.test(daySetting)) namedDay = daySetting;
}

/** Test control: another archive size or newest day until cleared. */
export function overrideArchive(shape: Partial<ArchiveShape> | null): void {
  override = shape;
}

/**
 * The pack's day: PACK_DAY when named (a run that imports the pack into WordPress too dates both copies alike,
 * across midnight), else London's date by the one clock, read once per isolate at its first request (the clock is
 * not running at start-up), so the jobs' dates and the archive's stay put for a whole run.
 */
export function packDay(): string {
  firstDay ??= namedDay ?? today();
  return firstDay;
}

/** The archive's size and newest day. */
export function archiveShape(): ArchiveShape {
  return { size: override?.size ?? configuredSize, today: override?.today ?? packDay() };
}

/** London's date now, by the one clock. */
export function today(): string {
  return londonDate(clockNow(offsetMs));
}

/** Now (ms), by the one clock: the moment every read is about unless a timeline preview names another. */
export function nowMs(): number {
  return clockNow(offsetMs);
}

let jobsMemo: { day: string; jobs: JobInput[] } | null = null;

/** The sample roles, dated around the pack's day. */
function packJobs(): JobInput[] {
  const day = packDay();
  if (jobsMemo?.day !== day) jobsMemo = { day, jobs: jobsOn(day) };
  return jobsMemo.jobs;
}

// --- Pages as published (edits applied, unpublished ones absent). ---

/**
 * Whether a page is down: taken down itself, or under a page that is (`/a/b/` is under `/a/`; the home page is no
 * one's parent). A page under a hidden one is listed, served and filled nowhere, as WordPress hides a published
 * child of a private or draft parent.
 */
export function isPageDown(path: string, at = nowMs()): boolean {
  if (isDownAt(editAt(path), at)) return true;
  for (let end = path.indexOf('/', 1); end > 0; end = path.indexOf('/', end + 1)) {
    if (isDownAt(editAt(path.slice(0, end + 1)), at)) return true;
  }
  return false;
}

/** The stored page at a path before edits: the pack's, or an archive article. */
function basePage(path: string): PageDef | undefined {
  const packed = byPath.get(path);
  if (packed) return packed;
  const shape = archiveShape();
  const index = archiveIndexOf(shape, path);
  return index === null ? undefined : archivePage(shape, index);
}

/** The pack's pages under a path (`/a/b/` and `/a/b/c/` under `/a/`), which go down and up with it. */
export function pathsUnder(path: string): string[] {
  if (path === '/') return [];
  return pack.pages.map((page) => page.route.path).filter((candidate) => candidate !== path && candidate.startsWith(path));
}

/** Whether a path is a content page of the pack or the archive (published or not). */
export function isContentPath(path: string): boolean {
  return byPath.has(path) || archiveIndexOf(archiveShape(), path) !== null;
}

/** The published page at exactly this path: pack, archive or a news index page. */
export function pageAt(path: string, at = nowMs()): PageDef | undefined {
  const newsPage = newsPageNumber(path);
  if (newsPage !== null && newsPage > 1) return newsIndexPage(newsPage, at);
  if (isPageDown(path, at)) return undefined;
  const page = basePage(path);
  return page && applyEdit(page, editAt(path));
}

/** The route that lives at exactly this path, if any. */
export function routeAt(path: string, at = nowMs()) {
  return pageAt(path, at)?.route ?? null;
}

/** The page for a nodes request: by path when given (slugs repeat across sections), else by slug. */
export function pageFor(slug: string, path: string | null, at = nowMs()): PageDef | undefined {
  const exact = path ? pageAt(path, at) : undefined;
  if (exact && slugOf(exact.route.path) === slug) return exact;
  const bySlugPage = bySlug.get(slug);
  return bySlugPage && pageAt(bySlugPage.route.path, at);
}

/** CMS redirects: the pack's, plus page 1 of the news index, which is `/news/` itself. */
export function redirectAt(path: string): { to: string; status: 301 | 302 } | null {
  const redirect = pack.redirects[path];
  if (redirect) return { to: redirect.to, status: redirect.status ?? 301 };
  if (path === '/news/page-1/') return { to: NEWS_INDEX_PATH, status: 301 };
  return null;
}

// --- The news list: pack articles merged with the archive by date, newest first. ---

interface PackArticle {
  page: PageDef;
  iso: string;
}

/** Published pack articles (no duplicates, internal or gone pages), newest first; equal dates keep pack order. */
function packArticles(at: number): PackArticle[] {
  const list: PackArticle[] = [];
  for (const stored of pack.pages) {
    if (stored.route.meta.post_data.post_type !== 'post') continue;
    const page = pageAt(stored.route.path, at);
    if (!page || page.route.meta.canonical_path || page.route.meta.internal || page.route.meta.gone) continue;
    list.push({ page, iso: isoOf(page.route) });
  }
  return list.sort((a, b) => b.iso.localeCompare(a.iso));
}

/** Archive indexes taken out of a list by edits, ascending. */
function archiveIndexes(paths: string[], shape: ArchiveShape): number[] {
  return paths
    .map((path) => archiveIndexOf(shape, path))
    .filter((index): index is number => index !== null)
    .sort((a, b) => a - b);
}

/** The k-th (0-based) index not in `skipped` (ascending). */
function nthKept(k: number, skipped: number[]): number {
  let index = k;
  for (const skip of skipped) {
    if (skip <= index) index++;
    else break;
  }
  return index;
}

interface NewsSource {
  shape: ArchiveShape;
  pack: PackArticle[];
  /** Merged position of each pack article, ascending. */
  packPositions: number[];
  hidden: number[];
  total: number;
}

function newsSource(at: number): NewsSource {
  const shape = archiveShape();
  const hidden = archiveIndexes(
    pathsWhere((edit) => isDownAt(edit, at) || edit.state === 'gone'),
    shape,
  );
  const articles = packArticles(at);
  // Archive articles come before pack articles of the same date.
  const packPositions = articles.map((entry, at) => {
    const newer = countOnOrAfter(shape, entry.iso);
    return newer - hidden.filter((index) => index < newer).length + at;
  });
  return { shape, pack: articles, packPositions, hidden, total: articles.length + shape.size - hidden.length };
}

export interface NewsItem {
  title: string;
  href: string;
  date: string;
  published: string;
  excerpt?: string;
  category?: string;
  brands?: string[];
  image?: { src: string; alt: string; width: number; height: number };
}

function packItem({ page, iso }: PackArticle): NewsItem {
  const header = page.slots.main?.find((node) => node.type === 'article-header');
  return {
    title: page.route.meta.title,
    href: page.route.path,
    date: page.route.meta.post_data.published_date,
    published: publishedMoment(iso),
    excerpt: page.route.meta.tags.description,
    ...(page.route.meta.category ? { category: page.route.meta.category } : {}),
    ...(page.brands?.length ? { brands: [...page.brands] } : {}),
    ...(header?.type === 'article-header' && header.image ? { image: header.image } : {}),
  };
}

function archiveItem(shape: ArchiveShape, index: number): NewsItem {
  const summary = archiveSummary(shape, index);
  return {
    title: editAt(summary.path)?.title ?? summary.title,
    href: summary.path,
    date: archiveDateText(shape, index),
    published: publishedMoment(archiveIso(shape, index)),
    excerpt: summary.standfirst,
    category: summary.category,
    image: summary.image,
  };
}

/** `limit` news items from `offset` (0-based), newest first, and how many there are. */
export function newsWindow(offset: number, limit: number, at = nowMs()): { items: NewsItem[]; total: number } {
  const source = newsSource(at);
  const end = Math.min(offset + limit, source.total);
  let packBefore = 0;
  while (packBefore < source.packPositions.length && source.packPositions[packBefore]! < offset) packBefore++;
  const items: NewsItem[] = [];
  for (let position = offset; position < end; position++) {
    if (source.packPositions[packBefore] === position) {
      items.push(packItem(source.pack[packBefore]!));
      packBefore++;
    } else {
      items.push(archiveItem(source.shape, nthKept(position - packBefore, source.hidden)));
    }
  }
  return { items, total: source.total };
}

/**
 * `limit` news items from `offset` narrowed to a brand and a category (null: any), newest first, and how many there
 * are. The archive's stories name no brand: a brand's list is the pack's articles that name it; a category alone
 * reads the whole list.
 */
export function filteredNewsWindow(
  filter: { brand: string | null; category: string | null },
  offset: number,
  limit: number,
  at = nowMs(),
): { items: NewsItem[]; total: number } {
  const kept = (item: NewsItem) =>
    (filter.brand === null || (item.brands ?? []).includes(filter.brand)) &&
    (filter.category === null || item.category === filter.category);
  const all = filter.brand === null ? newsWindow(0, newsTotal(at), at).items : packArticles(at).map(packItem);
  const items = all.filter(kept);
  return { items: items.slice(offset, offset + limit), total: items.length };
}

/**
 * How many published articles the news holds, of each type, and naming each brand (of each type): `/news/counts`,
 * counted as `filteredNewsWindow` narrows (a brand's items are the pack's articles naming it); zeros left out.
 */
export function newsCounts(at = nowMs()): NewsCounts {
  const all = newsWindow(0, newsTotal(at), at).items;
  const counts: NewsCounts = { total: all.length, types: {}, brands: {} };
  const typeOf = (item: NewsItem) => NEWS_TYPE_FEEDS.find((type) => type.category === item.category)?.slug;
  for (const item of all) {
    const type = typeOf(item);
    if (type) counts.types[type] = (counts.types[type] ?? 0) + 1;
  }
  for (const item of packArticles(at).map(packItem)) {
    const type = typeOf(item);
    for (const brand of new Set(item.brands ?? [])) {
      const ofBrand = counts.brands[brand] ?? { total: 0, types: {} };
      counts.brands[brand] = ofBrand;
      ofBrand.total++;
      if (type) ofBrand.types[type] = (ofBrand.types[type] ?? 0) + 1;
    }
  }
  return counts;
}

function newsTotal(at: number): number {
  return newsSource(at).total;
}

/** The position of a published article in the news list (0-based), or null. */
export function newsPosition(path: string): number | null {
  const source = newsSource(nowMs());
  const packAt = source.pack.findIndex((entry) => entry.page.route.path === path);
  if (packAt >= 0) return source.packPositions[packAt]!;
  const index = archiveIndexOf(source.shape, path);
  if (index === null || source.hidden.includes(index)) return null;
  const keptBefore = index - source.hidden.filter((hidden) => hidden < index).length;
  // Pack articles before it: those strictly newer (archive wins ties).
  const iso = archiveIso(source.shape, index);
  return keptBefore + source.pack.filter((entry) => entry.iso > iso).length;
}

// --- The news index pages: /news/ is page 1, /news/page-N/ the others. ---

function newsIndexPage(page: number, at: number): PageDef | undefined {
  const index = pageAt(NEWS_INDEX_PATH, at);
  if (!index || page > newsPageCount(newsTotal(at))) return undefined;
  const path = newsPagePath(page);
  const route = index.route;
  const title = `${route.meta.title}: page ${page}`;
  return {
    route: {
      ...route,
      name: `news-page-${page}`,
      path,
      meta: {
        ...route.meta,
        title,
        tags: { ...route.meta.tags, ogTitle: title, twitterTitle: title, ogUrl: route.meta.tags.ogUrl.replace(/\/news\/$/, path) },
        post_data: { ...route.meta.post_data, has_parent: true },
        breadcrumbs: [
          { title: route.meta.title, slug: 'news' },
          { title: `Page ${page}`, slug: `page-${page}` },
        ],
      },
    },
    slots: index.slots,
  };
}

type NewsListFill = Pick<Extract<ContentNodeInput, { type: 'news-list' }>, 'items' | 'pagination'>;

function newsListPage(page: number, at: number): NewsListFill {
  const { items, total } = newsWindow((page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE, at);
  const pages = newsPageCount(total);
  return {
    items,
    pagination: {
      page,
      pages,
      ...(page > 1 ? { previous: newsPagePath(page - 1) } : {}),
      ...(page < pages ? { next: newsPagePath(page + 1) } : {}),
    },
  };
}

// --- Jobs. ---

/** The roles published at `at` (ms). */
export function jobSummaries(at = nowMs()): Omit<JobInput, 'html' | 'applyUrl' | 'contract'>[] {
  return packJobs()
    .filter((job) => !isJobDownAt(job.id, at))
    .map(({ html: _html, applyUrl: _apply, contract: _contract, ...summary }) => summary);
}

export function jobById(id: string, at = nowMs()): JobInput | undefined {
  return isJobDownAt(id, at) ? undefined : packJobs().find((job) => job.id === id);
}

export function jobExists(id: string): boolean {
  return packJobs().some((job) => job.id === id);
}

// --- Node filling. ---

function fill(node: ContentNodeInput, path: string, at: number): ContentNodeInput {
  if (node.type === 'news-list') {
    const page = newsPageNumber(path);
    if (page !== null) return { ...node, ...newsListPage(page, at) };
    // A news list on any other page shows at most one page of the index, the newest (the plugin: MASTHEAD_NEWS_LIST_MAX).
    return { ...node, items: newsWindow(0, Math.min(node.limit ?? NEWS_PAGE_SIZE, NEWS_PAGE_SIZE), at).items };
  }
  if (node.type === 'jobs-list') return { ...node, jobs: jobSummaries(at) };
  if (node.type === 'downloads') return withFileSizes(node);
  return node;
}

/** The page's slots with their lists filled; `path` is the page's own (the news index fills the page it is). */
export function fillSlots(slots: Record<string, ContentNodeInput[]>, path = '', at = nowMs()): Record<string, ContentNodeInput[]> {
  return Object.fromEntries(Object.entries(slots).map(([slot, nodes]) => [slot, nodes.map((node) => fill(node, path, at))]));
}

/** Paths of the pack's pages that show a news list, or a jobs list. */
export function packPathsShowing(type: 'news-list' | 'news-filters' | 'jobs-list'): string[] {
  return pack.pages
    .filter((page) => Object.values(page.slots).some((nodes) => nodes.some((node) => node.type === type)))
    .map((page) => page.route.path);
}

// --- The paged route listing: pack pages in pack order, then the archive oldest first. ---

function listItem(route: RouteEntryInput): RouteListItem {
  const { meta } = route;
  return {
    path: route.path,
    lastmod: editAt(route.path)?.editedIso ?? isoOf(route),
    type: meta.post_data.post_type,
    robots: meta.tags.robots,
    ...(meta.internal ? { internal: true } : {}),
    ...(meta.gone ? { gone: true } : {}),
    ...(meta.canonical_path ? { canonical_path: meta.canonical_path } : {}),
  };
}

function archiveListItem(shape: ArchiveShape, index: number): RouteListItem {
  const path = archivePath(index);
  const edit = editAt(path);
  return {
    path,
    lastmod: edit?.editedIso ?? archiveIso(shape, index),
    type: 'post',
    robots: 'index, follow',
    ...(edit?.state === 'gone' ? { gone: true } : {}),
  };
}

export interface RouteListAnswer {
  page: number;
  limit: number;
  total: number;
  pages: number;
  routes: RouteListItem[];
}

/** One page of the route listing; `internal` lists only internal routes (all in the pack). */
export function routeList(page: number, limit: number, internal: boolean, at = nowMs()): RouteListAnswer {
  const packRoutes = pack.pages
    .filter((stored) => !isPageDown(stored.route.path, at))
    .map((stored) => applyEdit(stored, editAt(stored.route.path)).route)
    .filter((route) => !internal || route.meta.internal);
  const shape = archiveShape();
  // Listing ranks run oldest first: rank r is archive index size-1-r.
  const hiddenRanks = internal
    ? []
    : archiveIndexes(
        pathsWhere((edit) => isDownAt(edit, at)),
        shape,
      )
        .map((index) => shape.size - 1 - index)
        .sort((a, b) => a - b);
  const archiveCount = internal ? 0 : shape.size - hiddenRanks.length;
  const total = packRoutes.length + archiveCount;
  const start = (page - 1) * limit;
  const end = Math.min(start + limit, total);
  const routes: RouteListItem[] = [];
  for (let position = start; position < end; position++) {
    if (position < packRoutes.length) routes.push(listItem(packRoutes[position]!));
    else routes.push(archiveListItem(shape, shape.size - 1 - nthKept(position - packRoutes.length, hiddenRanks)));
  }
  return { page, limit, total, pages: Math.ceil(total / limit), routes };
}

/** Most routes the legacy whole-table answer (`/routes`) will send. */
export const WHOLE_TABLE_MAX = 5000;

/** The whole route table (the legacy `/routes` answer), edits applied; null when it is over WHOLE_TABLE_MAX routes. */
export function wholeRouteTable(at = nowMs()): RouteEntryInput[] | null {
  const shape = archiveShape();
  const routes = pack.pages
    .filter((stored) => !isPageDown(stored.route.path, at))
    .map((stored) => applyEdit(stored, editAt(stored.route.path)).route);
  if (routes.length + shape.size > WHOLE_TABLE_MAX) return null;
  for (let index = shape.size - 1; index >= 0; index--) {
    const route = routeAt(archivePath(index), at);
    if (route) routes.push(route);
  }
  return routes;
}

export const draftsById = new Map(pack.drafts.map((draft) => [draft.id, draft]));
export const site = { settings: pack.settings, menus: pack.menus };

// --- Drafts. ---

/**
 * A draft's route entry as it will be published: the page it revises with the draft's title, or a new entry
 * dated today (its address is decided when it is published, so it names the preview page's).
 */
export function draftRoute(draft: DraftDef): RouteEntryInput {
  const published = draft.published_path ? routeAt(draft.published_path) : null;
  if (published) {
    const tags = { ...published.meta.tags, ogTitle: draft.title, twitterTitle: draft.title };
    return { ...published, meta: { ...published.meta, title: draft.title, tags } };
  }
  return routeEntry({
    path: '/preview',
    name: `draft-${draft.id}`,
    title: draft.title,
    description: '',
    kind: draft.post_type,
    origin: SITE_ORIGIN,
    publishedIso: today(),
  });
}
