/**
 * Open roles: a summary (how many, which filter, a way to the filters), one
 * row per job with its title (linking to `/jobs/{id}`), department,
 * location, workplace, employment type, salary and labelled dates, then the
 * filters (jobs-list-filters.tsx). The list holds the roles open today (the
 * worker leaves closed ones out); its filter, when set, narrows what is shown.
 * The filter is the site's (`JobsListView`), set by the worker on a filter
 * address. The filters come after the list, so on a phone the first role is near the
 * top; on a wide screen they stand beside it.
 * @module
 */
import { useId } from 'react';
import type { JobSummary, NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { filterText, JOBS_PATH, type JobsListView, matchesFilter } from '../jobs/job-filter';
import { JOB_FILTERS_ID, JOB_LIST_ID, JobsListFilters } from './jobs-list-filters';
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
  const { filter } = node as JobsListView;
  const shown = node.jobs.filter((job) => matchesFilter(job, filter));
  const narrowed = filter ? filterText(filter) : '';
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
              {narrowed ? <span className="jobs__narrowed">: {narrowed}</span> : null}
            </p>
            <p className="jobs__links">
              {narrowed ? (
                <a href={`${JOBS_PATH}#${JOB_LIST_ID}`} className="jobs__clear">
                  Show all open roles
                </a>
              ) : null}
              <a href={`#${JOB_FILTERS_ID}`} className="jobs__to-filters">
                Filter by team, location or contract type
              </a>
            </p>
          </div>
          <div className="jobs__layout">
            {shown.length === 0 ? (
              <p className="empty-state jobs__none">No open role matches this filter right now.</p>
            ) : (
              <ul className="jobs__list" role="list">
                {shown.map((job) => (
                  <JobRow key={job.id} job={job} title={title} />
                ))}
              </ul>
            )}
            <JobsListFilters jobs={node.jobs} filter={filter} heading={title} />
          </div>
        </>
      )}
    </section>
  );
}

function JobRow({ job, title: Title }: { job: JobSummary; title: ItemHeading }) {
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
