/**
 * Links to the company's social channels, each an icon with its label.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { SmartLink } from './parts/link';

export function SocialLinks({ node }: { node: NodeOf<'social-links'> }) {
  const id = useId();
  return (
    <section className="social-links" aria-labelledby={node.heading ? id : undefined}>
      {node.heading ? (
        <h2 id={id} className="social-links__title">
          {node.heading}
        </h2>
      ) : null}
      <ul className="social-links__list" role="list">
        {node.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className="social-pill" externalIcon={false}>
              <Icon name={link.network} size={20} />
              <span>{link.label}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
