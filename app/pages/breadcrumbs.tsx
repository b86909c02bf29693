/**
 * Breadcrumb trail: Home, then each crumb with its path built from the slugs
 * so far (`/our-brands/`, `/our-brands/goodfood/`); the last is the current page.
 * An article lives at `/{slug}/` but belongs to the news: its trail is the
 * CMS's, or Home › News, and ends with the article itself.
 * @module
 */
import { NEWS_INDEX_PATH } from '../content/news-pages';
import type { Breadcrumb, RouteEntry } from '../content/route';
import { isSpecialRoute } from '../routing/paths';

/** The trail a route shows, or null for none: its own breadcrumbs; an article's default to the news index. */
export function trailOf(route: RouteEntry): Breadcrumb[] | null {
  const crumbs = route.meta.breadcrumbs ?? [];
  if (crumbs.length > 0) return crumbs;
  if (route.meta.post_data.post_type === 'post') return [{ title: 'News', slug: NEWS_INDEX_PATH.slice(1, -1) }];
  return null;
}

export interface Crumb {
  title: string;
  href: string;
}

/** Home plus one crumb per breadcrumb, hrefs built cumulatively from the slugs. */
export function crumbsOf(breadcrumbs: Breadcrumb[]): Crumb[] {
  const crumbs: Crumb[] = [{ title: 'Home', href: '/' }];
  let path = '/';
  for (const { title, slug } of breadcrumbs) {
    const clean = slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');
    if (!clean) continue;
    path = `${path}${clean}/`;
    // Special routes (a job, the preview) take no trailing slash (spec §2).
    const special = path.slice(0, -1);
    crumbs.push({ title, href: isSpecialRoute(special) ? special : path });
  }
  return crumbs;
}

/** `current` ends the trail when the breadcrumbs stop short of the page (an article under News). */
export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current?: Crumb }) {
  const crumbs = crumbsOf(items);
  if (current && crumbs.at(-1)?.href !== current.href) crumbs.push(current);
  const last = crumbs.length - 1;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className="breadcrumbs__item">
            <a href={crumb.href} className="breadcrumbs__link" aria-current={index === last ? 'page' : undefined}>
              {crumb.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
