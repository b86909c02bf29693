/**
 * Redirects the CMS's own lookup knows (`GET {api}/redirects?path=…`), apart
 * from the legacy table in redirects.json: retired pages, a renamed article and
 * an external careers portal.
 * @module
 */
import type { ContentPack } from './types';

export const redirects: ContentPack['redirects'] = {
  '/news/old-story/': { to: '/news/', status: 301 },
  '/careers-portal/': { to: 'https://careers.immediate.example/', status: 302 },
  // Renamed article: the original slug before the headline was changed.
  '/good-food-named-magazine-of-the-year/': { to: '/goodfood-wins-magazine-of-the-year/', status: 301 },
  // The junior magazine brand page was merged into Youth & Children's.
  '/our-brands/juniormagazine/': { to: '/our-brands/youth-and-childrens/', status: 301 },
  '/press/': { to: '/news/', status: 301 },
  '/sustainability/': { to: '/immediate-sustainability-reports/' },
};
