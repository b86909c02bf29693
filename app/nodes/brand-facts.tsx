/**
 * Key figures for one brand, with its social channels; the brand colour is
 * an SVG band (no style attributes under the CSP).
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../content/nodes';
import { Icon } from '../icons/icon';
import { BrandBand } from './parts/brand-tile';
import { SmartLink } from './parts/link';

export function BrandFacts({ node }: { node: NodeOf<'brand-facts'> }) {
  const id = useId();
  // Labelled by the eyebrow and the brand, so it differs from the brand hero's landmark.
  return (
    <section className="brand-facts" aria-labelledby={`${id}-eyebrow ${id}`}>
      {node.colour ? <BrandBand colour={node.colour} className="brand-facts__band" /> : null}
      <div className="brand-facts__inner">
        <div className="brand-facts__head">
          <p className="eyebrow" id={`${id}-eyebrow`}>
            At a glance
          </p>
          <h2 id={id} className="brand-facts__title">
            {node.brand}
          </h2>
        </div>
        <ul className="brand-facts__list" role="list">
          {node.facts.map((fact, index) => (
            <li key={index} className="brand-facts__fact">
              <strong className="brand-facts__value">{fact.value}</strong>
              <span className="brand-facts__label">{fact.label}</span>
            </li>
          ))}
        </ul>
        {node.links.length > 0 ? (
          <ul className="social-row brand-facts__links" role="list">
            {node.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className="social-button" externalIcon={false} aria-label={link.label}>
                  <Icon name={link.network} size={20} />
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
