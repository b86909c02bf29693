/**
 * The document sidebar's panel slot and the pre-publish panel's: `wp.editor`'s from WordPress 6.6 (where
 * `wp.editPost`'s are deprecated), else `wp.editPost`'s (6.1 to 6.5). One bundle loads on every WordPress line CI runs.
 * @module
 */
import * as editPost from '@wordpress/edit-post';
import * as editor from '@wordpress/editor';

export const DocumentSettingPanel = editor.PluginDocumentSettingPanel ?? editPost.PluginDocumentSettingPanel;

export const PrePublishPanel = editor.PluginPrePublishPanel ?? editPost.PluginPrePublishPanel;
