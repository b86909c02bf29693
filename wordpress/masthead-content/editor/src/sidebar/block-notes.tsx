/**
 * Never silence (issue 45): as an editor writes, the blocks the site will leave out or draw otherwise, judged by
 * the plugin's own conversion (includes/block-notes.php), shown as one notice above the canvas and as a list in
 * the pre-publish checks; each note selects its block.
 * @module
 */
import apiFetch from '@wordpress/api-fetch';
import { getBlockType } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { select, useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { type BlockNote, summary } from './block-notes-summary';
import { PrePublishPanel } from './document-panel';
import { editorOf } from './editor-store';

interface EditorBlock {
  clientId: string;
  innerBlocks: EditorBlock[];
}

const NOTICE_ID = 'masthead-block-notes';
/** The editor asks once typing pauses this long. */
const QUIET_MS = 700;

/** The block at `path` in the editor's tree. */
export function blockAt(blocks: EditorBlock[], path: number[]): EditorBlock | undefined {
  let block: EditorBlock | undefined;
  let level = blocks;
  for (const index of path) {
    block = level[index];
    if (!block) return undefined;
    level = block.innerBlocks;
  }
  return block;
}

function titleOf(name: string): string {
  return getBlockType(name)?.title ?? name;
}

function useBlockNotes(): BlockNote[] {
  const blocks = useSelect((pick) => pick('core/block-editor').getBlocks!() as EditorBlock[], []);
  const [notes, setNotes] = useState<BlockNote[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const content = String(select('core/editor').getEditedPostContent!() ?? '');
      apiFetch<{ notes: BlockNote[] }>({ path: '/masthead-editor/v1/block-notes', method: 'POST', data: { content } })
        .then((answer) => current && setNotes(answer.notes))
        // Notes are advice: an editor offline keeps writing, and the save itself says what failed.
        .catch(() => undefined);
    }, QUIET_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [blocks]);
  return notes;
}

/** The notes of pages, posts and jobs (the types whose blocks the site draws). */
export function BlockNotesPlugin() {
  const postType = useSelect((pick) => editorOf(pick).getCurrentPostType(), []);
  return postType === 'page' || postType === 'post' || postType === 'masthead_job' ? <BlockNotes /> : null;
}

function BlockNotes() {
  const notes = useBlockNotes();
  const blocks = useSelect((pick) => pick('core/block-editor').getBlocks!() as EditorBlock[], []);
  const { selectBlock } = useDispatch('core/block-editor');
  const { createWarningNotice, removeNotice } = useDispatch('core/notices');
  const text = notes.length > 0 ? summary(notes) : '';
  useEffect(() => {
    // Dispatches return a value (a promise on newer lines): none may become this effect's cleanup.
    if (text) createWarningNotice!(text, { id: NOTICE_ID, isDismissible: true });
    else removeNotice!(NOTICE_ID);
  }, [text, createWarningNotice, removeNotice]);
  if (notes.length === 0 || !PrePublishPanel) return null;
  return (
    <PrePublishPanel title="Not on the site as in the editor" icon="warning" initialOpen className="masthead-block-notes">
      <ul>
        {notes.map((note) => {
          const block = blockAt(blocks, note.path);
          return (
            <li key={`${note.path.join('.')}:${note.kind}`}>
              <strong>{titleOf(note.block)}</strong> ({note.kind}): {note.note}{' '}
              {block && (
                <Button variant="link" onClick={() => selectBlock!(block.clientId)}>
                  Select it
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </PrePublishPanel>
  );
}
