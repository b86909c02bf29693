/**
 * The block editor script (`masthead-blocks-editor`): one block per node type, each with the generic edit
 * component over its fields and no saved markup (the block comment holds the node, decision 011); and the
 * document sidebar's panels (./sidebar registers its editor plugin when imported).
 * @module
 */
import * as site from '@masthead/site';
import { registerBlockType } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';
import { MastheadBlockEdit } from './edit/block-edit';
import { readConfig } from './edit/env';
import { SlotEdit, SlotSave } from './edit/slot-block';
import './sidebar';

const env = { site, config: readConfig((window as { mastheadEditor?: unknown }).mastheadEditor) };

for (const type of site.BLOCK_TYPES) {
  const spec = { type, fields: site.fieldsOf(type), env };
  registerBlockType(`masthead/${type}`, { edit: (props) => createElement(MastheadBlockEdit, { ...props, spec }), save: () => null });
}

registerBlockType('masthead/slot', { edit: SlotEdit, save: SlotSave });
