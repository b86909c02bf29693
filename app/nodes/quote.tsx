/**
 * A pull quote with attribution.
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';

export function Quote({ node }: { node: NodeOf<'quote'> }) {
  return (
    <figure className="quote">
      <Icon name="quote" size={36} className="quote__mark" />
      <blockquote className="quote__text">
        <p>{node.quote}</p>
      </blockquote>
      {node.attribution ? (
        <figcaption className="quote__caption">
          <span className="quote__name">{node.attribution}</span>
          {node.role ? <span className="quote__role">{node.role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
