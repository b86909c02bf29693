/**
 * The error page (spec §2): not found, an error on a jobs path, or any other
 * error. Exactly one `<h1>` in each variant.
 * @module
 */
import type { ErrorPage as ErrorPageState } from '../content/page-state';
import { Icon } from '../icons/icon';

function HomeButton({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="button button--primary error-page__button">
      <span>{label}</span>
      <Icon name="arrow-right" size={18} className="button__icon" />
    </a>
  );
}

export function ErrorPage({ page }: { page: ErrorPageState }) {
  if (page.variant === 'not-found') {
    return (
      <section className="error-page error-page--not-found" aria-labelledby="error-title">
        <div className="container error-page__inner">
          <p className="error-page__code">404</p>
          <h1 id="error-title" className="error-page__title">Not Found</h1>
          <p className="error-page__quip">I don't believe it!</p>
          <p className="error-page__message">{`The requested URL ${page.path} was not found.`}</p>
          <HomeButton href="/" label="Go Home" />
        </div>
      </section>
    );
  }
  if (page.variant === 'jobs') {
    return (
      <section className="error-page error-page--jobs" aria-labelledby="error-title">
        <div className="container error-page__inner">
          <span className="error-page__badge" aria-hidden="true">
            <Icon name="briefcase" size={32} />
          </span>
          <h1 id="error-title" className="error-page__title">{page.statusMessage}</h1>
          <p className="error-page__message">{page.message}</p>
          <HomeButton href="/jobs" label="Jobs Page" />
        </div>
      </section>
    );
  }
  if (page.variant === 'preview-expired' || page.variant === 'preview-invalid') {
    const expired = page.variant === 'preview-expired';
    return (
      <section className="error-page error-page--preview" aria-labelledby="error-title">
        <div className="container error-page__inner">
          <span className="error-page__badge" aria-hidden="true">
            <Icon name="clock" size={32} />
          </span>
          <h1 id="error-title" className="error-page__title">{expired ? 'This preview link has expired' : 'This preview link is not valid'}</h1>
          <p className="error-page__message">
            {expired
              ? 'Preview links work for a limited time, so that drafts do not stay open to anyone holding an old link.'
              : 'The link may be incomplete, or it was not issued by the content system for this draft.'}
          </p>
          <p className="error-page__message">To get a new link, open the draft in the content system and choose Preview again.</p>
          <HomeButton href="/" label="Go Home" />
        </div>
      </section>
    );
  }
  return (
    <section className="error-page error-page--generic" aria-labelledby="error-title">
      <div className="container error-page__inner">
        <span className="error-page__badge" aria-hidden="true">
          <Icon name="close" size={32} />
        </span>
        <h1 id="error-title" className="error-page__title">An unexpected error occurred</h1>
        <p className="error-page__message">Please try to return to the home page</p>
        <HomeButton href="/" label="Go Home" />
      </div>
    </section>
  );
}

export default ErrorPage;
