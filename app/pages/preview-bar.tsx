/**
 * The preview bar an editor sees above a draft: that this is a draft and
 * not public, which draft it is, when the preview link expires, and a way out
 * to the published page (or home for a draft never published). A labelled
 * region, so screen readers can find it and skip it like any landmark.
 * @module
 */
import { PREVIEW_BAR_TITLE_ID } from '../../contract/dom-ids';
import type { PreviewInfo } from '../../contract/page-state';

/**
 * London time, written the same way on the server and in the browser (no hydration difference). The formatter is
 * made per preview: one with a time zone loads the zone's rules, which a new isolate's start need not.
 */
const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

export function PreviewBar({ preview }: { preview: PreviewInfo }) {
  const expires = new Date(preview.expiresAt);
  const exit = preview.publishedPath ?? '/';
  return (
    <section className="preview-banner" aria-labelledby={PREVIEW_BAR_TITLE_ID}>
      <div className="container preview-banner__inner">
        <strong id={PREVIEW_BAR_TITLE_ID} className="preview-banner__title">
          Preview — draft content
        </strong>
        <p className="preview-banner__text">
          {preview.title ? (
            <>
              <q>{preview.title}</q>{' '}
            </>
          ) : null}
          <span>{`(draft ${preview.postType} ${preview.id})`}</span> is not visible to the public. This preview link expires{' '}
          <time dateTime={preview.expiresAt}>{new Intl.DateTimeFormat('en-GB', EXPIRY_FORMAT).format(expires)}</time>.
        </p>
        <a className="preview-banner__exit" href={exit}>
          {preview.publishedPath ? 'Exit preview: view the published page' : 'Exit preview: go to the home page'}
        </a>
      </div>
    </section>
  );
}
