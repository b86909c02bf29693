/**
 * Holds the post's saving locked while `locked` (Update, Publish and Save draft greyed out), under one lock
 * name per panel, and lets go when the panel goes (another post type, the editor closing).
 * @module
 */
import { useEffect } from '@wordpress/element';
import { useEditorActions } from './editor-store';

export function useSaveLock(name: string, locked: boolean): void {
  const { lockPostSaving, unlockPostSaving } = useEditorActions();
  useEffect(() => {
    if (!locked) return undefined;
    lockPostSaving(name);
    return () => unlockPostSaving(name);
  }, [name, locked, lockPostSaving, unlockPostSaving]);
}
