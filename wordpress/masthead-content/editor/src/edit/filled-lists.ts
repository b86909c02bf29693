/**
 * What the site fills into a news or jobs list and the news filter lines, read from the plugin's own content API,
 * so their preview shows the articles, jobs and counts readers will see on this post's address: a type's or a
 * brand's list narrowed to it, the filter lines as the site draws them there (contract/routing/news-filters.ts).
 * @module
 */
import apiFetch from '@wordpress/api-fetch';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import type { NewsCounts } from '../../../../../contract/api';
// News lists outside the news index show at most a page of the index.
import { NEWS_PAGE_SIZE } from '../../../../../contract/news-pages';
import { newsFilterChoices } from '../../../../../contract/routing/news-filters';
import { narrowedNewsListOf } from '../../../../../contract/routing/news-lists';
import { editorOf } from '../sidebar/editor-store';

/** The CMS-filled fields of a node type's preview, empty until loaded (and for every other type). */
export function useFilledLists(type: string, limit: unknown): Record<string, unknown> {
  const [filled, setFilled] = useState<Record<string, unknown>>({});
  // The post's address as last saved (a draft's `?p=` link reads as the home page: the whole news).
  const link = useSelect((select) => String(editorOf(select).getCurrentPostAttribute('link') ?? ''), []);
  useEffect(() => {
    let current = true;
    const count = typeof limit === 'number' && limit > 0 ? Math.min(limit, NEWS_PAGE_SIZE) : NEWS_PAGE_SIZE;
    const load =
      type === 'news-list'
        ? apiFetch<{ items: unknown[] }>({ path: `/masthead/v1/news?${newsQuery(pathOf(link), count)}` }).then((answer) => ({
            items: answer.items,
          }))
        : type === 'jobs-list'
          ? apiFetch<{ jobs: unknown[] }>({ path: '/masthead/v1/jobs' }).then((answer) => ({ jobs: answer.jobs }))
          : type === 'news-filters'
            ? apiFetch<NewsCounts>({ path: '/masthead/v1/news/counts' }).then((counts) => newsFilterChoices(pathOf(link), counts))
            : null;
    load?.then(
      (lists) => current && setFilled(lists),
      () => current && setFilled({}),
    );
    return () => {
      current = false;
    };
  }, [type, limit, link]);
  return filled;
}

/**
 * The news a list shows on the post's address: on a type's or a brand's list (`/news/press-releases/`,
 * `/news/topgear/`) a page of the news narrowed to it, as the site fills it; elsewhere the newest `count`.
 */
function newsQuery(path: string, count: number): URLSearchParams {
  const narrowed = narrowedNewsListOf(path);
  return new URLSearchParams({
    page: '1',
    limit: String(narrowed ? NEWS_PAGE_SIZE : count),
    ...(narrowed?.brand ? { brand: narrowed.brand } : {}),
    ...(narrowed?.type ? { type: narrowed.type.slug } : {}),
  });
}

function pathOf(link: string): string {
  try {
    return new URL(link).pathname;
  } catch {
    return '/';
  }
}
