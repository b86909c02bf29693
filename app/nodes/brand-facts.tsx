/**
 * Key figures for one brand, with its social channels; the brand colour is
 * an SVG band (no style attributes under the CSP).
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { BrandBand } from './parts/brand-tile';
import { SmartLink } from './parts/link';
import { socialLinkText } from './parts/network-name';

export function BrandFacts({ node }: { node: NodeOf<'brand-facts'> }) {
  const id = useId();
  // The title says what the panel is ("BBC Good Food at a glance"): the page's own title is the brand, and a heading never repeats it.
  return (
    <section className="brand-facts" aria-labelledby={id}>
      {node.colour ? <BrandBand colour={node.colour} className="brand-facts__band" /> : null}
      <div className="brand-facts__inner">
        <div className="brand-facts__head">
          <h2 id={id} className="brand-facts__title">
            {`${node.brand} at a glance`}
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
            {node.links.map((link) => {
              const { text, ariaLabel } = socialLinkText(link.network, link.label);
              return (
                <li key={link.href}>
                  <SmartLink href={link.href} className="social-chip" externalIcon={false} aria-label={ariaLabel}>
                    <Icon name={link.network} size={18} />
                    <span>{text}</span>
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
