/**
 * A narrowed news list the CMS holds no page for (`/news/topgear/case-studies/` once Top Gear's first case study is
 * published, or the list of a brand's first story): the site draws its frame itself, so every list in the contract
 * is there as soon as it has a story. Its heading, breadcrumbs and title are the sample pack's for such lists
 * (cms/content/newsroom.ts), its nodes the news index's (the press office's line and the filter lines, drawn for
 * the list: contract/routing/news-filters.ts) under a hero naming the list, with its feed's link before its stories;
 * a brand and type list is kept out of search engines (`noindex, follow`) like the pack's.
 * @module
 */

import { NEWS_INDEX_PATH } from '../../contract/news-pages';
import type { ContentNode, Slots } from '../../contract/nodes';
import { parsePublishedDate } from '../../contract/published-date';
import type { RouteEntry } from '../../contract/route';
import { routeEntry } from '../../contract/route-entry';
import { listFeedPath, type NarrowedNewsList, newsBrandName, newsTypeLabel } from '../../contract/routing/news-lists';
import { escapeHtml } from '../render/serialize';

/** What the pack heads a list with: "News from Top Gear", "Case studies from Top Gear", "Press releases". */
function listHeading({ brand, type }: NarrowedNewsList): string {
  const kind = type ? newsTypeLabel(type) : 'News';
  return brand ? `${kind} from ${newsBrandName(brand)}` : kind;
}

/** The list's route entry, dated by its newest story. */
export function drawnListRoute(found: NarrowedNewsList & { list: string }, total: number, newestDate: string, origin: string): RouteEntry {
  const heading = listHeading(found);
  return routeEntry({
    path: found.list,
    name: found.list,
    title: heading,
    description: `${heading} from Immediate Media: ${total} ${total === 1 ? 'story' : 'stories'}, newest first.`,
    kind: 'page',
    origin,
    publishedIso: parsePublishedDate(newestDate) ?? '2023-01-01',
    hasParent: true,
    breadcrumbs: [
      { title: 'News', slug: NEWS_INDEX_PATH.slice(1, -1) },
      ...(found.brand ? [{ title: newsBrandName(found.brand), slug: found.brand }] : []),
      ...(found.type ? [{ title: newsTypeLabel(found.type), slug: found.type.slug }] : []),
    ],
    ...(found.brand && found.type ? { robots: 'noindex, follow' as const } : {}),
  });
}

/** The news index's nodes made the list's: its hero names the list, its feed's link and an empty list for the stories. */
export function drawnListSlots(index: Slots, found: NarrowedNewsList & { list: string }): Slots {
  const heading = listHeading(found);
  const feed: ContentNode = {
    type: 'rich-text',
    html: `<p><a href="${listFeedPath(found.list)}">RSS feed of ${escapeHtml(lowerFirst(heading))}</a></p>`,
  };
  const list: ContentNode = { type: 'news-list', items: [], layout: 'cards' };
  const main = (index.main ?? []).flatMap((node): ContentNode[] => {
    if (node.type === 'hero') return [{ type: 'hero', variant: 'page', eyebrow: 'Newsroom', heading }];
    return node.type === 'news-list' ? [] : [node];
  });
  return { ...index, main: [...main, feed, list] };
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
