/**
 * Open roles: one row per job with its title (linking to `/jobs/{id}`),
 * department, location, workplace, employment type, salary and posting date.
 * @module
 */
import { useId } from 'react';
import type { JobSummary, NodeOf } from '../content/nodes';
import { Icon } from '../icons/icon';
import { IsoDate } from './parts/dates';
import { type ItemHeading, itemHeading } from './parts/item-heading';
import { JobFactsInline } from './parts/job-facts';
import { jobHref } from './parts/jobs';
import { SectionHeader } from './parts/section-header';

export function JobsList({ node }: { node: NodeOf<'jobs-list'> }) {
  const id = useId();
  const count = node.jobs.length;
  return (
    <section className="block jobs" aria-labelledby={node.heading ? id : undefined}>
      <SectionHeader id={id} heading={node.heading} intro={node.intro} />
      <p className="jobs__count">{count === 0 ? 'No open roles right now' : `${count} open ${count === 1 ? 'role' : 'roles'}`}</p>
      {count === 0 ? (
        <p className="empty-state">We have no vacancies at the moment. Please check back soon: new roles are posted here first.</p>
      ) : (
        <ul className="jobs__list" role="list">
          {node.jobs.map((job) => (
            <JobRow key={job.id} job={job} title={itemHeading(node.heading)} />
          ))}
        </ul>
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
        <span className="job-row__posted">
          <span className="visually-hidden">Posted </span>
          <IsoDate iso={job.datePosted} />
        </span>
        <span className="job-row__cta" aria-hidden="true">
          View role
          <Icon name="arrow-right" size={18} />
        </span>
      </div>
    </li>
  );
}
