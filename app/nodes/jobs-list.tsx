/**
 * Open roles: a summary (how many, which filter, the order and the feed of new
 * roles), the keyword box and filters (jobs-list-filters.tsx), then one row per job with its
 * title (linking to `/jobs/{id}`), department, location, workplace, employment
 * type, salary, labelled dates and, when it closes within a week of the day
 * shown, a flag. The list holds the roles open today (the worker leaves closed
 * ones out); its filter, when set, narrows what is shown and may order it by
 * closing date (app/jobs/job-order.ts; newest first otherwise). The filter and
 * the day are the site's (`JobsListView`), set by the worker. On a phone the
 * filters are a closed disclosure above the list, so the first role stays near
 * the top; on a wide screen they stand beside it.
 * @module
 */
import { useId } from 'react';
import { JOB_LIST_ID } from '../../contract/dom-ids';
import type { JobSummary, NodeOf } from '../../contract/nodes';
import { facetText, JOBS_PATH, type JobFilter, type JobsListView, jobListHref, matchesFilter } from '../../contract/routing/job-filter';
import { JOBS_FEED_PATH } from '../../contract/routing/site-paths';
import { SEARCH_PATH } from '../../contract/search-limits';
import { Icon } from '../icons/icon';
import { closingFlag, sortJobs } from '../jobs/job-order';
import { JobsListFilters } from './jobs-list-filters';
import { IsoDate } from './parts/dates';
import { type ItemHeading, itemHeading } from './parts/item-heading';
import { JobFactsInline } from './parts/job-facts';
import { jobHref } from './parts/jobs';
import { SectionHeader } from './parts/section-header';

function rolesText(count: number): string {
  return `${count} open ${count === 1 ? 'role' : 'roles'}`;
}

export function JobsList({ node }: { node: NodeOf<'jobs-list'> }) {
  const id = useId();
  const { filter, today } = node as JobsListView;
  const shown = sortJobs(
    node.jobs.filter((job) => matchesFilter(job, filter)),
    filter?.sort,
  );
  const narrowed = filter ? facetText(filter) : '';
  const keyword = filter?.keyword;
  const title = itemHeading(node.heading);
  return (
    <section className="block jobs" aria-labelledby={node.heading ? id : undefined}>
      <SectionHeader id={id} heading={node.heading} intro={node.intro} />
      {node.jobs.length === 0 ? (
        <>
          <p className="jobs__count">No open roles right now</p>
          <p className="empty-state">We have no vacancies at the moment. Please check back soon: new roles are posted here first.</p>
        </>
      ) : (
        <>
          <div className="jobs__summary" id={JOB_LIST_ID}>
            <p className="jobs__count">
              {rolesText(shown.length)}
              {narrowed || keyword ? (
                <span className="jobs__narrowed">: {[keyword ? `“${keyword}”` : '', narrowed].filter(Boolean).join(', ')}</span>
              ) : null}
            </p>
            <p className="jobs__links">
              {narrowed || keyword ? (
                <a href={`${JOBS_PATH}#${JOB_LIST_ID}`} className="jobs__clear">
                  Show all open roles
                </a>
              ) : null}
              {narrowed ? (
                // The filter's words handed to search, which also reads the roles' text.
                <a href={`${SEARCH_PATH}?${new URLSearchParams({ q: narrowed, kind: 'job' })}`}>Search jobs for “{narrowed}”</a>
              ) : null}
              <a href={JOBS_FEED_PATH} className="jobs__feed">
                RSS feed of new roles
              </a>
            </p>
            <SortLinks filter={filter} />
          </div>
          <div className="jobs__layout">
            <JobsListFilters jobs={node.jobs} filter={filter} heading={title} />
            {shown.length === 0 ? (
              <p className="empty-state jobs__none">
                {keyword
                  ? `No open role matches “${keyword}”${narrowed ? ` in ${narrowed}` : ''} right now.`
                  : 'No open role matches this filter right now.'}
              </p>
            ) : (
              <ul className="jobs__list" role="list">
                {shown.map((job) => (
                  <JobRow key={job.id} job={job} title={title} flag={closingFlag(job, today)} />
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The two orders as links to their addresses (the filter kept): they work without JavaScript. */
function SortLinks({ filter }: { filter: JobFilter | undefined }) {
  const orders = [
    { text: 'Newest first', sort: undefined },
    { text: 'Closing soonest', sort: 'closing' as const },
  ];
  return (
    <p className="jobs__sort">
      <span className="jobs__sort-label">Sort:</span>
      {orders.map((order) => (
        <a
          key={order.text}
          href={`${jobListHref({ ...filter, sort: order.sort })}#${JOB_LIST_ID}`}
          className="jobs__sort-link"
          aria-current={filter?.sort === order.sort ? 'page' : undefined}
        >
          {order.text}
        </a>
      ))}
    </p>
  );
}

function JobRow({ job, title: Title, flag }: { job: JobSummary; title: ItemHeading; flag: string | null }) {
  return (
    <li className="job-row card--link">
      <div className="job-row__main">
        <p className="eyebrow job-row__department">
          <span>{job.department}</span>
          {job.brand ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="visually-hidden">, </span>
              <span>{job.brand}</span>
            </>
          ) : null}
        </p>
        <Title className="job-row__title">
          <a href={jobHref(job.id)} className="card__link">
            {job.title}
          </a>
        </Title>
        <p className="job-row__summary">{job.summary}</p>
        <JobFactsInline job={job} />
      </div>
      <div className="job-row__side">
        {flag ? <p className="job-row__flag">{flag}</p> : null}
        <p className="job-row__dates">
          <span className="job-row__date">
            Posted <IsoDate iso={job.datePosted} />
          </span>
          {job.validThrough ? (
            <span className="job-row__date">
              Closes <IsoDate iso={job.validThrough} />
            </span>
          ) : null}
        </p>
        <span className="job-row__cta" aria-hidden="true">
          View role
          <Icon name="arrow-right" size={18} />
        </span>
      </div>
    </li>
  );
}
