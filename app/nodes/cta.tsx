/**
 * A call to action: a bold ink panel (`primary`) or a quiet one (`subtle`).
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { ButtonLink } from './parts/button-link';

export function Cta({ node }: { node: NodeOf<'cta'> }) {
  const id = useId();
  const variant = node.variant ?? 'primary';
  return (
    <section className={`cta cta--${variant}`} aria-labelledby={id}>
      <div className="cta__text">
        <h2 id={id} className="cta__title">
          {node.heading}
        </h2>
        {node.text ? <p className="cta__body">{node.text}</p> : null}
      </div>
      <ButtonLink link={node.link} variant={variant === 'primary' ? 'accent' : 'primary'} className="cta__button" />
    </section>
  );
}
