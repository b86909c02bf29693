/**
 * The document sidebar's Masthead panels (issue 30), registered as one editor plugin when the editor bundle
 * loads (its entry imports this folder): the page settings of pages and posts, every field of a job.
 * @module
 */
import { registerPlugin } from '@wordpress/plugins';
import { SettingsPanels } from './settings-panels';

registerPlugin('masthead-settings', { render: SettingsPanels });
