/**
 * A node an editor hid from some readers (issue 56). On the site, one element around it that CSS hides at the
 * widths it names (app/styles/nodes.css: no script); a node hidden from every reader is never drawn there (the
 * worker leaves it out of a published page). In a preview, both show in full under a marker saying who will not
 * see them, so the editor sees what readers will not.
 * @module
 */
import type { ReactNode } from 'react';
import type { ContentNode, Viewport } from '../../contract/nodes';

const VIEWPORT_WORDS: Record<Viewport, string> = { mobile: 'phones', tablet: 'tablets', desktop: 'desktops' };

/**
 * What the preview's marker says: "Hidden from readers", or "Hidden on phones and tablets".
 * @internal Exported for its test.
 */
export function hiddenNote(node: Pick<ContentNode, 'hiddenOn' | 'hiddenFromReaders'>): string {
  const on = node.hiddenOn ?? [];
  if (node.hiddenFromReaders || on.length === 3) return 'Hidden from readers';
  const words = on.map((viewport) => VIEWPORT_WORDS[viewport]);
  return `Hidden on ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]}`;
}

export function hiddenNode(node: ContentNode, element: ReactNode, index: number, preview: boolean): ReactNode {
  if (preview) {
    return (
      <div key={index} className="node-hidden node-hidden--preview">
        <p className="node-hidden__note">{hiddenNote(node)}</p>
        {element}
      </div>
    );
  }
  if (node.hiddenFromReaders) return null;
  const widths = (node.hiddenOn ?? []).map((viewport) => ` node-hidden--${viewport}`).join('');
  return (
    <div key={index} className={`node-hidden${widths}`}>
      {element}
    </div>
  );
}
