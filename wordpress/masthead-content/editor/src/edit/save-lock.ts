/**
 * Locks saving while a block's node fails the site's schema (the site would drop it): WordPress's
 * `lockPostSaving` with a lock per block, released when the node is valid again or the block is removed.
 * @module
 */
import { useDispatch } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect } from '@wordpress/element';

export function useSaveLock(clientId: string, valid: boolean): void {
  const { lockPostSaving, unlockPostSaving } = useDispatch(editorStore);
  useEffect(() => {
    if (valid) return;
    const lock = `masthead-${clientId}`;
    lockPostSaving!(lock);
    return () => unlockPostSaving!(lock);
  }, [valid, clientId, lockPostSaving, unlockPostSaving]);
}
