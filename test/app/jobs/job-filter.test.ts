/**
 * The jobs list's filter addresses (contract/routing/job-filter.ts): one written
 * form per filter, read back exactly; every other form refused; values
 * resolved against the roles; counts per option with the other facets kept.
 */
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../contract/nodes';
import {
  facetOptions,
  filterSlugsOf,
  filterText,
  jobFilterPath,
  jobKeywordOf,
  jobListHref,
  matchesFilter,
  matchesKeyword,
  resolveFilter,
} from '../../../contract/routing/job-filter';
import { jobIdEndingIn } from '../../../contract/routing/paths';

function job(id: string, department: string, location: string, employmentType: JobSummary['employmentType']): JobSummary {
  return { id, title: id, department, location, employmentType, workplace: 'Hybrid', datePosted: '2026-11-01', summary: id };
}

const JOBS = [
  job('a', 'Technology', 'London', 'FULL_TIME'),
  job('b', 'Technology', 'Remote (UK)', 'FULL_TIME'),
  job('c', 'Technology', 'London', 'TEMPORARY'),
  job('d', 'Editorial', 'Bristol', 'PART_TIME'),
  job('e', 'Commercial', 'London', 'FULL_TIME'),
];

describe('filter addresses', () => {
  it('writes one form, in facet order, with slashes, and reads it back', () => {
    const filter = { department: 'Technology', location: 'Remote (UK)', employmentType: 'FULL_TIME' as const };
    const path = jobFilterPath(filter);
    expect(path).toBe('/jobs/team/technology/location/remote-uk/type/full-time/');
    expect(filterSlugsOf(path)).toEqual({ department: 'technology', location: 'remote-uk', employmentType: 'full-time' });
    expect(resolveFilter(filterSlugsOf(path) as object, JOBS)).toEqual(filter);
    expect(jobFilterPath({})).toBe('/jobs/');
    expect(jobFilterPath({ location: 'London' })).toBe('/jobs/location/london/');
  });

  it('leaves the jobs page, job pages, other pages and unslashed forms to the rest of the pipeline', () => {
    for (const path of ['/jobs/', '/jobs/20417', '/jobs/graduate-scheme/', '/jobs/about/us/', '/news/team/x/', '/jobs/team/technology']) {
      expect(filterSlugsOf(path), path).toBeNull();
    }
  });

  it('refuses every other form of a filter address', () => {
    for (const path of [
      '/jobs/team/',
      '/jobs/team/technology/location/',
      '/jobs/location/london/team/technology/',
      '/jobs/team/technology/team/editorial/',
      '/jobs/team/Technology/',
      '/jobs/team/tech--nology/',
      '/jobs/team/technology/colour/red/',
    ]) {
      expect(filterSlugsOf(path), path).toBe('invalid');
    }
  });

  it('resolves a slug only to a value some role has', () => {
    expect(resolveFilter({ department: 'finance' }, JOBS)).toBeNull();
    expect(resolveFilter({ employmentType: 'temporary' }, JOBS)).toEqual({ employmentType: 'TEMPORARY' });
  });
});

describe('options and counts', () => {
  it('counts each option with the other facets kept, and the "all" option clears only its own facet', () => {
    const [team, location, type] = facetOptions(JOBS, { department: 'Technology' });
    expect(team!.all).toEqual({ text: 'All teams', href: '/jobs/', count: 5 });
    expect(team!.options).toEqual([
      { text: 'Commercial', href: '/jobs/team/commercial/', count: 1 },
      { text: 'Editorial', href: '/jobs/team/editorial/', count: 1 },
      { text: 'Technology', href: '/jobs/team/technology/', count: 3 },
    ]);
    // Locations among Technology roles only: Bristol has none and is left out.
    expect(location!.options).toEqual([
      { text: 'London', href: '/jobs/team/technology/location/london/', count: 2 },
      { text: 'Remote (UK)', href: '/jobs/team/technology/location/remote-uk/', count: 1 },
    ]);
    expect(location!.all).toEqual({ text: 'All locations', href: '/jobs/team/technology/', count: 3 });
    expect(type!.options.map((option) => [option.text, option.count])).toEqual([
      ['Full-time', 2],
      ['Temporary', 1],
    ]);
  });

  it('keeps a chosen value that no role matches any more, at 0', () => {
    const [team] = facetOptions(JOBS, { department: 'Finance' });
    expect(team!.options.find((option) => option.text === 'Finance')).toEqual({ text: 'Finance', href: '/jobs/team/finance/', count: 0 });
  });

  it('matches and words a filter', () => {
    const filter = { department: 'Technology', location: 'London' };
    expect(JOBS.filter((candidate) => matchesFilter(candidate, filter)).map((candidate) => candidate.id)).toEqual(['a', 'c']);
    expect(filterText({ ...filter, employmentType: 'TEMPORARY' })).toBe('Technology, London, Temporary');
  });
});

describe('the keyword', () => {
  it('is read from `q`, its spaces collapsed; a query without a letter or digit is none', () => {
    expect(jobKeywordOf(new URLSearchParams('q=%20data%20%20analyst%20'))).toBe('data analyst');
    for (const query of ['', 'q=', 'q=%20', 'q=%3F%3F%3F', 'x=data']) expect(jobKeywordOf(new URLSearchParams(query)), query).toBeNull();
  });

  it('matches roles having every word, in any case or accent, in their text and facts', () => {
    const roles = [{ ...JOBS[0]!, title: 'Senior Café Editor' }, JOBS[1]!, JOBS[3]!];
    const ids = (keyword: string) => roles.filter((role) => matchesKeyword(role, keyword)).map((role) => role.id);
    expect(ids('cafe EDITOR')).toEqual(['a']);
    expect(ids('café')).toEqual(['a']);
    expect(ids('remote')).toEqual(['b']);
    expect(ids('part-time bristol')).toEqual(['d']);
    expect(ids('technology london')).toEqual(['a']);
    expect(ids('editor nowhere')).toEqual([]);
  });

  it('travels as a query on every link, facets and order kept', () => {
    const filter = { department: 'Technology', keyword: 'data & AI' };
    expect(jobListHref(filter)).toBe('/jobs/team/technology/?q=data+%26+AI');
    expect(jobListHref({ department: 'Technology' })).toBe('/jobs/team/technology/');
    const [team] = facetOptions(JOBS, { keyword: 'london' });
    expect(team!.options.map((option) => [option.href, option.count])).toEqual([
      ['/jobs/team/commercial/?q=london', 1],
      ['/jobs/team/technology/?q=london', 2],
    ]);
    expect(filterText({ ...filter, sort: 'closing' })).toBe('“data & AI”, Technology, closing soonest');
    expect(matchesFilter(JOBS[0]!, { keyword: 'bristol' })).toBe(false);
    expect(matchesFilter(JOBS[0]!, { keyword: 'bristol' }, true)).toBe(true);
  });
});

describe('a job number without its name', () => {
  it('names the one role whose id ends in it', () => {
    const ids = ['senior-software-engineer-1048', 'data-analyst-1049', '20417', 'a-20417', 'b-20417', 'x-11048'];
    expect(jobIdEndingIn('1048', ids)).toBe('senior-software-engineer-1048');
    expect(jobIdEndingIn('1049', ids)).toBe('data-analyst-1049');
    // None, more than one, or not a number.
    for (const number of ['999', '20417', '048', 'engineer-1048', '']) expect(jobIdEndingIn(number, ids), number).toBeNull();
  });
});
