/**
 * Which navigation link is the current section: the exact page, or a section
 * the path lies under (`/our-brands/goodfood/` is under `/our-brands/`). An
 * article lives at `/{slug}/` but belongs to the news, so the navigation
 * reads its section from `navPath`.
 * @module
 */
import { NEWS_INDEX_PATH } from '../content/news-pages';
import type { PageState } from '../content/page-state';

export function isCurrentSection(href: string, path: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const target = href.split(/[?#]/)[0] ?? href;
  if (target === '/') return path === '/';
  const withSlash = target.endsWith('/') ? target : `${target}/`;
  return path === target || path.startsWith(withSlash);
}

/** The path the navigation marks its current section by: the news index for an article, else the page's own path. */
export function navPath(page: PageState): string {
  return page.kind === 'content' && page.route.meta.post_data.post_type === 'post' ? NEWS_INDEX_PATH : page.path;
}
