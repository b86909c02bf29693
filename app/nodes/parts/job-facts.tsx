/**
 * The facts of a job with their icons: a compact row in the jobs list, a
 * labelled list beside the job description.
 * @module
 */
import type { ReactNode } from 'react';
import type { IconName } from '../../../contract/icon-names';
import type { Job, JobSummary } from '../../../contract/nodes';
import { employmentTypeText } from '../../../contract/routing/job-filter';
import { Icon } from '../../icons/icon';
import { IsoDate } from './dates';
import { workplaceIcon } from './jobs';

interface Fact {
  key: string;
  label: string;
  icon: IconName;
  value: ReactNode;
}

function factsOf(job: JobSummary & Partial<Pick<Job, 'contract'>>, detailed: boolean): Fact[] {
  const facts: Fact[] = [];
  if (detailed) facts.push({ key: 'department', label: 'Department', icon: 'department', value: job.department });
  facts.push({ key: 'location', label: 'Location', icon: 'location', value: job.location });
  facts.push({ key: 'workplace', label: 'Workplace', icon: workplaceIcon(job.workplace), value: job.workplace });
  facts.push({ key: 'type', label: 'Employment type', icon: 'clock', value: employmentTypeText(job.employmentType) });
  if (detailed && job.contract) facts.push({ key: 'contract', label: 'Contract', icon: 'contract', value: job.contract });
  if (job.salary) facts.push({ key: 'salary', label: 'Salary', icon: 'salary', value: job.salary });
  if (detailed && job.brand) facts.push({ key: 'brand', label: 'Brand', icon: 'star', value: job.brand });
  if (detailed) facts.push({ key: 'posted', label: 'Posted', icon: 'calendar', value: <IsoDate iso={job.datePosted} /> });
  if (detailed && job.validThrough) {
    facts.push({ key: 'closes', label: 'Closing date', icon: 'calendar', value: <IsoDate iso={job.validThrough} /> });
  }
  return facts;
}

/** A row of facts under a job title in the list; labels are for screen readers. */
export function JobFactsInline({ job }: { job: JobSummary }) {
  return (
    <ul className="job-facts" role="list">
      {factsOf(job, false).map((fact) => (
        <li key={fact.key} className={`job-facts__item job-facts__item--${fact.key}`}>
          <Icon name={fact.icon} size={18} className="job-facts__icon" />
          <span className="visually-hidden">{fact.label}: </span>
          {fact.value}
        </li>
      ))}
    </ul>
  );
}

/** Labelled facts for the job detail panel. */
export function JobFactsList({ job }: { job: Job }) {
  return (
    <dl className="job-facts-list">
      {factsOf(job, true).map((fact) => (
        <div key={fact.key} className="job-facts-list__item">
          <dt className="job-facts-list__label">
            <Icon name={fact.icon} size={20} className="job-facts-list__icon" />
            {fact.label}
          </dt>
          <dd className="job-facts-list__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
