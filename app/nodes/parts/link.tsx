/**
 * Links inside content: plain `<a href>` (the client router intercepts
 * same-origin clicks), external ones marked with `rel="noopener"` and an
 * arrow. Hrefs go through the site's one link rule (contract/link-safety.ts).
 * @module
 */
import type { ReactNode } from 'react';
import { isExternal, linkHref } from '../../../contract/link-safety';
import { Icon } from '../../icons/icon';

export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Show the arrow-up-right on external links (default true). */
  externalIcon?: boolean;
  download?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

export function SmartLink({ href, children, className, externalIcon = true, download, ...aria }: SmartLinkProps) {
  const target = linkHref(href);
  const external = isExternal(target);
  return (
    <a
      href={target}
      className={className}
      rel={external ? 'noopener' : undefined}
      download={download && !external ? '' : undefined}
      {...aria}
    >
      {children}
      {external && externalIcon ? <Icon name="arrow-up-right" size={16} className="icon--inline icon--external" /> : null}
    </a>
  );
}
