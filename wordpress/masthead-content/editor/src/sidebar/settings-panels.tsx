/**
 * The Masthead panels of the document sidebar, by post type: "Masthead page" for pages and posts, "Job" for
 * jobs; for all three "Unpublish", the published pages linking to it and the pre-publish list of images without alt
 * text; nothing for other types.
 * @module
 */
import { useSelect } from '@wordpress/data';
import { editorOf } from './editor-store';
import { JobPanel } from './job-panel';
import { JobPublishLock } from './job-publish-lock';
import { LinkedFromPanel } from './linked-from';
import { MissingAltPanel } from './missing-alt-panel';
import { PagePanel } from './page-panel';
import { UnpublishPanel } from './unpublish-panel';

export function SettingsPanels() {
  const postType = useSelect((select) => editorOf(select).getCurrentPostType(), []);
  if (postType === 'masthead_job')
    return (
      <>
        <JobPanel />
        <JobPublishLock />
        <UnpublishPanel />
        <LinkedFromPanel />
        <MissingAltPanel />
      </>
    );
  if (postType === 'page' || postType === 'post')
    return (
      <>
        <PagePanel postType={postType} />
        <UnpublishPanel />
        <LinkedFromPanel />
        <MissingAltPanel />
      </>
    );
  return null;
}
