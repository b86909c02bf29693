/**
 * Image beside text (stacked on narrow screens), image on either side, or behind the text (a Cover).
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { ButtonLink } from './parts/button-link';
import { DISPLAY_WIDTH, Picture } from './parts/picture';

export function ImageWithText({ node }: { node: NodeOf<'image-with-text'> }) {
  const id = useId();
  const position = node.imagePosition ?? 'left';
  return (
    <section className={`split split--image-${position}`} aria-labelledby={node.heading ? id : undefined}>
      <div className="split__media">
        <Picture image={node.image} displayWidth={position === 'behind' ? DISPLAY_WIDTH.content : DISPLAY_WIDTH.half} />
      </div>
      <div className="split__body">
        {node.heading ? (
          <h2 id={id} className="split__title">
            {node.heading}
          </h2>
        ) : null}
        <div className="prose" dangerouslySetInnerHTML={{ __html: node.html }} />
        {node.cta ? <ButtonLink link={node.cta} variant="secondary" className="split__cta" /> : null}
      </div>
    </section>
  );
}
