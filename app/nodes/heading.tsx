/**
 * A section heading inside the content flow, optionally an anchor target. A
 * level-3 heading with no h2 before it is drawn as an h2 (parts/outline.ts).
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { useStepsUp } from './parts/outline';

export function Heading({ node }: { node: NodeOf<'heading'> }) {
  const stepsUp = useStepsUp(node);
  const Tag = node.level === 3 && !stepsUp ? 'h3' : 'h2';
  return (
    <Tag id={node.anchor} className={`content-heading content-heading--${Tag}`}>
      {node.text}
    </Tag>
  );
}
