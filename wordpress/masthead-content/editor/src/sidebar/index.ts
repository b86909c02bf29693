/**
 * The editor plugins, registered when the editor bundle loads (its entry imports this folder): the document
 * sidebar's Masthead panels (issue 30: a page's or post's settings, a job's fields), and the notes on blocks the
 * site leaves out or draws otherwise.
 * @module
 */
import { registerPlugin } from '@wordpress/plugins';
import { BlockNotesPlugin } from './block-notes';
import { SettingsPanels } from './settings-panels';

registerPlugin('masthead-settings', { render: SettingsPanels });
registerPlugin('masthead-block-notes', { render: BlockNotesPlugin });
