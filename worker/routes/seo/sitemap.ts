/**
 * `GET /sitemap.xml` is a sitemap index; `GET /sitemaps/{n}.xml` are its
 * children. Child n covers positions ((n-1)·10,000, n·10,000] of the CMS's
 * route listing, read 1,000 routes a call (`/route-list`, each page cached on
 * its own), and lists the indexable ones with their `lastmod`, so a child
 * holds at most 10,000 URLs (the protocol allows 50,000 and 50 MB; at about
 * 110 bytes a URL a child stays near 1 MB). The body is streamed a listing
 * page at a time: no request ever holds more than one page of the table.
 * Ten CMS calls a child (at most, on a cold cache) keep a child well inside
 * a worker's subrequest and CPU limits. The job pages (special routes, not
 * in the route listing) have a child of their own, jobs-sitemap.ts.
 * @module
 */

import type { RouteList, RouteListItem } from '../../../contract/api';
import { sitemapChildPath } from '../../../contract/routing/site-paths';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { isIndexable } from './indexable-routes';
import { JOBS_SITEMAP_PATH } from './jobs-sitemap';
import { contentOf, seoResponse } from './seo-response';
import { element, XML_DECLARATION } from './xml';

/** Routes per call of the route listing (the API's maximum). */
export const LIST_PAGE_SIZE = 1000;
/** Listing pages per sitemap child. */
export const LIST_PAGES_PER_CHILD = 10;
/** Positions of the route listing per child, so also its most URLs. */
export const CHILD_SIZE = LIST_PAGE_SIZE * LIST_PAGES_PER_CHILD;

const URLSET_OPEN = `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** Children needed for a listing of `total` routes (always one, even when empty). */
export function childCount(total: number): number {
  return Math.max(1, Math.ceil(total / CHILD_SIZE));
}

/** The index: the route listing's children, then the open jobs' sitemap. */
export function sitemapIndexXml(origin: string, children: number): string {
  const paths = [...Array.from({ length: children }, (_, at) => sitemapChildPath(at + 1)), JOBS_SITEMAP_PATH];
  const entries = paths.map((path) => `<sitemap>${element('loc', `${origin}${path}`)}</sitemap>`);
  return [XML_DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</sitemapindex>', ''].join(
    '\n',
  );
}

/** The `<url>` lines of the indexable routes of one listing page. */
export function urlEntries(origin: string, routes: readonly RouteListItem[]): string {
  let text = '';
  for (const route of routes) {
    if (isIndexable(route)) text += `<url>${element('loc', `${origin}${route.path}`)}${element('lastmod', route.lastmod)}</url>\n`;
  }
  return text;
}

/** A whole urlset from listing items, for small inputs and tests. * @internal The XML of one child, for the sitemap tests.
 */
export function sitemapXml(origin: string, routes: readonly RouteListItem[]): string {
  return `${URLSET_OPEN}${urlEntries(origin, routes)}${URLSET_CLOSE}`;
}

/**
 * The child as a stream: the opening tag, then one listing page's URLs per
 * pull (the next page is read only when the reader wants more), then the
 * closing tag. A failed read errors the stream, so a broken child is never
 * mistaken for a complete one.
 */
export function sitemapStream(
  origin: string,
  first: RouteList,
  lastPage: number,
  load: (page: number) => Promise<RouteList>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let nextPage = first.page;
  let ready: RouteList | null = first;
  let opened = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!opened) {
          opened = true;
          controller.enqueue(encoder.encode(URLSET_OPEN));
          return;
        }
        if (nextPage > lastPage) {
          controller.enqueue(encoder.encode(URLSET_CLOSE));
          controller.close();
          return;
        }
        const page = ready ?? (await load(nextPage));
        ready = null;
        nextPage++;
        controller.enqueue(encoder.encode(urlEntries(origin, page.routes)));
      },
    },
    { highWaterMark: 0 },
  );
}

export async function sitemapIndexRoute(c: AppContext): Promise<Response> {
  const content = await contentOf(c);
  // Page 1 gives the total, and is the first page child 1 reads anyway.
  const first = await content.routeList(1, LIST_PAGE_SIZE);
  return seoResponse(c, sitemapIndexXml(c.get('config').SITE_ORIGIN, childCount(first.total)), 'xml');
}

export async function sitemapChildRoute(c: AppContext): Promise<Response> {
  const { path } = c.get('address');
  const match = /^\/sitemaps\/([1-9]\d{0,5})\.xml$/.exec(path);
  if (!match) throw notFound(path);
  const child = Number(match[1]);
  const content = await contentOf(c);
  const firstPage = (child - 1) * LIST_PAGES_PER_CHILD + 1;
  // The first page is read before answering: an outage is an error page, and a child past the last is a 404.
  const first = await content.routeList(firstPage, LIST_PAGE_SIZE);
  if (child > childCount(first.total)) throw notFound(path);
  const lastPage = Math.min(firstPage + LIST_PAGES_PER_CHILD - 1, Math.max(first.pages, firstPage));
  const log = c.get('log');
  const stream = sitemapStream(c.get('config').SITE_ORIGIN, first, lastPage, (page) =>
    content.routeList(page, LIST_PAGE_SIZE).catch((error: unknown) => {
      log.error(`sitemap child ${child}: listing page ${page} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }),
  );
  return seoResponse(c, stream, 'xml');
}
