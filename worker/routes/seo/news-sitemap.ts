/**
 * `GET /news-sitemap.xml`: Google News sitemap of the articles published in
 * the 48 hours before `now` (an empty, valid urlset otherwise), at most 1,000.
 * The window counts in days, from 00:00 UTC of an article's date; its publication date is the moment the CMS
 * gives (`published`), that midnight without one. It reads
 * the CMS's news list (newest first) a hundred at a time and stops at the
 * first article older than the window: usually one call, never the archive.
 * @module
 */

import type { NewsPage } from '../../../contract/api';
import { NEWS_SITEMAP_MAX, NEWS_SITEMAP_WINDOW_MS } from '../../../contract/news-pages';
import type { NewsItem } from '../../../contract/nodes';
import { isoMoment, parsePublishedDate } from '../../../contract/published-date';
import type { AppContext } from '../../context';
import { isPagePath } from './indexable-routes';
import { publishedAt } from './rss-feed';
import { contentOf, seoResponse } from './seo-response';
import { element, XML_DECLARATION } from './xml';

/** Google News takes articles from the last two days. */
export const NEWS_WINDOW_MS = NEWS_SITEMAP_WINDOW_MS;
/** News items per call while looking for the window's end. */
export const NEWS_READ_SIZE = 100;

export interface NewsSitemapInput {
  origin: string;
  siteName: string;
  items: readonly NewsItem[];
  now: Date;
}

/** Whether an item is inside the window: -1 newer than `now` (skip), 0 inside, 1 older (and so is everything after it). */
function windowPlace(item: NewsItem, now: Date): -1 | 0 | 1 {
  const published = parsePublishedDate(item.date);
  if (!published) return -1;
  const age = now.getTime() - Date.parse(`${published}T00:00:00Z`);
  if (age < 0) return -1;
  return age > NEWS_WINDOW_MS ? 1 : 0;
}

export function newsSitemapXml({ origin, siteName, items, now }: NewsSitemapInput): string {
  const urls = items
    .filter((item) => !item.noindex && isPagePath(item.href) && windowPlace(item, now) === 0)
    .slice(0, NEWS_SITEMAP_MAX)
    .map((item) =>
      [
        '<url>',
        element('loc', `${origin}${item.href}`),
        '<news:news>',
        `<news:publication>${element('news:name', siteName)}${element('news:language', 'en')}</news:publication>`,
        element('news:publication_date', isoMoment(publishedAt(item)!)),
        element('news:title', item.title),
        '</news:news>',
        '</url>',
      ].join(''),
    );
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The newest items, read until one falls out of the window (the list is newest first) or the cap is reached. */
export async function recentNews(load: (page: number) => Promise<NewsPage>, now: Date): Promise<NewsItem[]> {
  const items: NewsItem[] = [];
  for (let page = 1; items.length < NEWS_SITEMAP_MAX; page++) {
    const answer = await load(page);
    items.push(...answer.items);
    if (answer.items.length < NEWS_READ_SIZE || page >= answer.pages) break;
    if (answer.items.some((item) => windowPlace(item, now) === 1)) break;
  }
  return items;
}

export async function newsSitemapRoute(c: AppContext): Promise<Response> {
  const { SITE_ORIGIN, SITE_NAME } = c.get('config');
  const content = await contentOf(c);
  const now = new Date(c.get('calendar')());
  const items = await recentNews((page) => content.newsPage(page, NEWS_READ_SIZE), now);
  return seoResponse(c, newsSitemapXml({ origin: SITE_ORIGIN, siteName: SITE_NAME, items, now }), 'xml');
}
