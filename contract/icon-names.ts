/**
 * The icon set (about 40 SVGs for social networks, the carousel, job
 * details and arrows). Names are typed; each icon's SVG lives in its own module
 * under `svg/` and is loaded on demand.
 * @module
 */
export const ICON_NAMES = [
  // social networks
  'facebook',
  'x',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'threads',
  'spotify',
  'apple-podcasts',
  'whatsapp',
  'rss',
  // carousel
  'chevron-left',
  'chevron-right',
  'pause',
  'play',
  'dot',
  // job details
  'location',
  'briefcase',
  'clock',
  'calendar',
  'salary',
  'building',
  'contract',
  'department',
  'hybrid',
  // arrows
  'arrow-right',
  'arrow-left',
  'arrow-up',
  'arrow-down',
  'arrow-up-right',
  // interface
  'menu',
  'close',
  'download',
  'phone',
  'mail',
  'quote',
  'star',
  'check',
  'plus',
  'minus',
  'file',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
