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
  // Only the changed keys: the store merges meta edits (mergedEdits), while a copy of `meta` from this render
  // would put back what an edit made since (fields typed in quick succession).
  return [meta, (changes) => editPost({ meta: changes })];
}
