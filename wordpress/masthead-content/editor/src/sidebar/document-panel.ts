/**
 * The document sidebar's panel slot: `wp.editor`'s from WordPress 6.6 (where `wp.editPost`'s is deprecated), else
 * `wp.editPost`'s (6.1 to 6.5). One bundle loads on every WordPress line CI runs.
 * @module
 */
import * as editPost from '@wordpress/edit-post';
import * as editor from '@wordpress/editor';

export const DocumentSettingPanel = editor.PluginDocumentSettingPanel ?? editPost.PluginDocumentSettingPanel;
