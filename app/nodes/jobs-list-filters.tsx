/**
 * The jobs list's filters: for team, location and contract type, plain links
 * to the filter addresses (contract/routing/job-filter.ts, a keyword kept) with the number of roles
 * each would show. No script, no form: they work without JavaScript, can be
 * shared and crawled. Each leads to the list (`#open-roles`) on the page it
 * names; the link to the page being shown is marked current. They sit in a
 * disclosure before the list: closed on a phone (open when a filter is set),
 * always shown beside the list on a wide screen (app/styles/jobs.css).
 * @module
 */
import { useId } from 'react';
import { JOB_FILTERS_ID, JOB_LIST_ID } from '../../contract/dom-ids';
import type { JobSummary } from '../../contract/nodes';
import { type FilterOption, facetOptions, JOB_FACETS, type JobFilter, jobListHref } from '../../contract/routing/job-filter';
import type { ItemHeading } from './parts/item-heading';

export function JobsListFilters({ jobs, filter, heading: Heading }: { jobs: JobSummary[]; filter?: JobFilter; heading: ItemHeading }) {
  const id = useId();
  const current = jobListHref(filter ?? {});
  const chosen = JOB_FACETS.some((facet) => filter?.[facet.field]);
  return (
    <details className="job-filters-disclosure" open={chosen}>
      <summary className="job-filters-disclosure__summary">Filter by team, location or contract type</summary>
      <nav className="job-filters" id={JOB_FILTERS_ID} aria-labelledby={`${id}-title`}>
        <Heading id={`${id}-title`} className="job-filters__title">
          Filter roles
        </Heading>
        {facetOptions(jobs, filter).map(({ facet, all, options }) => (
          <div key={facet.key} className="job-filters__group">
            <p id={`${id}-${facet.key}`} className="job-filters__label">
              {facet.label}
            </p>
            <ul className="job-filters__options" role="list" aria-labelledby={`${id}-${facet.key}`}>
              {[all, ...options].map((option) => (
                <li key={option.href}>
                  <FilterLink option={option} current={current} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}

function FilterLink({ option, current }: { option: FilterOption; current: string }) {
  return (
    <a href={`${option.href}#${JOB_LIST_ID}`} className="job-filters__link" aria-current={option.href === current ? 'page' : undefined}>
      <span className="job-filters__text">{option.text}</span>
      <span className="job-filters__count">
        <span className="visually-hidden">, </span>
        {option.count}
        <span className="visually-hidden">{option.count === 1 ? ' role' : ' roles'}</span>
      </span>
    </a>
  );
}
