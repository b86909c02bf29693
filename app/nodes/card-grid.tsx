/**
 * A grid of cards (2, 3 or 4 columns on wide screens, fewer when narrow);
 * a card with a link is clickable as a whole.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { itemHeading } from './parts/item-heading';
import { SmartLink } from './parts/link';
import { DISPLAY_WIDTH, Picture } from './parts/picture';
import { SectionHeader } from './parts/section-header';

export function CardGrid({ node }: { node: NodeOf<'card-grid'> }) {
  const id = useId();
  const Title = itemHeading(node.heading);
  return (
    <section className="block" aria-labelledby={node.heading ? id : undefined}>
      <SectionHeader id={id} heading={node.heading} intro={node.intro} />
      <ul className={`card-grid card-grid--${node.columns ?? 3}`} role="list">
        {node.cards.map((card, index) => (
          <li key={index} className={`card${card.href ? ' card--link' : ''}`}>
            {card.image ? (
              <div className="card__media">
                <Picture image={card.image} displayWidth={DISPLAY_WIDTH.card} />
              </div>
            ) : null}
            <div className="card__body">
              {card.eyebrow ? <p className="eyebrow card__eyebrow">{card.eyebrow}</p> : null}
              <Title className="card__title">
                {card.href ? (
                  <SmartLink href={card.href} className="card__link">
                    {card.title}
                  </SmartLink>
                ) : (
                  card.title
                )}
              </Title>
              {card.text ? <p className="card__text">{card.text}</p> : null}
              {card.href ? <Icon name="arrow-right" size={20} className="card__arrow" /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
