/**
 * A section heading inside the content flow, an anchor target (its own anchor
 * or, in the main slot, the id of parts/section-outline.ts). A
 * level-3 heading with no h2 before it is drawn as an h2 (parts/outline.ts).
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { useStepsUp } from './parts/outline';
import { useSectionOutline } from './parts/section-outline';

export function Heading({ node }: { node: NodeOf<'heading'> }) {
  const stepsUp = useStepsUp(node);
  const outline = useSectionOutline();
  const Tag = node.level === 3 && !stepsUp ? 'h3' : 'h2';
  // Its own anchor, else the id its slot's outline gives it (the main slot's headings all have one).
  const id = node.anchor ?? outline.ids.get(node)?.[0];
  return (
    <Tag id={id} className={`content-heading content-heading--${Tag}`}>
      {node.text}
    </Tag>
  );
}
