/**
 * One job: title, the list's flag when it closes within a week of the day
 * shown (app/jobs/job-order.ts), facts with icons, the description (sanitised
 * CMS HTML) and the application link; "Back to all jobs" returns to the list.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import type { JobDetailView } from '../../contract/routing/job-filter';
import { Icon } from '../icons/icon';
import { closingFlag } from '../jobs/job-order';
import { ButtonLink } from './parts/button-link';
import { JobFactsList } from './parts/job-facts';
import { useIsLead } from './parts/lead';

export function JobDetail({ node }: { node: NodeOf<'job-detail'> }) {
  const { job } = node;
  const flag = closingFlag(job, (node as JobDetailView).today);
  const lead = useIsLead(node);
  const panelId = useId();
  const Title = lead ? 'h1' : 'h2';
  return (
    <article className="job-detail">
      <a href="/jobs/" className="back-link">
        <Icon name="arrow-left" size={18} />
        <span>Back to all jobs</span>
      </a>
      <header className="job-detail__header">
        <p className="eyebrow">
          {job.department}
          {job.brand ? ` · ${job.brand}` : ''}
        </p>
        <Title className="job-detail__title">{job.title}</Title>
        <p className="job-detail__summary">{job.summary}</p>
        {flag ? <p className="job-row__flag job-detail__flag">{flag}</p> : null}
      </header>
      <div className="job-detail__grid">
        <aside className="job-detail__panel" aria-labelledby={panelId}>
          <h2 id={panelId} className="job-detail__panel-title">
            Job details
          </h2>
          <JobFactsList job={job} />
          <ButtonLink link={{ label: 'Apply now', href: job.applyUrl }} variant="accent" className="job-detail__apply" />
        </aside>
        <div className="prose job-detail__description" dangerouslySetInnerHTML={{ __html: job.html }} />
      </div>
    </article>
  );
}
