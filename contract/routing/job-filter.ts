/**
 * Filters of the jobs list as ordinary addresses under `/jobs/`: one pair of
 * segments per facet, in a fixed order, each ending in a slash like every
 * page path (`/jobs/team/technology/location/london/`). Links are crawlable
 * and shareable and work without JavaScript; the worker serves every filter
 * from the one jobs list the CMS gives `/jobs/`, so a filter costs the CMS
 * nothing. Values are the roles' own (department, location, employment type);
 * a segment is the value's slug. The order, closing soonest first, is one more
 * pair at the end (`sort/closing-date/`; newest first needs none), so a sorted
 * list is an address too, cached as one. A keyword (`?q=editor`, the list's
 * GET form, so it works without JavaScript) narrows any of these further: a
 * query, not a segment, as its values are open-ended; such a list is never
 * indexed nor kept in the page cache. Pure: the worker resolves addresses
 * with it, the jobs list draws its links with it.
 * @module
 */
import type { JobSummary, NodeOf } from '../nodes';

const EMPLOYMENT_TYPES: Record<JobSummary['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

/** A role's employment type in words, as the filters and the job's facts show it. */
export function employmentTypeText(type: JobSummary['employmentType']): string {
  return EMPLOYMENT_TYPES[type];
}

/** Which open roles a list shows, and in what order; a field left out matches every role. */
export interface JobFilter {
  department?: string;
  location?: string;
  employmentType?: JobSummary['employmentType'];
  /** `closing`: closing soonest first; left out, the newest first. */
  sort?: 'closing';
  /** Words every role shown has in its title, summary or facts (jobKeywordOf). */
  keyword?: string;
}

/**
 * A jobs list as the site shows it: the CMS's node, the filter its address names and the London day it is shown
 * on (what "Closes today" counts from). The worker sets both after the CMS's answer is parsed (which drops any
 * field the contract does not have), so no CMS can.
 */
export type JobsListView = NodeOf<'jobs-list'> & { filter?: JobFilter; today?: string };

/** A job's page as the site shows it: the day it is shown on (what "Closes in 3 days" counts from), set by the worker. */
export type JobDetailView = NodeOf<'job-detail'> & { today?: string };

export const JOBS_PATH = '/jobs/';

type Field = Exclude<keyof JobFilter, 'sort' | 'keyword'>;

/** The address pair of the closing-date order, after the facets: `/jobs/team/editorial/sort/closing-date/`. */
export const SORT_KEY = 'sort';
export const CLOSING_SLUG = 'closing-date';

export interface Facet {
  /** The address segment naming the facet. */
  key: string;
  field: Field;
  /** What a reader calls it. */
  label: string;
  /** "All teams", the option that clears it. */
  all: string;
}

export const JOB_FACETS: readonly Facet[] = [
  { key: 'team', field: 'department', label: 'Team', all: 'All teams' },
  { key: 'location', field: 'location', label: 'Location', all: 'All locations' },
  { key: 'type', field: 'employmentType', label: 'Contract type', all: 'All contract types' },
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How a value reads: an employment type in words, anything else as the CMS wrote it. */
export function valueText(field: Field, value: string): string {
  return field === 'employmentType' ? employmentTypeText(value as JobSummary['employmentType']) : value;
}

/** A value's address segment: `Remote (UK)` is `remote-uk`, `FULL_TIME` is `full-time`. */
export function valueSlug(field: Field, value: string): string {
  return valueText(field, value)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address of a filter: `/jobs/` when it sets nothing. */
export function jobFilterPath(filter: JobFilter): string {
  let path = JOBS_PATH;
  for (const facet of JOB_FACETS) {
    const value = filter[facet.field];
    if (value) path += `${facet.key}/${valueSlug(facet.field, value)}/`;
  }
  return filter.sort === 'closing' ? `${path}${SORT_KEY}/${CLOSING_SLUG}/` : path;
}

/** The query parameter of the keyword, and the longest keyword read (the rest is dropped). */
export const JOB_KEYWORD_PARAM = 'q';
export const JOB_KEYWORD_MAX = 80;

/** The keyword a query asks for, its spaces collapsed; null when it has no letter or digit (then no keyword). */
export function jobKeywordOf(search: URLSearchParams): string | null {
  const keyword = (search.get(JOB_KEYWORD_PARAM) ?? '').replace(/\s+/g, ' ').trim().slice(0, JOB_KEYWORD_MAX).trim();
  return keywordWords(keyword).length > 0 ? keyword : null;
}

/** Lower case, accents dropped, letters and digits only: `Café-Editor` reads `cafe editor`. */
function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

function keywordWords(keyword: string): string[] {
  return foldText(keyword).split(' ').filter(Boolean);
}

/** Whether every word of the keyword is in the role's title, summary, team, brand, location, workplace or type. */
export function matchesKeyword(job: JobSummary, keyword: string): boolean {
  const text = ` ${foldText([job.title, job.summary, job.department, job.brand ?? '', job.location, job.workplace, employmentTypeText(job.employmentType)].join(' '))} `;
  return keywordWords(keyword).every((word) => text.includes(word));
}

/** A list's link: its address, with the keyword as a query when it has one. */
export function jobListHref(filter: JobFilter): string {
  const path = jobFilterPath(filter);
  return filter.keyword ? `${path}?${new URLSearchParams({ [JOB_KEYWORD_PARAM]: filter.keyword })}` : path;
}

export type FilterSlugs = Partial<Record<Field, string>> & { sort?: 'closing' };

/**
 * What an address under `/jobs/` asks for: null when it is no filter address
 * (its first segment names no facet: a page the CMS may have; or it lacks its
 * trailing slash, which the pipeline adds first), 'invalid' when it names
 * facets but not in the one form `jobFilterPath` writes.
 */
export function filterSlugsOf(path: string): FilterSlugs | 'invalid' | null {
  if (!path.startsWith(JOBS_PATH) || path.length === JOBS_PATH.length || !path.endsWith('/')) return null;
  const segments = path.slice(JOBS_PATH.length, -1).split('/');
  if (!JOB_FACETS.some((facet) => facet.key === segments[0]) && segments[0] !== SORT_KEY) return null;
  if (segments.length % 2 !== 0) return 'invalid';
  const slugs: FilterSlugs = {};
  // The order comes last, and has one value.
  if (segments[segments.length - 2] === SORT_KEY) {
    if (segments.pop() !== CLOSING_SLUG) return 'invalid';
    segments.pop();
    slugs.sort = 'closing';
  }
  let next = 0;
  for (let at = 0; at < segments.length; at += 2) {
    const index = JOB_FACETS.findIndex((facet, i) => i >= next && facet.key === segments[at]);
    const slug = segments[at + 1]!;
    if (index < 0 || !SLUG.test(slug)) return 'invalid';
    slugs[JOB_FACETS[index]!.field] = slug;
    next = index + 1;
  }
  return slugs;
}

/** The filter the slugs name among `jobs`' values, or null when a slug names no value any of them has. */
export function resolveFilter(slugs: FilterSlugs, jobs: readonly JobSummary[]): JobFilter | null {
  const filter: JobFilter = slugs.sort ? { sort: slugs.sort } : {};
  for (const facet of JOB_FACETS) {
    const slug = slugs[facet.field];
    if (!slug) continue;
    const job = jobs.find((candidate) => valueSlug(facet.field, candidate[facet.field]) === slug);
    if (!job) return null;
    (filter as Record<Field, string>)[facet.field] = job[facet.field];
  }
  return filter;
}

/** Whether the role has the filter's values (and its keyword, unless `facetsOnly`). */
export function matchesFilter(job: JobSummary, filter: JobFilter | undefined, facetsOnly = false): boolean {
  if (!filter) return true;
  if (!facetsOnly && filter.keyword && !matchesKeyword(job, filter.keyword)) return false;
  return JOB_FACETS.every((facet) => !filter[facet.field] || job[facet.field] === filter[facet.field]);
}

export interface FilterOption {
  text: string;
  href: string;
  /** Roles the list would show after following the link. */
  count: number;
}

export interface FacetOptions {
  facet: Facet;
  /** Clears this facet, keeping the others. */
  all: FilterOption;
  options: FilterOption[];
}

/**
 * Each facet's links with the roles each would show, the other facets kept:
 * a value no role would match is left out (the chosen one always stays).
 */
export function facetOptions(jobs: readonly JobSummary[], filter: JobFilter = {}): FacetOptions[] {
  return JOB_FACETS.map((facet) => {
    const others: JobFilter = { ...filter, [facet.field]: undefined };
    const pool = jobs.filter((job) => matchesFilter(job, others));
    const counts = new Map<string, number>();
    for (const job of pool) counts.set(job[facet.field], (counts.get(job[facet.field]) ?? 0) + 1);
    const chosen = filter[facet.field];
    if (chosen && !counts.has(chosen)) counts.set(chosen, 0);
    const options = [...counts]
      .map(([value, count]) => ({
        text: valueText(facet.field, value),
        href: jobListHref({ ...filter, [facet.field]: value }),
        count,
      }))
      .sort((a, b) => a.text.localeCompare(b.text, 'en-GB'));
    return { facet, all: { text: facet.all, href: jobListHref(others), count: pool.length }, options };
  });
}

/** The chosen values in words, in facet order: `Technology, London`. */
export function facetText(filter: JobFilter): string {
  return JOB_FACETS.flatMap((facet) => {
    const value = filter[facet.field];
    return value ? [valueText(facet.field, value)] : [];
  }).join(', ');
}

/** The address in words, for its title and breadcrumb: `“editor”, Technology, London, closing soonest`. */
export function filterText(filter: JobFilter): string {
  return [filter.keyword ? `“${filter.keyword}”` : '', facetText(filter), filter.sort === 'closing' ? 'closing soonest' : '']
    .filter(Boolean)
    .join(', ');
}
