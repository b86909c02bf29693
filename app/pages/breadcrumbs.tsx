/**
 * Breadcrumb trail: Home, then each crumb with its path built from the slugs
 * so far (`/our-brands/`, `/our-brands/goodfood/`); the last is the current page.
 * A trail that stops short of the page (an article's: Home › News, trail.ts)
 * ends with the page itself.
 * @module
 */
import type { Breadcrumb } from '../../contract/route';
import { isSpecialRoute } from '../../contract/routing/paths';

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
    // Special routes (a job, the preview) take no trailing slash.
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
