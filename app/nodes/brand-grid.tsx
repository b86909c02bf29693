/**
 * The brand portfolio: one card per brand with a tile in the brand's colours
 * (drawn in SVG: no style attributes under the CSP).
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { BrandTile } from './parts/brand-tile';
import { itemHeading } from './parts/item-heading';
import { SmartLink } from './parts/link';
import { SectionHeader } from './parts/section-header';

export function BrandGrid({ node }: { node: NodeOf<'brand-grid'> }) {
  const id = useId();
  const Name = itemHeading(node.heading);
  return (
    <section className="block" aria-labelledby={node.heading ? id : undefined}>
      <SectionHeader id={id} heading={node.heading} intro={node.intro} />
      <ul className="brand-grid" role="list">
        {node.brands.map((brand) => (
          <li key={brand.href + brand.name} className="brand-card card--link">
            <BrandTile name={brand.name} colour={brand.colour} textColour={brand.textColour} className="brand-card__tile" />
            <div className="brand-card__body">
              <p className="eyebrow brand-card__category">{brand.category}</p>
              <Name className="brand-card__name">
                <SmartLink href={brand.href} className="card__link">
                  {brand.name}
                </SmartLink>
              </Name>
              <p className="brand-card__description">{brand.description}</p>
              <Icon name="arrow-right" size={20} className="card__arrow" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
