/**
 * Indexes the sample content pack for the API: pages by path and by slug,
 * jobs by id, drafts by id, and fills the data-bearing nodes (news lists
 * with the newest articles, jobs lists with the open jobs).
 * @module
 */
import type { ContentNodeInput, JobInput } from '../../app/content/nodes';
import type { RouteEntryInput } from '../../app/content/route';
import { parsePublishedDate } from '../../app/format';
import { pack } from '../content/index';
import type { PageDef } from '../content/types';
import { withFileSizes } from './documents';

const byPath = new Map<string, PageDef>(pack.pages.map((page) => [page.route.path, page]));
const bySlug = new Map<string, PageDef>();
for (const page of pack.pages) {
  const slug = slugOf(page.route.path);
  if (!bySlug.has(slug)) bySlug.set(slug, page);
}

export function slugOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? 'website_front_page' : segments[segments.length - 1]!;
}

function isoOf(route: RouteEntryInput): string {
  return parsePublishedDate(route.meta.post_data.published_date) ?? '1970-01-01';
}

/** Articles newest first, without duplicates, internal or gone pages. */
const articles = pack.pages
  .filter((page) => page.route.meta.post_data.post_type === 'post' && !page.route.meta.canonical_path
    && !page.route.meta.internal && !page.route.meta.gone)
  .sort((a, b) => isoOf(b.route).localeCompare(isoOf(a.route)));

function newsItems(limit?: number) {
  return articles.slice(0, limit ?? articles.length).map((page) => {
    const header = page.slots.main?.find((node) => node.type === 'article-header');
    return {
      title: page.route.meta.title,
      href: page.route.path,
      date: page.route.meta.post_data.published_date,
      excerpt: page.route.meta.tags.description,
      ...(page.route.meta.category ? { category: page.route.meta.category } : {}),
      ...(header?.type === 'article-header' && header.image ? { image: header.image } : {}),
    };
  });
}

export function jobSummaries(): Omit<JobInput, 'html' | 'applyUrl' | 'contract'>[] {
  return pack.jobs.map(({ html: _html, applyUrl: _apply, contract: _contract, ...summary }) => summary);
}

function fill(node: ContentNodeInput): ContentNodeInput {
  if (node.type === 'news-list') return { ...node, items: newsItems(node.limit) };
  if (node.type === 'jobs-list') return { ...node, jobs: jobSummaries() };
  if (node.type === 'downloads') return withFileSizes(node);
  return node;
}

export function fillSlots(slots: Record<string, ContentNodeInput[]>): Record<string, ContentNodeInput[]> {
  return Object.fromEntries(Object.entries(slots).map(([slot, nodes]) => [slot, nodes.map(fill)]));
}

/** The page for a nodes request: by path when given (slugs repeat across sections), else by slug. */
export function pageFor(slug: string, path: string | null): PageDef | undefined {
  const exact = path ? byPath.get(path) : undefined;
  if (exact && slugOf(exact.route.path) === slug) return exact;
  return bySlug.get(slug);
}

export const routes = pack.pages.map((page) => page.route);

/** The route that lives at exactly this path, if any. */
export function routeAt(path: string) {
  return byPath.get(path)?.route ?? null;
}
export const jobsById = new Map(pack.jobs.map((job) => [job.id, job]));
export const draftsById = new Map(pack.drafts.map((draft) => [draft.id, draft]));
export const cmsRedirects = pack.redirects;
export const site = { settings: pack.settings, menus: pack.menus };
