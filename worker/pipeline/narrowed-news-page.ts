/**
 * A narrowed news list, by type, brand or both (`/news/press-releases/`, `/news/topgear/`,
 * `/news/topgear/press-releases/`, and their pages `…/page-2/`; contract/routing/news-lists.ts): the list's page as
 * the CMS holds it (heading, filter lines, feed link), its news list filled with the CMS's news narrowed to the
 * brand and type (`/news?brand=…&type=…`), 24 a page like the news index, so a story published with the brand or
 * type is on it at the next request. A list the CMS has no page for is drawn by the site (news-list-frame.ts); one
 * with no story, or a page past its last, is a 404.
 * @module
 */

import type { NewsPage } from '../../contract/api';
import { NEWS_INDEX_PATH, NEWS_PAGE_SIZE } from '../../contract/news-pages';
import type { ContentNode, Slots } from '../../contract/nodes';
import type { RouteEntry } from '../../contract/route';
import { type NarrowedNewsList, narrowedNewsPagePath } from '../../contract/routing/news-lists';
import { gone, notFound } from '../errors';
import { drawnListRoute, drawnListSlots } from './news-list-frame';
import type { Outcome, StepInput } from './types';

type Found = NarrowedNewsList & { list: string; page: number };

export async function narrowedNewsPage({ path, content, config }: StepInput, found: Found): Promise<Outcome> {
  const filter = { ...(found.brand ? { brand: found.brand } : {}), ...(found.type ? { type: found.type.slug } : {}) };
  const [{ route: held }, news] = await Promise.all([content.lookup(found.list), content.newsPage(found.page, NEWS_PAGE_SIZE, filter)]);
  if (news.items.length === 0) throw notFound(path);
  const own = held?.path === found.list ? held : null;
  if (own?.meta.gone) throw gone(path);
  // A list the CMS holds no page for is drawn in the news index's frame (news-list-frame.ts).
  const route = own ?? drawnListRoute(found, news.total, news.items[0]!.date, config.SITE_ORIGIN);
  // The list's nodes (or the news index's, for a drawn list) load after the head is sent, as any page's.
  const from = own ? found.list : NEWS_INDEX_PATH;
  return {
    kind: 'page',
    page: {
      path,
      route: found.page > 1 ? pageRoute(route, path, found.page, config.SITE_ORIGIN) : route,
      status: 200,
      nodes: {
        kind: 'load',
        from,
        fill: (slots) => filled(own ? slots : drawnListSlots(slots, found), found, news),
      },
    },
  };
}

/** The list's news lists filled with its page of the narrowed news, and links to its neighbours when it has any. */
function filled(slots: Slots, found: Found, news: NewsPage): Slots {
  const { page, list } = found;
  const fill = (node: ContentNode): ContentNode =>
    node.type === 'news-list'
      ? {
          ...node,
          items: news.items,
          ...(news.pages > 1
            ? {
                pagination: {
                  page,
                  pages: news.pages,
                  ...(page > 1 ? { previous: narrowedNewsPagePath(list, page - 1) } : {}),
                  ...(page < news.pages ? { next: narrowedNewsPagePath(list, page + 1) } : {}),
                },
              }
            : {}),
        }
      : node;
  return Object.fromEntries(Object.entries(slots).map(([slot, nodes]) => [slot, nodes.map(fill)]));
}

/** Page `page` of a list: the list's route entry at its own address, titled with its number (as the news index's). */
function pageRoute(route: RouteEntry, path: string, page: number, origin: string): RouteEntry {
  const title = `${route.meta.title}: page ${page}`;
  const trail = route.meta.breadcrumbs ?? [];
  return {
    ...route,
    name: `${route.name}-page-${page}`,
    path,
    meta: {
      ...route.meta,
      title,
      tags: { ...route.meta.tags, ogTitle: title, twitterTitle: title, ogUrl: `${origin}${path}` },
      breadcrumbs: [...trail, { title: `Page ${page}`, slug: `page-${page}` }],
    },
  };
}
