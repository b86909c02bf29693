/**
 * What the site's schema refuses in a block, or warns about, as WordPress notices.
 * @module
 */
import type { Issue } from '@masthead/site';
import { Notice } from '@wordpress/components';

export function Issues({ issues, status }: { issues: Issue[]; status: 'error' | 'warning' }) {
  if (issues.length === 0) return null;
  return (
    <Notice status={status} isDismissible={false} className={`masthead-issues masthead-issues--${status}`}>
      <p>{status === 'error' ? 'The site cannot show this block until this is fixed (saving is locked):' : 'Check:'}</p>
      <ul>
        {issues.map((issue, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fresh list on every check, never reordered.
          <li key={index}>{issue.path ? `${issue.path}: ${issue.message}` : issue.message}</li>
        ))}
      </ul>
    </Notice>
  );
}
