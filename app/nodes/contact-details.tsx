/**
 * Offices (address, phone, email) and departmental contacts (email, and a phone where they have one), every
 * number a `tel:` link.
 * @module
 */
import { useId } from 'react';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { itemHeading } from './parts/item-heading';

/** A `tel:` address: digits and a leading `+`, without the national "(0)" that must not be dialled after +44. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, '').replace(/[^+\d]/g, '')}`;
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="icon-link">
      <Icon name="phone" size={18} />
      <span>{phone}</span>
    </a>
  );
}

export function ContactDetails({ node }: { node: NodeOf<'contact-details'> }) {
  const id = useId();
  const OfficeName = itemHeading(node.heading);
  return (
    <section className="block contact" aria-labelledby={node.heading ? id : undefined}>
      {node.heading ? (
        <h2 id={id} className="section-header__title contact__title">
          {node.heading}
        </h2>
      ) : null}
      {node.offices.length > 0 ? (
        <ul className="contact__offices" role="list">
          {node.offices.map((office) => (
            <li key={office.name} className="office">
              <OfficeName className="office__name">
                <Icon name="building" size={22} className="office__icon" />
                {office.name}
              </OfficeName>
              <address className="office__address">
                {office.address.map((line, index) => (
                  <span key={index} className="office__line">
                    {line}
                  </span>
                ))}
              </address>
              {office.phone || office.email ? (
                <ul className="office__channels" role="list">
                  {office.phone ? (
                    <li>
                      <PhoneLink phone={office.phone} />
                    </li>
                  ) : null}
                  {office.email ? (
                    <li>
                      <a href={`mailto:${office.email}`} className="icon-link">
                        <Icon name="mail" size={18} />
                        <span>{office.email}</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {node.contacts.length > 0 ? (
        <dl className="contact__list">
          {node.contacts.map((contact) => (
            <div key={contact.label + contact.email} className="contact__item">
              <dt className="contact__label">{contact.label}</dt>
              {contact.text ? <dd className="contact__text">{contact.text}</dd> : null}
              {contact.phone ? (
                <dd className="contact__phone">
                  <PhoneLink phone={contact.phone} />
                </dd>
              ) : null}
              <dd className="contact__email">
                <a href={`mailto:${contact.email}`} className="icon-link">
                  <Icon name="mail" size={18} />
                  <span>{contact.email}</span>
                </a>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
