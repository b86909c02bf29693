/**
 * Human text for job fields.
 * @module
 */

import type { IconName } from '../../../contract/icon-names';
import type { JobSummary } from '../../../contract/nodes';

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
