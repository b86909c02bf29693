/**
 * The generic error view: 'An unexpected error occurred', with a button home.
 * Part of the entry, not of the error page chunk, because the client's root
 * error boundary shows it (with a reload link) when rendering fails after
 * hydration, when no further chunk may be loadable.
 * @module
 */

import { ERROR_TITLE_ID } from '../../contract/dom-ids';
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

export function GenericError({ reloadHref }: GenericErrorProps) {
  return (
    <section className="error-page error-page--generic" aria-labelledby={ERROR_TITLE_ID}>
      <div className="container error-page__inner">
        <span className="error-page__badge" aria-hidden="true">
          <Icon name="close" size={32} />
        </span>
        <h1 id={ERROR_TITLE_ID} className="error-page__title">
          {GENERIC_TITLE}
        </h1>
        <p className="error-page__message">{GENERIC_TEXT}</p>
        {reloadHref ? (
          // data-native: a real page load, not a client navigation back into the state that failed.
          <a href={reloadHref} className="text-link error-page__reload" data-native="">
            Reload the page
          </a>
        ) : null}
        <ErrorButton href="/" label="Go Home" />
      </div>
    </section>
  );
}
