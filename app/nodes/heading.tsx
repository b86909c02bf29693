/**
 * A section heading inside the content flow, optionally an anchor target.
 * @module
 */
import type { NodeOf } from '../content/nodes';

export function Heading({ node }: { node: NodeOf<'heading'> }) {
  const Tag = node.level === 3 ? 'h3' : 'h2';
  return (
    <Tag id={node.anchor} className={`content-heading content-heading--${Tag}`}>
      {node.text}
    </Tag>
  );
}
