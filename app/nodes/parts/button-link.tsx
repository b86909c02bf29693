/**
 * A call-to-action link styled as a button: an arrow for links within the
 * site, the external arrow (from SmartLink) for links that leave it.
 * @module
 */

import { isExternal, linkHref } from '../../../contract/link-safety';
import type { Link } from '../../../contract/nodes';
import { Icon } from '../../icons/icon';
import { SmartLink } from './link';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'on-dark';

export function ButtonLink({ link, variant = 'primary', className }: { link: Link; variant?: ButtonVariant; className?: string }) {
  const external = isExternal(linkHref(link.href));
  return (
    <SmartLink href={link.href} className={`button button--${variant}${className ? ` ${className}` : ''}`}>
      <span>{link.label}</span>
      {external ? null : <Icon name="arrow-right" size={18} className="button__icon" />}
    </SmartLink>
  );
}
