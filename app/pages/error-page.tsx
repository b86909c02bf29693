/**
 * The error page: not found (404), gone (410), an error on a jobs path, or
 * any other error. The words come from app/pages/error-copy.ts, shared with
 * the worker and the client router. Exactly one `<h1>` in each variant. A
 * page that is not there (404, 410, a jobs error) keeps the specification's
 * words and button, then offers the site's main sections, so a reader who
 * followed a dead link has somewhere to go besides home.
 * @module
 */

import type { ErrorPage as ErrorPageState } from '../../contract/page-state';
import { errorTitle, goneText, NOT_FOUND_QUIP, notFoundText, PREVIEW_LINK_TEXT } from './error-copy';
import { ErrorBadge, ErrorButton, ErrorFrame, GenericError } from './generic-error';

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
      <ErrorFrame variant={page.variant} badge={<p className="error-page__code">{page.status}</p>} title={title}>
        {notFound ? <p className="error-page__quip">{NOT_FOUND_QUIP}</p> : null}
        <p className="error-page__message">{notFound ? notFoundText(page.path) : goneText(page.path)}</p>
        <ErrorButton href="/" label="Go Home" />
        <WaysOn />
      </ErrorFrame>
    );
  }
  if (page.variant === 'jobs') {
    return (
      <ErrorFrame variant="jobs" badge={<ErrorBadge icon="briefcase" />} title={title}>
        <p className="error-page__message">{page.message}</p>
        <ErrorButton href="/jobs" label="Jobs Page" />
        <WaysOn besides="/jobs/" />
      </ErrorFrame>
    );
  }
  if (page.variant === 'preview-expired' || page.variant === 'preview-invalid') {
    return (
      <ErrorFrame variant="preview" badge={<ErrorBadge icon="clock" />} title={title}>
        <p className="error-page__message">{PREVIEW_LINK_TEXT[page.variant]}</p>
        <p className="error-page__message">{PREVIEW_LINK_TEXT.advice}</p>
        <ErrorButton href="/" label="Go Home" />
      </ErrorFrame>
    );
  }
  return <GenericError />;
}
