/**
 * One loader per icon, each a literal `import()` so that Vite emits one small
 * chunk per icon. This table is itself loaded on demand (load-icon.ts): a
 * first visit adopts the icons it shows from the server's markup.
 * @module
 */
import type { IconLoaders } from './load-icon';

export const ICON_LOADERS: IconLoaders = {
  facebook: () => import('./svg/facebook'),
  x: () => import('./svg/x'),
  instagram: () => import('./svg/instagram'),
  linkedin: () => import('./svg/linkedin'),
  youtube: () => import('./svg/youtube'),
  tiktok: () => import('./svg/tiktok'),
  pinterest: () => import('./svg/pinterest'),
  threads: () => import('./svg/threads'),
  spotify: () => import('./svg/spotify'),
  'apple-podcasts': () => import('./svg/apple-podcasts'),
  whatsapp: () => import('./svg/whatsapp'),
  rss: () => import('./svg/rss'),
  'chevron-left': () => import('./svg/chevron-left'),
  'chevron-right': () => import('./svg/chevron-right'),
  pause: () => import('./svg/pause'),
  play: () => import('./svg/play'),
  dot: () => import('./svg/dot'),
  location: () => import('./svg/location'),
  briefcase: () => import('./svg/briefcase'),
  clock: () => import('./svg/clock'),
  calendar: () => import('./svg/calendar'),
  salary: () => import('./svg/salary'),
  building: () => import('./svg/building'),
  contract: () => import('./svg/contract'),
  department: () => import('./svg/department'),
  hybrid: () => import('./svg/hybrid'),
  'arrow-right': () => import('./svg/arrow-right'),
  'arrow-left': () => import('./svg/arrow-left'),
  'arrow-up': () => import('./svg/arrow-up'),
  'arrow-down': () => import('./svg/arrow-down'),
  'arrow-up-right': () => import('./svg/arrow-up-right'),
  menu: () => import('./svg/menu'),
  close: () => import('./svg/close'),
  download: () => import('./svg/download'),
  phone: () => import('./svg/phone'),
  mail: () => import('./svg/mail'),
  quote: () => import('./svg/quote'),
  star: () => import('./svg/star'),
  check: () => import('./svg/check'),
  plus: () => import('./svg/plus'),
  minus: () => import('./svg/minus'),
  file: () => import('./svg/file'),
};
