/**
 * What WordPress fills into a news or jobs list for the site (block-nodes.php), read from the plugin's own
 * content API, so their preview shows the articles and jobs readers will see.
 * @module
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
// News lists outside the news index show at most a page of the index.
import { NEWS_PAGE_SIZE } from '../../../../../contract/news-pages';

/** The CMS-filled fields of a node type's preview, empty until loaded (and for every other type). */
export function useFilledLists(type: string, limit: unknown): Record<string, unknown> {
  const [filled, setFilled] = useState<Record<string, unknown>>({});
  useEffect(() => {
    let current = true;
    const count = typeof limit === 'number' && limit > 0 ? Math.min(limit, NEWS_PAGE_SIZE) : NEWS_PAGE_SIZE;
    const load =
      type === 'news-list'
        ? apiFetch<{ items: unknown[] }>({ path: `/masthead/v1/news?page=1&limit=${count}` }).then((answer) => ({ items: answer.items }))
        : type === 'jobs-list'
          ? apiFetch<{ jobs: unknown[] }>({ path: '/masthead/v1/jobs' }).then((answer) => ({ jobs: answer.jobs }))
          : null;
    load?.then(
      (lists) => current && setFilled(lists),
      () => current && setFilled({}),
    );
    return () => {
      current = false;
    };
  }, [type, limit]);
  return filled;
}
