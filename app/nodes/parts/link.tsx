/**
 * Links inside content: plain `<a href>` (the client router intercepts
 * same-origin clicks), external ones marked with `rel="noopener"` and an
 * arrow. CMS hrefs are narrowed to safe schemes.
 * @module
 */
import type { ReactNode } from 'react';
import { Icon } from '../../icons/icon';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** An absolute http(s) address leaves the site. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * The href when a content link may use it, else `#`: relative paths and the
 * http(s), mailto and tel schemes; never another scheme (`javascript:`) or a
 * protocol-relative `//host`. Browsers ignore tabs, newlines and control
 * characters inside a scheme, so the check ignores them too.
 */
export function safeHref(href: string): string {
  const trimmed = href.trim();
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^[/\\]{2}/.test(compact)) return '#';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme && !SAFE_SCHEMES.has(scheme[1]!.toLowerCase())) return '#';
  return trimmed;
}

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
  const target = safeHref(href);
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
