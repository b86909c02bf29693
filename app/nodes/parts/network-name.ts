/**
 * The words a social link shows beside its icon, so it never shows an icon
 * alone: the network's name ("LinkedIn") when the CMS's label names it
 * ("Immediate Media on LinkedIn", which stays the accessible name and so
 * contains the visible words), else the label itself ("Visit
 * bbcgoodfood.com", "HistoryExtra podcast").
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

/** The visible words, and the accessible name when it says more than they do. */
export function socialLinkText(network: string, label: string): { text: string; ariaLabel?: string } {
  const name = NAMES[network];
  if (name && label !== name && label.toLowerCase().includes(name.toLowerCase())) return { text: name, ariaLabel: label };
  return { text: label };
}
