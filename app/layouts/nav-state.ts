/**
 * Which navigation link is the current section: the exact page, or a section
 * the path lies under (`/our-brands/goodfood/` is under `/our-brands/`). An
 * article lives at `/{slug}/` but belongs to the news, so the navigation
 * reads its section from `navPath`.
 * @module
 */
import { NEWS_INDEX_PATH } from '../../contract/news-pages';
import type { PageState } from '../../contract/page-state';

export function isCurrentSection(href: string, path: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const target = href.split(/[?#]/)[0] ?? href;
  if (target === '/') return path === '/';
  const withSlash = target.endsWith('/') ? target : `${target}/`;
  return path === target || path.startsWith(withSlash);
}

/**
 * The path the navigation marks its current section by: the news index for an article, else the page's own path.
 * It runs in the layout, outside the page view's error boundary, so a route that arrives without its post data
 * (the page view then shows its error) must not take the header down with it.
 */
export function navPath(page: PageState): string {
  const postData = page.kind === 'content' ? (page.route.meta.post_data as typeof page.route.meta.post_data | undefined | null) : null;
  return postData?.post_type === 'post' ? NEWS_INDEX_PATH : page.path;
}
