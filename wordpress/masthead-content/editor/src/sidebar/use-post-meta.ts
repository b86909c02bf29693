/**
 * The edited post's meta and a setter, through the `core/editor` store: edits join the post's other unsaved
 * changes and are saved with it (one REST request, checked by the plugin's validation).
 * @module
 */
import { useSelect } from '@wordpress/data';
import { editorOf, useEditorActions } from './editor-store';
import type { Meta } from './meta-rules';

export function usePostMeta(): [Meta, (changes: Meta) => void] {
  const meta = useSelect((select) => (editorOf(select).getEditedPostAttribute('meta') ?? {}) as Meta, []);
  const { editPost } = useEditorActions();
  // The whole object: WordPress 6.1 merges meta edits, older stores replace them.
  return [meta, (changes) => editPost({ meta: { ...meta, ...changes } })];
}
