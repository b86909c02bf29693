/**
 * The jobs list's keyword box and filters. The box is a GET form to the list's
 * own address (`?q=…`, its filter and order kept), so it works without
 * JavaScript. The filters: for team, location and contract type, plain links
 * to the filter addresses (contract/routing/job-filter.ts, a keyword kept) with the number of roles
 * each would show. No script, no form: they work without JavaScript, can be
 * shared and crawled. Each leads to the list (`#open-roles`) on the page it
 * names; the link to the page being shown is marked current. They sit in a
 * disclosure before the list: closed on a phone (open when a filter or keyword is set),
 * always shown beside the list on a wide screen (app/styles/jobs.css).
 * @module
 */
import { useId } from 'react';
import { JOB_FILTERS_ID, JOB_LIST_ID } from '../../contract/dom-ids';
import type { JobSummary } from '../../contract/nodes';
import {
  type FilterOption,
  facetOptions,
  JOB_FACETS,
  JOB_KEYWORD_MAX,
  JOB_KEYWORD_PARAM,
  type JobFilter,
  jobFilterPath,
  jobListHref,
} from '../../contract/routing/job-filter';
import type { ItemHeading } from './parts/item-heading';

export function JobsListFilters({ jobs, filter, heading: Heading }: { jobs: JobSummary[]; filter?: JobFilter; heading: ItemHeading }) {
  const id = useId();
  const current = jobListHref(filter ?? {});
  const chosen = Boolean(filter?.keyword) || JOB_FACETS.some((facet) => filter?.[facet.field]);
  return (
    <details className="job-filters-disclosure" open={chosen}>
      <summary className="job-filters-disclosure__summary">Search, or filter by team, location or contract type</summary>
      <KeywordForm filter={filter} />
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

/** Words to look for in the roles shown: the list's own address (its filter and order kept) with `?q=`. */
function KeywordForm({ filter }: { filter: JobFilter | undefined }) {
  const id = useId();
  const { keyword, ...facets } = filter ?? {};
  return (
    <search className="jobs__search" aria-labelledby={`${id}-label`}>
      <form className="jobs__search-form" action={`${jobFilterPath(facets)}#${JOB_LIST_ID}`} method="get">
        <label id={`${id}-label`} htmlFor={`${id}-q`} className="jobs__search-label">
          Search open roles
        </label>
        <input
          id={`${id}-q`}
          className="jobs__search-input"
          type="search"
          name={JOB_KEYWORD_PARAM}
          defaultValue={keyword}
          maxLength={JOB_KEYWORD_MAX}
          placeholder="Job title or keyword"
        />
        <button type="submit" className="jobs__search-button">
          Search roles
        </button>
      </form>
    </search>
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
