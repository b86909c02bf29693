/**
 * What a timeline preview answers (timeline.ts), made from the answer of the site at that moment: private, never
 * stored by any cache (the edge's headers removed), unindexed; an HTML page carries the preview bar at its top, a
 * `noindex` robots tag, and its links, redirects and GET forms lead to the same address on the timeline, so an editor
 * walks the site as it will be. Assets and media keep their own addresses.
 * @module
 */
import { PREVIEW_PATH } from '../../contract/routing/preview-request';
import { CACHE_CONTROL } from '../cache/cache-control';
import { CACHE_TAG, EDGE_CACHE_CONTROL } from '../cache/workers-cache';
import type { TimelineState } from './preview-state';

const ROBOTS = 'noindex, nofollow';
/** Addresses that are files, not pages: left as they are. */
const FILES = /^\/(?:_app|media)\//;

/** The timeline's address for a site path (with its query), or null for anything else (another origin, a fragment). */
export function timelineHref(href: string, timeline: TimelineState, origin: string): string | null {
  const local = href.startsWith(`${origin}/`) ? href.slice(origin.length) : href;
  if (!local.startsWith('/') || local.startsWith('//') || FILES.test(local)) return null;
  const hashAt = local.indexOf('#');
  const path = hashAt < 0 ? local : local.slice(0, hashAt);
  const query = new URLSearchParams({ at: String(timeline.at), token: timeline.token, path });
  return `/preview?${query}${hashAt < 0 ? '' : local.slice(hashAt)}`;
}

const LONDON: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function londonTime(seconds: number): string {
  return new Intl.DateTimeFormat('en-GB', LONDON).format(new Date(seconds * 1000));
}

/**
 * The preview bar (the draft preview's look, app/pages/preview-bar.tsx), outside the app's root: the app never draws
 * it. It opens the page, above the header, and scrolls away with it (`preview-banner--top`): the draft's bar sticks
 * under the header, which this one, first in the body, cannot.
 */
function bar(timeline: TimelineState, target: string): string {
  const at = new Date(timeline.at * 1000).toISOString();
  const expires = new Date(timeline.expiresAt * 1000).toISOString();
  return (
    '<section class="preview-banner preview-banner--top" aria-labelledby="timeline-bar-title"><div class="container preview-banner__inner">' +
    `<strong id="timeline-bar-title" class="preview-banner__title">Preview — the site at <time datetime="${at}">${londonTime(timeline.at)}</time></strong>` +
    '<p class="preview-banner__text">Scheduled items are shown and items due to be unpublished are not. This is not visible to the public. ' +
    `This preview link expires <time datetime="${expires}">${londonTime(timeline.expiresAt)}</time>.</p>` +
    `<a class="preview-banner__exit" href="${escapeHtml(target)}">Exit preview: view this page as it is now</a></div></section>`
  );
}

export function timelineResponse(answer: Response, timeline: TimelineState, target: string, origin: string): Response {
  const headers = new Headers(answer.headers);
  headers.set('cache-control', CACHE_CONTROL.private);
  headers.set('x-robots-tag', ROBOTS);
  headers.set(EDGE_CACHE_CONTROL, 'no-store');
  for (const name of [CACHE_TAG, 'etag', 'last-modified']) headers.delete(name);
  const location = headers.get('location');
  const onTimeline = location && timelineHref(location, timeline, origin);
  if (onTimeline) headers.set('location', onTimeline);
  const response = new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return response;
  return (
    new HTMLRewriter()
      .on('meta[name="robots"]', { element: (element) => void element.setAttribute('content', ROBOTS) })
      .on('body', { element: (element) => void element.prepend(bar(timeline, target), { html: true }) })
      .on('a[href]', {
        element(element) {
          const href = timelineHref(element.getAttribute('href') ?? '', timeline, origin);
          // The rewriter writes a value as given: its `&`s are escaped here.
          if (href) element.setAttribute('href', href.replace(/&/g, '&amp;'));
        },
      })
      // A form that asks with GET (search, the jobs filters) submits to the timeline: its address as `path`, beside the
      // moment and token, its fields added to that address (contract/routing/preview-request.ts); a full load, never
      // the client's navigation, which would leave the timeline.
      .on('form[action]', {
        element(element) {
          const action = element.getAttribute('action') ?? '';
          if ((element.getAttribute('method') ?? 'get').toLowerCase() !== 'get' || !timelineHref(action, timeline, origin)) return;
          const hashAt = action.indexOf('#');
          const bare = hashAt < 0 ? action : action.slice(0, hashAt);
          const local = bare.startsWith(`${origin}/`) ? bare.slice(origin.length) : bare;
          element.setAttribute('action', `${PREVIEW_PATH}${hashAt < 0 ? '' : action.slice(hashAt)}`);
          element.removeAttribute('data-navigate');
          const hidden = Object.entries({ at: String(timeline.at), token: timeline.token, path: local })
            .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
            .join('');
          element.prepend(hidden, { html: true });
        },
      })
      .transform(response)
  );
}
