/**
 * The visible name of a social network under its icon ("LinkedIn"), so a
 * social link never shows an icon alone. The link's accessible name stays the
 * CMS's label ("Immediate Media on LinkedIn"), which contains it.
 * @module
 */

const NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  threads: 'Threads',
  spotify: 'Spotify',
  'apple-podcasts': 'Apple Podcasts',
  whatsapp: 'WhatsApp',
  rss: 'RSS',
};

/** The network's name, or the network key with its first letter capitalised. */
export function networkName(network: string): string {
  return NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
}
