/**
 * Headline figures on a deep ink panel.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';

export function Stats({ node }: { node: NodeOf<'stats'> }) {
  const id = useId();
  return (
    <section className="stats" aria-labelledby={node.heading ? id : undefined}>
      {node.heading ? (
        <h2 id={id} className="stats__title">
          {node.heading}
        </h2>
      ) : null}
      <ul className="stats__list" role="list">
        {node.items.map((item, index) => (
          <li key={index} className="stats__item">
            <strong className="stats__value">{item.value}</strong>
            <span className="stats__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
