/**
 * A job's pre-publish check: without its Apply URL, the pre-publish panel's Publish button is locked while the panel
 * is open, and this section says why. Save draft never opens the panel, so a draft saves without one; the plugin
 * refuses to publish it too (includes/jobs-admin.php), whichever screen asks.
 * @module
 */
import { PrePublishPanel } from './document-panel';
import { jobPublishProblem } from './meta-rules';
import { usePostMeta } from './use-post-meta';
import { useSaveLock } from './use-save-lock';

export function JobPublishLock() {
  const [meta] = usePostMeta();
  const problem = jobPublishProblem(meta);
  if (!problem || !PrePublishPanel) return null;
  return (
    <PrePublishPanel title="Publishing is locked" icon="lock" initialOpen className="masthead-job-publish-lock">
      <LockedWhileShown />
      <p>{problem}</p>
    </PrePublishPanel>
  );
}

/** Mounted only while the pre-publish panel shows it: the lock goes with the panel (Cancel, or the URL given). */
function LockedWhileShown() {
  useSaveLock('masthead-job-publish', true);
  return null;
}
