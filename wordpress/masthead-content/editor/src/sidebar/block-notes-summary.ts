/**
 * The words of the block-notes notice (block-notes.tsx): how many blocks readers will miss and how many they will
 * see otherwise, counted by block, not by note: a Classic block with two shortcodes the site leaves out is one
 * block drawn otherwise, not two blocks readers will not see.
 * @module
 */

export interface BlockNote {
  /** Where the block sits in the editor's tree: an index per level. */
  path: number[];
  block: string;
  kind: 'left out' | 'changed';
  note: string;
}

export function summary(notes: BlockNote[]): string {
  const lost = new Set(notes.filter((note) => note.kind === 'left out').map((note) => note.path.join('.')));
  const changed = new Set(notes.map((note) => note.path.join('.')).filter((path) => !lost.has(path)));
  const blocks = (count: number) => `${count} block${count === 1 ? '' : 's'}`;
  const parts = [
    lost.size > 0 ? `readers will not see ${blocks(lost.size)}` : '',
    changed.size > 0 ? `${blocks(changed.size)} will look different on the site` : '',
  ].filter(Boolean);
  const sentence = parts.join(', and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. The pre-publish checks list them.`;
}
