/**
 * Questions and answers on native disclosure widgets: keyboard and screen
 * reader support without script, and the page's find-in-page opens them.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';

export function Accordion({ node }: { node: NodeOf<'accordion'> }) {
  const id = useId();
  return (
    <section className="accordion" aria-labelledby={node.heading ? id : undefined}>
      {node.heading ? (
        <h2 id={id} className="accordion__title">
          {node.heading}
        </h2>
      ) : null}
      <div className="accordion__items">
        {node.items.map((item, index) => (
          <details key={index} className="accordion__item">
            <summary className="accordion__summary">
              <span>{item.title}</span>
              <Icon name="plus" size={20} className="accordion__icon" />
            </summary>
            <div className="prose accordion__panel" dangerouslySetInnerHTML={{ __html: item.html }} />
          </details>
        ))}
      </div>
    </section>
  );
}
