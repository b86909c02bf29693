/**
 * A single image with an optional caption.
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { Picture } from './parts/picture';

export function ImageBlock({ node }: { node: NodeOf<'image'> }) {
  return (
    <figure className="figure">
      <Picture image={node.image} className="figure__image" />
      {node.caption ? <figcaption className="figure__caption">{node.caption}</figcaption> : null}
    </figure>
  );
}
