/**
 * The few `core/editor` selectors and actions the panels use, typed here: the store exists in every WordPress
 * since 5.0, while the npm packages' types describe the newest WordPress.
 * @module
 */
import { useDispatch } from '@wordpress/data';

const EDITOR_STORE = 'core/editor';

export interface EditorSelectors {
  getEditedPostAttribute(name: string): unknown;
  /** As last saved. */
  getCurrentPostAttribute(name: string): unknown;
  getCurrentPostId(): number | undefined;
  getCurrentPostType(): string | undefined;
}

interface EditorActions {
  editPost(edits: Record<string, unknown>): void;
  lockPostSaving(name: string): void;
  unlockPostSaving(name: string): void;
}

/** The editor's selectors from a `useSelect` callback's `select`. */
export function editorOf(select: (store: string) => unknown): EditorSelectors {
  return select(EDITOR_STORE) as EditorSelectors;
}

export function useEditorActions(): EditorActions {
  return useDispatch(EDITOR_STORE) as unknown as EditorActions;
}
