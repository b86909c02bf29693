/**
 * The editor plugins, registered when the editor bundle loads (its entry imports this folder): the document
 * sidebar's Masthead panels (issue 30: a page's or post's settings, a job's fields), the notes on blocks the
 * site leaves out or draws otherwise, and whether a change is live on the site.
 * @module
 */
import { registerPlugin } from '@wordpress/plugins';
import { BlockNotesPlugin } from './block-notes';
import { LiveNoticePlugin } from './live-notice';
import { SettingsPanels } from './settings-panels';

registerPlugin('masthead-settings', { render: SettingsPanels });
registerPlugin('masthead-block-notes', { render: BlockNotesPlugin });
registerPlugin('masthead-live', { render: LiveNoticePlugin });
