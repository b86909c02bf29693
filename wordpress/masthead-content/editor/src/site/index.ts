/**
 * The site's code for the block editor, bundled with React 19 as the script `masthead-site` (global
 * `masthead.site`, build-editor.ts): the schemas, the sanitiser and the node renderers, written once for the
 * worker, the client and the CMS. The editor's blocks run on WordPress's React and call in here.
 * @module
 */

import { preloadIcons } from '../../../../../app/icons/load-icon';
import { ICON_NAMES } from '../../../../../contract/icon-names';

export type { ContentNode } from '../../../../../contract/nodes';
export { BLOCK_TYPES, type BlockType, blockTitle, fieldsOf } from '../schema/block-types';
export type { Field, FieldKind } from '../schema/fields';
export { checkNode, type Issue, type NodeCheck } from './check-node';
export { type RenderOptions, renderNodeMarkup } from './render-node';

/** Settles once every icon is loaded: icons render complete from then on, as on the worker. */
export const ready: Promise<void> = preloadIcons(ICON_NAMES);
