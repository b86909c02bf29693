/**
 * Human text for job fields.
 * @module
 */

import type { IconName } from '../../../contract/icon-names';
import type { JobSummary } from '../../../contract/nodes';

const EMPLOYMENT_TYPES: Record<JobSummary['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

export function employmentTypeText(type: JobSummary['employmentType']): string {
  return EMPLOYMENT_TYPES[type];
}

const WORKPLACE_ICONS: Record<JobSummary['workplace'], IconName> = {
  Office: 'building',
  Hybrid: 'hybrid',
  Remote: 'briefcase',
};

export function workplaceIcon(workplace: JobSummary['workplace']): IconName {
  return WORKPLACE_ICONS[workplace];
}

export function jobHref(id: string): string {
  return `/jobs/${id}`;
}
