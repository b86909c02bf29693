/**
 * A single image with an optional caption.
 * @module
 */
import type { NodeOf } from '../content/nodes';
import { useIsLead } from './parts/lead';
import { Picture } from './parts/picture';

export function ImageBlock({ node }: { node: NodeOf<'image'> }) {
  const lead = useIsLead(node);
  return (
    <figure className="figure">
      <Picture image={node.image} priority={lead} className="figure__image" />
      {node.caption ? <figcaption className="figure__caption">{node.caption}</figcaption> : null}
    </figure>
  );
}
