/**
 * The error page: not found (404), gone (410), an error on a jobs path, or
 * any other error. The words come from app/pages/error-copy.ts, shared with
 * the worker and the client router. Exactly one `<h1>` in each variant.
 * @module
 */

import { ERROR_TITLE_ID } from '../../contract/dom-ids';
import type { ErrorPage as ErrorPageState } from '../../contract/page-state';
import { Icon } from '../icons/icon';
import { errorTitle, goneText, NOT_FOUND_QUIP, notFoundText, PREVIEW_LINK_TEXT } from './error-copy';
import { ErrorButton, GenericError } from './generic-error';

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
