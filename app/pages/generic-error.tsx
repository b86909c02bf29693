/**
 * The generic error view: 'An unexpected error occurred', with a button home.
 * Part of the entry, not of the error page chunk, because the client's root
 * error boundary shows it (with a reload link) when rendering fails after
 * hydration, when no further chunk may be loadable.
 * @module
 */

import type { ReactNode } from 'react';
import { ERROR_TITLE_ID } from '../../contract/dom-ids';
import type { IconName } from '../../contract/icon-names';
import { Icon } from '../icons/icon';
import { GENERIC_TEXT, GENERIC_TITLE } from './error-copy';

export function ErrorButton({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="button button--primary error-page__button">
      <span>{label}</span>
      <Icon name="arrow-right" size={18} className="button__icon" />
    </a>
  );
}

export interface GenericErrorProps {
  /** Address to reload (the page that failed); adds a reload link that loads it from the server. */
  reloadHref?: string;
}

/** The frame every error view shares: its badge (an icon, or the status as text), its one `<h1>`, then what it says. */
export function ErrorFrame({
  variant,
  badge,
  title,
  children,
}: {
  variant: string;
  badge: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`error-page error-page--${variant}`} aria-labelledby={ERROR_TITLE_ID}>
      <div className="container error-page__inner">
        {badge}
        <h1 id={ERROR_TITLE_ID} className="error-page__title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** An icon in the frame's round badge. */
export function ErrorBadge({ icon }: { icon: IconName }) {
  return (
    <span className="error-page__badge" aria-hidden="true">
      <Icon name={icon} size={32} />
    </span>
  );
}

export function GenericError({ reloadHref }: GenericErrorProps) {
  return (
    <ErrorFrame variant="generic" badge={<ErrorBadge icon="close" />} title={GENERIC_TITLE}>
      <p className="error-page__message">{GENERIC_TEXT}</p>
      {reloadHref ? (
        // data-native: a real page load, not a client navigation back into the state that failed.
        <a href={reloadHref} className="text-link error-page__reload" data-native="">
          Reload the page
        </a>
      ) : null}
      <ErrorButton href="/" label="Go Home" />
    </ErrorFrame>
  );
}
