/**
 * The readiness audit's judgement of one item and its tally per content type (scripts/wordpress/audit.ts reads
 * WordPress; this module only reads text, so its rules are tested without a WordPress).
 * @module
 */

export interface AuditItem {
  id: number;
  link: string;
  /** The stored content, blocks or classic HTML as the editor left it. */
  raw: string;
  featuredMedia: number;
  meta: Record<string, unknown>;
}

/** What one item holds that the site draws otherwise or cannot draw. */
export interface ItemFindings {
  link: string;
  notes: { block: string; kind: string }[];
  shortcodes: { name: string; drawn: boolean }[];
  /** Attachment ids the content or the featured image names. */
  mediaIds: number[];
  /** Provider URLs the site plays (YouTube, Vimeo). */
  videoEmbeds: string[];
  /** Other embedded URLs: the site links to them. */
  otherEmbeds: string[];
  /** SEO plugins whose fields the item carries. */
  seo: string[];
}

export interface Finding {
  kind: string;
  what: string;
  items: number;
  examples: string[];
}

export interface TypeReport {
  type: string;
  items: number;
  fully: number;
  changed: number;
  losing: number;
  findings: Finding[];
}

/** Shortcodes the site draws (the plugin runs them through WordPress's own pipeline into nodes). */
const DRAWN_SHORTCODES = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'video', 'audio']);
/** An opening shortcode tag as WordPress parses it: `[name]`, `[name attrs]`, `[name/]`; `[[name]]` is escaped. */
const SHORTCODE = /(?<!\[)\[([A-Za-z][\w-]*)(\s[^\]]*)?(\/)?\](?!\])/g;

/**
 * The shortcodes in a post, by the plugin's rule (classic.php, masthead_classic_is_shortcode): the drawn ones, and any
 * other told by its form (a `name=value` attribute, a self-closing slash, a closing tag). The writer's own brackets
 * ("[sic]", "he [the minister] said") are text, and print as written.
 */
function shortcodesOf(raw: string): string[] {
  return [...raw.matchAll(SHORTCODE)]
    .filter(
      ([, name = '', attrs = '', slash]) =>
        DRAWN_SHORTCODES.has(name.toLowerCase()) || slash !== undefined || /=|\/\s*$/.test(attrs) || raw.includes(`[/${name}]`),
    )
    .map((match) => match[1]!);
}
/** A URL alone on its line, which WordPress's auto-embed turns into a player (WP_Embed::autoembed's pattern). */
const BARE_URL = /^\s*(https?:\/\/[^\s<>"]+)\s*$/gim;
const EMBED_SHORTCODE = /\[embed[^\]]*\]\s*(https?:\/\/[^\s<>"[]+)\s*\[\/embed\]/gi;
const EMBED_BLOCK = /<!-- wp:(?:core-)?embed\s+(\{.*?\})\s*\/?-->/g;
const VIDEO_PROVIDER = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch|shorts|embed)|youtu\.be\/|vimeo\.com\/\d)/i;

const MEDIA_PATTERNS = [
  /\bwp-image-(\d+)\b/g,
  /\[caption[^\]]*\bid="attachment_(\d+)"/g,
  /<!-- wp:(?:image|cover|media-text|file|video|audio)\s+\{[^}]*?"(?:id|mediaId)":(\d+)/g,
];
const ID_LISTS = [/<!-- wp:gallery\s+\{[^}]*?"ids":\[([\d,\s]*)\]/g, /\[gallery[^\]]*\bids="([\d,\s]+)"/g];

function matchesOf(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** Classic content (no block markup) and core/freeform stretches: the text WordPress auto-embeds in. */
function classicText(raw: string): string {
  if (!raw.includes('<!-- wp:')) return raw;
  // Between blocks: what the block parser calls freeform.
  return raw.replace(/<!-- wp:([\s\S]*?)<!-- \/wp:[^>]*-->|<!-- wp:[^>]*\/-->/g, '\n');
}

function embedUrls(raw: string): string[] {
  const urls = [...matchesOf(classicText(raw), BARE_URL), ...matchesOf(raw, EMBED_SHORTCODE)];
  for (const attrs of matchesOf(raw, EMBED_BLOCK)) {
    try {
      const url = (JSON.parse(attrs) as { url?: unknown }).url;
      if (typeof url === 'string') urls.push(url);
    } catch {
      // Attributes WordPress itself could not read: the block is judged by the plugin's notes instead.
    }
  }
  return [...new Set(urls)];
}

function seoPluginsOf(meta: Record<string, unknown>): string[] {
  const filled = Object.entries(meta).filter(([, value]) => value !== '' && value !== null && value !== undefined);
  const plugins: string[] = [];
  if (filled.some(([key]) => key.startsWith('_yoast_wpseo_'))) plugins.push('Yoast SEO');
  if (filled.some(([key]) => key.startsWith('rank_math_'))) plugins.push('Rank Math');
  return plugins;
}

export function auditFindings(item: AuditItem, notes: { block: string; kind: string }[]): ItemFindings {
  const ids = [
    ...MEDIA_PATTERNS.flatMap((pattern) => matchesOf(item.raw, pattern)),
    ...ID_LISTS.flatMap((pattern) => matchesOf(item.raw, pattern).flatMap((list) => list.split(/[,\s]+/))),
  ]
    .map(Number)
    .filter((id) => id > 0);
  if (item.featuredMedia > 0) ids.push(item.featuredMedia);
  const embeds = embedUrls(item.raw);
  return {
    link: item.link,
    notes,
    shortcodes: shortcodesOf(item.raw).map((name) => ({ name, drawn: DRAWN_SHORTCODES.has(name.toLowerCase()) })),
    mediaIds: [...new Set(ids)],
    videoEmbeds: embeds.filter((url) => VIDEO_PROVIDER.test(url)),
    otherEmbeds: embeds.filter((url) => !VIDEO_PROVIDER.test(url)),
    seo: seoPluginsOf(item.meta),
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** Whether an item loses something readers would see, given which media exist. */
function loses(item: ItemFindings, present: Set<number>): boolean {
  return (
    item.notes.some((note) => note.kind === 'left out') ||
    item.shortcodes.some((code) => !code.drawn) ||
    item.mediaIds.some((id) => !present.has(id))
  );
}

function changes(item: ItemFindings): boolean {
  return item.notes.some((note) => note.kind === 'changed') || item.otherEmbeds.length > 0;
}

/** One type's tally: each finding with the number of items it touches and a few example links. */
export function typeReport(
  type: string,
  items: ItemFindings[],
  present: Set<number>,
  unreachable: Set<string>,
  examples: number,
): TypeReport {
  const findings = new Map<string, { kind: string; what: string; links: string[] }>();
  const add = (kind: string, what: string, link: string) => {
    const key = `${kind}\0${what}`;
    const finding = findings.get(key) ?? { kind, what, links: [] };
    if (!finding.links.includes(link)) finding.links.push(link);
    findings.set(key, finding);
  };
  for (const item of items) {
    for (const note of item.notes) add(note.kind === 'left out' ? 'block left out' : 'block drawn differently', note.block, item.link);
    for (const code of item.shortcodes) add(code.drawn ? 'shortcode drawn' : 'shortcode left out', `[${code.name}]`, item.link);
    for (const id of item.mediaIds) if (!present.has(id)) add('missing media', `attachment ${id}`, item.link);
    for (const url of item.videoEmbeds) add('video embed', hostOf(url), item.link);
    for (const url of item.otherEmbeds)
      add(unreachable.has(url) ? 'embed unreachable, shown as a link' : 'embed shown as a link', url, item.link);
    for (const plugin of item.seo) add('SEO fields', plugin, item.link);
  }
  const losing = items.filter((item) => loses(item, present)).length;
  const changed = items.filter((item) => !loses(item, present) && changes(item)).length;
  return {
    type,
    items: items.length,
    fully: items.length - losing - changed,
    changed,
    losing,
    findings: [...findings.values()]
      .map(({ kind, what, links }) => ({ kind, what, items: links.length, examples: links.slice(0, examples) }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || b.items - a.items || a.what.localeCompare(b.what)),
  };
}
