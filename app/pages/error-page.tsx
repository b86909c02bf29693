/**
 * The error page: not found (404), gone (410), an error on a jobs path, or
 * any other error. The words come from app/pages/error-copy.ts, shared with
 * the worker and the client router. Exactly one `<h1>` in each variant. A
 * page that is not there (404, 410, a jobs error) keeps the specification's
 * words and button, then offers the site's main sections, so a reader who
 * followed a dead link has somewhere to go besides home.
 * @module
 */

import { ERROR_TITLE_ID } from '../../contract/dom-ids';
import type { ErrorPage as ErrorPageState } from '../../contract/page-state';
import { Icon } from '../icons/icon';
import { errorTitle, goneText, NOT_FOUND_QUIP, notFoundText, PREVIEW_LINK_TEXT } from './error-copy';
import { ErrorButton, GenericError } from './generic-error';

/** Where a reader can go on from a page that is not there. */
const WAYS_ON = [
  { href: '/news/', label: 'News and press releases' },
  { href: '/our-brands/', label: 'Our brands' },
  { href: '/jobs/', label: 'Jobs' },
  { href: '/contact/', label: 'Contact us' },
] as const;

/** The sections, less the one the page's own button leads to: one link per destination. */
function WaysOn({ besides }: { besides?: string }) {
  return (
    <nav className="error-page__ways" aria-label="Sections of the site">
      <p className="error-page__ways-title">Or go to one of our sections:</p>
      <ul className="error-page__ways-list" role="list">
        {WAYS_ON.filter((way) => way.href !== besides).map((way) => (
          <li key={way.href}>
            <a href={way.href} className="error-page__way">
              {way.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ErrorPage({ page }: { page: ErrorPageState }) {
  const title = errorTitle(page);
  if (page.variant === 'not-found' || page.variant === 'gone') {
    const notFound = page.variant === 'not-found';
    return (
      <section className={`error-page error-page--${page.variant}`} aria-labelledby={ERROR_TITLE_ID}>
        <div className="container error-page__inner">
          <p className="error-page__code">{page.status}</p>
          <h1 id={ERROR_TITLE_ID} className="error-page__title">
            {title}
          </h1>
          {notFound ? <p className="error-page__quip">{NOT_FOUND_QUIP}</p> : null}
          <p className="error-page__message">{notFound ? notFoundText(page.path) : goneText(page.path)}</p>
          <ErrorButton href="/" label="Go Home" />
          <WaysOn />
        </div>
      </section>
    );
  }
  if (page.variant === 'jobs') {
    return (
      <section className="error-page error-page--jobs" aria-labelledby={ERROR_TITLE_ID}>
        <div className="container error-page__inner">
          <span className="error-page__badge" aria-hidden="true">
            <Icon name="briefcase" size={32} />
          </span>
          <h1 id={ERROR_TITLE_ID} className="error-page__title">
            {title}
          </h1>
          <p className="error-page__message">{page.message}</p>
          <ErrorButton href="/jobs" label="Jobs Page" />
          <WaysOn besides="/jobs/" />
        </div>
      </section>
    );
  }
  if (page.variant === 'preview-expired' || page.variant === 'preview-invalid') {
    return (
      <section className="error-page error-page--preview" aria-labelledby={ERROR_TITLE_ID}>
        <div className="container error-page__inner">
          <span className="error-page__badge" aria-hidden="true">
            <Icon name="clock" size={32} />
          </span>
          <h1 id={ERROR_TITLE_ID} className="error-page__title">
            {title}
          </h1>
          <p className="error-page__message">{PREVIEW_LINK_TEXT[page.variant]}</p>
          <p className="error-page__message">{PREVIEW_LINK_TEXT.advice}</p>
          <ErrorButton href="/" label="Go Home" />
        </div>
      </section>
    );
  }
  return <GenericError />;
}
