/**
 * The jobs list's order and closing flags (app/jobs/job-order.ts), and the closing-date order as an address
 * (contract/routing/job-filter.ts): one form only, after the facets, kept by every filter link.
 */
import { describe, expect, it } from 'vitest';
import { closingFlag, sortJobs } from '../../../app/jobs/job-order';
import type { JobSummary } from '../../../contract/nodes';
import { facetOptions, filterSlugsOf, filterText, jobFilterPath, resolveFilter } from '../../../contract/routing/job-filter';

const job = (id: string, datePosted: string, validThrough?: string, department = 'Technology'): JobSummary => ({
  id,
  title: id,
  department,
  location: 'London',
  employmentType: 'FULL_TIME',
  workplace: 'Office',
  datePosted,
  ...(validThrough ? { validThrough } : {}),
  summary: '',
});

describe('sortJobs', () => {
  const jobs = [
    job('a', '2026-11-01', '2026-12-20'),
    job('b', '2026-11-20'),
    job('c', '2026-11-10', '2026-12-01'),
    job('d', '2026-11-20', '2026-12-01'),
  ];

  it('puts the newest first by default, then by title', () => {
    expect(sortJobs(jobs, undefined).map((entry) => entry.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('puts the soonest closing first on request, undated last', () => {
    expect(sortJobs(jobs, 'closing').map((entry) => entry.id)).toEqual(['d', 'c', 'a', 'b']);
  });
});

describe('closingFlag', () => {
  it.each([
    ['2026-12-01', 'Closes today'],
    ['2026-12-02', 'Closes tomorrow'],
    ['2026-12-04', 'Closes in 3 days'],
    ['2026-12-08', 'Closes in 7 days'],
    ['2026-12-09', null],
    ['2026-11-30', null],
  ])('a role closing on %s, seen on 1 December: %s', (closes, flag) => {
    expect(closingFlag(job('x', '2026-11-01', closes), '2026-12-01')).toBe(flag);
  });

  it('says nothing without a closing date or a day', () => {
    expect(closingFlag(job('x', '2026-11-01'), '2026-12-01')).toBeNull();
    expect(closingFlag(job('x', '2026-11-01', '2026-12-01'), undefined)).toBeNull();
  });
});

describe('the closing-date order as an address', () => {
  const jobs = [job('a', '2026-11-01', '2026-12-20'), job('b', '2026-11-02', undefined, 'Editorial')];

  it('is one pair after the facets, read back as written', () => {
    const filter = { department: 'Technology', sort: 'closing' as const };
    expect(jobFilterPath(filter)).toBe('/jobs/team/technology/sort/closing-date/');
    expect(jobFilterPath({ sort: 'closing' })).toBe('/jobs/sort/closing-date/');
    const slugs = filterSlugsOf('/jobs/team/technology/sort/closing-date/');
    expect(slugs).toEqual({ department: 'technology', sort: 'closing' });
    expect(resolveFilter(slugs as Exclude<typeof slugs, null | 'invalid'>, jobs)).toEqual(filter);
    expect(filterText(filter)).toBe('Technology, closing soonest');
  });

  it.each(['/jobs/sort/newest/', '/jobs/sort/closing-date/team/technology/', '/jobs/sort/', '/jobs/sort/closing-date/sort/closing-date/'])(
    '%s is not an address the site writes',
    (path) => {
      expect(filterSlugsOf(path)).toBe('invalid');
    },
  );

  it('is kept by the filter links', () => {
    for (const { all, options } of facetOptions(jobs, { sort: 'closing' })) {
      for (const option of [all, ...options]) expect(option.href).toMatch(/sort\/closing-date\/$/);
    }
  });
});
