/**
 * The reference CMS's sample pack as WordPress content (docs/decisions/011-wordpress-back-end.md), for the PHP
 * importer (wordpress/local/import.php): `{out}/pack.json` with every page and post (pack order, parents first),
 * job, draft, redirect, menu and setting, and `{out}/media/…` with the bytes the reference CMS serves for every
 * `/media/…` file the pack names (and every document it holds). Each route is rebuilt from what WordPress will
 * store and compared with the pack's, so nothing the contract answers is lost on the way.
 *
 * It imports cms/ (extensionless imports), so scripts/wordpress/import.ts bundles it with esbuild and runs:
 *   node .build/wordpress/export-pack.mjs --out .build/wordpress/pack
 * @module
 */
import { deepStrictEqual } from 'node:assert';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { OG_HEIGHT, OG_WIDTH, PUBLISH_TIME_OF_DAY, publishedMoment, routeName, SITE_ORIGIN } from '../../cms/content/build';
import { DOCUMENTS, SPREADSHEETS } from '../../cms/content/documents';
import { jobsOn, pack } from '../../cms/content/index';
import type { PageDef } from '../../cms/content/types';
import { FILES_PREFIX, storedFile } from '../../cms/server/documents';
import { mediaSvg } from '../../cms/server/media';
import { clockNow, clockOffset } from '../../contract/clock';
import { londonDate } from '../../contract/london-day';
import type { ContentNodeInput, JobInput } from '../../contract/nodes';
import { parsePublishedDate } from '../../contract/published-date';
import type { RouteEntryInput } from '../../contract/route';
import { routeEntry } from '../../contract/route-entry';
import { slugOf } from '../../contract/slugs';
import { blocksFromSlots } from './block-markup';
import { coreBlockOf, otherCoreBlockOf } from './core-block-markup';

/**
 * Noindex that still follows links (`noindex, follow`): the site has no field of its own for it, and the plugin
 * reads Yoast's (includes/seo-fields.php), as an editor with Yoast would set it.
 */
const YOAST_NOINDEX = '_yoast_wpseo_meta-robots-noindex';
/** The keys of pages and posts the importer owns: a key an entry does not name is deleted. */
const PAGE_META_KEYS = [
  '_masthead_og_image',
  '_masthead_noindex',
  '_masthead_layout',
  '_masthead_breadcrumbs',
  '_masthead_canonical_path',
  '_masthead_gone',
  '_masthead_internal',
  YOAST_NOINDEX,
];
const JOB_META_KEYS = [
  '_masthead_job_department',
  '_masthead_job_location',
  '_masthead_job_employment_type',
  '_masthead_job_workplace',
  '_masthead_job_salary',
  '_masthead_job_valid_through',
  '_masthead_job_brand',
  '_masthead_job_apply_url',
  '_masthead_job_contract',
];
const REDIRECT_META_KEYS = ['_masthead_redirect_to', '_masthead_redirect_status'];

export interface PackPost {
  /** `_masthead_import_key`: how a second import finds what the first made. */
  key: string;
  postType: 'page' | 'post' | 'masthead_job' | 'masthead_redirect';
  status: 'publish';
  /** Site path (pages and posts). */
  path?: string;
  /** The parent page's path (pages below another). */
  parentPath?: string | null;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** `post_date`, site time (Europe/London). */
  date: string;
  menuOrder: number;
  /** Category names (posts). */
  categories?: string[];
  /** Brand slugs (posts): the plugin's brand terms. */
  brands?: string[];
  meta: Record<string, string>;
  /** Every key the importer owns for this type: the ones not in `meta` are deleted. */
  metaKeys: string[];
  /** Former slugs (`_wp_old_slug`): a renamed article's old address. */
  oldSlugs?: string[];
}

export interface PackDraft {
  key: string;
  /** The reference CMS's preview id, asked of WordPress as `import_id`. */
  draft: string;
  postType: 'post' | 'page';
  title: string;
  content: string;
}

/** An unpublished revision of a published post: the editor's autosave of it. */
export interface PackRevision {
  draft: string;
  /** The published post it revises. */
  path: string;
  title: string;
  content: string;
}

export interface PackMenuItem {
  title: string;
  url: string;
  classes: string[];
  /** Index of the parent item in the same list (footer links under their group heading). */
  parent: number | null;
}

export interface PackMedia {
  key: string;
  /** The site's address of the file (`/media/og/home.svg`). */
  src: string;
  /** Under the pack folder, and under wp-content/uploads once imported (`og/home.svg`). */
  file: string;
  mime: string;
  title: string;
  alt?: string;
  width?: number;
  height?: number;
  bytes: number;
  sha256: string;
}

export interface PackFile {
  format: 1;
  settings: { tagline: string; legalLine: string };
  frontPage: string;
  categories: string[];
  posts: PackPost[];
  jobs: PackPost[];
  redirects: PackPost[];
  drafts: PackDraft[];
  revisions: PackRevision[];
  menus: { location: 'header' | 'footer' | 'legal' | 'social'; name: string; items: PackMenuItem[] }[];
  media: PackMedia[];
}

function parentPathOf(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments.slice(0, -1).join('/')}/` : null;
}

/** A page's WordPress slug: its `/nodes` slug (contract/slugs.ts), but `home` for the front page (WordPress's own). */
function slugOfPath(path: string): string {
  return path === '/' ? 'home' : slugOf(path);
}

function isoOf(route: RouteEntryInput): string {
  const iso = parsePublishedDate(route.meta.post_data.published_date);
  if (!iso) throw new Error(`Unreadable date on ${route.path}: ${route.meta.post_data.published_date}`);
  return iso;
}

/** Every imported date at the pack's time of day (London): equal days then keep pack order through the post ids. */
function dateOf(iso: string): string {
  return `${iso} ${PUBLISH_TIME_OF_DAY}`;
}

/** The social image's `/media/…` path, when the route has the one image (1200×630) WordPress stores. */
function ogImageOf(route: RouteEntryInput): string | undefined {
  return route.meta.tags.ogImageFb?.[0]?.ogImage;
}

function pageMeta(route: RouteEntryInput): Record<string, string> {
  const { meta } = route;
  const og = ogImageOf(route);
  return {
    _masthead_layout: meta.layout ?? 'default',
    ...(og ? { _masthead_og_image: og } : {}),
    ...(meta.tags.robots === 'noindex, nofollow' ? { _masthead_noindex: '1' } : {}),
    ...(meta.tags.robots === 'noindex, follow' ? { [YOAST_NOINDEX]: '1' } : {}),
    ...(meta.breadcrumbs?.length ? { _masthead_breadcrumbs: JSON.stringify(meta.breadcrumbs) } : {}),
    ...(meta.canonical_path ? { _masthead_canonical_path: meta.canonical_path } : {}),
    ...(meta.gone ? { _masthead_gone: '1' } : {}),
    ...(meta.internal ? { _masthead_internal: '1' } : {}),
  };
}

/** The route entry the plugin builds from what WordPress stores (includes/route-entry.php), on the pack's origin. */
function routeFromStored(post: PackPost): RouteEntryInput {
  const path = post.path!;
  const meta = post.meta;
  const og = meta._masthead_og_image;
  return routeEntry({
    path,
    name: routeName(path),
    title: post.title,
    description: post.excerpt,
    kind: post.postType === 'post' ? 'post' : 'page',
    origin: SITE_ORIGIN,
    publishedIso: post.date.slice(0, 10),
    // `post.date` is London's time, as the plugin reads it (its modified moment is the import's, not the pack's).
    published: publishedMoment(post.date.slice(0, 10)),
    robots: meta._masthead_noindex === '1' ? 'noindex, nofollow' : meta[YOAST_NOINDEX] === '1' ? 'noindex, follow' : 'index, follow',
    layout: meta._masthead_layout === 'minimal' ? 'minimal' : 'default',
    canonicalPath: meta._masthead_canonical_path,
    hasParent: Boolean(post.parentPath),
    breadcrumbs: meta._masthead_breadcrumbs ? JSON.parse(meta._masthead_breadcrumbs) : undefined,
    internal: meta._masthead_internal === '1',
    gone: meta._masthead_gone === '1',
    category: post.categories?.[0],
    ogImages: og ? [{ ogImage: og, ogImageWidth: OG_WIDTH, ogImageHeight: OG_HEIGHT }] : undefined,
  });
}

/** Whether the reference CMS states this download's size itself (a file it holds). */
function sizeFilledByCms(href: string): boolean {
  return href.startsWith(FILES_PREFIX) && storedFile(href.slice(FILES_PREFIX.length)) !== undefined;
}

/**
 * Pages WordPress holds in its own blocks wherever one holds a node exactly (core-block-markup.ts), as an editor
 * writes them: parity and every-page-editable then hold the plugin's core-block conversion to the reference CMS.
 */
export const CORE_BLOCK_PAGES: ReadonlyMap<string, (node: ContentNodeInput) => string | null> = new Map([
  ['/imd-core-blocks/', coreBlockOf],
  ['/imd-core-blocks-2/', otherCoreBlockOf],
]);

function content(slots: Record<string, ContentNodeInput[]>, path = ''): string {
  return blocksFromSlots(slots, { sizeFilledByCms, ...(CORE_BLOCK_PAGES.has(path) ? { blockFor: CORE_BLOCK_PAGES.get(path) } : {}) });
}

/** Redirects WordPress keeps as a renamed post's `_wp_old_slug`: a 301 from a one-segment path to an article. */
function oldSlugRedirects(articles: Set<string>): Map<string, string> {
  const bySource = new Map<string, string>();
  for (const [from, { to, status }] of Object.entries(pack.redirects)) {
    if ((status ?? 301) === 301 && parentPathOf(from) === null && articles.has(to)) bySource.set(from, to);
  }
  return bySource;
}

export function pagePost(page: PageDef, index: number, oldSlugs: Map<string, string>): PackPost {
  const { route } = page;
  const path = route.path;
  const isPost = route.meta.post_data.post_type === 'post';
  const parentPath = parentPathOf(path);
  if (route.meta.post_data.has_parent !== (parentPath !== null)) throw new Error(`${path}: has_parent must follow the path`);
  if (isPost && parentPath) throw new Error(`${path}: a post cannot live below another page`);
  const formerSlugs = [...oldSlugs].filter(([, to]) => to === path).map(([from]) => slugOfPath(from));
  const post: PackPost = {
    key: `path:${path}`,
    postType: isPost ? 'post' : 'page',
    status: 'publish',
    path,
    parentPath,
    slug: slugOfPath(path),
    title: route.meta.title,
    excerpt: route.meta.tags.description,
    content: content(page.slots, path),
    date: dateOf(isoOf(route)),
    menuOrder: isPost ? 0 : index,
    ...(route.meta.category ? { categories: [route.meta.category] } : {}),
    ...(isPost && page.brands?.length ? { brands: [...page.brands] } : {}),
    meta: pageMeta(route),
    metaKeys: PAGE_META_KEYS,
    ...(formerSlugs.length ? { oldSlugs: formerSlugs } : {}),
  };
  deepStrictEqual(routeFromStored(post), route, `${path}: the route WordPress would answer differs from the pack's`);
  return post;
}

function jobPost(job: JobInput, index: number): PackPost {
  const meta: Record<string, string | undefined> = {
    _masthead_job_department: job.department,
    _masthead_job_location: job.location,
    _masthead_job_employment_type: job.employmentType,
    _masthead_job_workplace: job.workplace,
    _masthead_job_salary: job.salary,
    _masthead_job_valid_through: job.validThrough,
    _masthead_job_brand: job.brand,
    _masthead_job_apply_url: job.applyUrl,
    _masthead_job_contract: job.contract,
  };
  return {
    key: `job:${job.id}`,
    postType: 'masthead_job',
    status: 'publish',
    slug: job.id,
    title: job.title,
    excerpt: job.summary,
    content: job.html,
    date: dateOf(job.datePosted),
    // The jobs list keeps the pack's order.
    menuOrder: index,
    meta: Object.fromEntries(Object.entries(meta).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    metaKeys: JOB_META_KEYS,
  };
}

function redirectPost(from: string, to: string, status: number, index: number): PackPost {
  return {
    key: `redirect:${from}`,
    postType: 'masthead_redirect',
    status: 'publish',
    slug: `redirect-${routeName(from)}`,
    title: from,
    excerpt: '',
    content: '',
    date: dateOf('2024-01-01'),
    menuOrder: index,
    meta: { _masthead_redirect_to: to, _masthead_redirect_status: String(status) },
    metaKeys: REDIRECT_META_KEYS,
  };
}

function menus(): PackFile['menus'] {
  const links = (list: { label: string; href: string }[]) =>
    list.map((link) => ({ title: link.label, url: link.href, classes: [], parent: null }));
  const footer: PackMenuItem[] = [];
  for (const group of pack.menus.footer) {
    const heading = footer.length;
    footer.push({ title: group.heading, url: '', classes: [], parent: null });
    for (const link of group.links) footer.push({ title: link.label, url: link.href, classes: [], parent: heading });
  }
  return [
    { location: 'header', name: 'Header', items: links(pack.menus.header) },
    { location: 'footer', name: 'Footer', items: footer },
    { location: 'legal', name: 'Legal', items: links(pack.menus.legal) },
    {
      location: 'social',
      name: 'Social',
      items: pack.menus.social.map((link) => ({ title: link.label, url: link.href, classes: [`network-${link.network}`], parent: null })),
    },
  ];
}

// --- Media: every `/media/…` file the pack names, as the reference CMS serves it. ---

const MEDIA_PATTERN = /(?<![\w.:/-])\/media\/([a-z0-9-]+)\/([A-Za-z0-9._-]+\.[a-z0-9]+)/g;

/** Every `/media/…` address in the pack (attributes, HTML, og images), with the first alt text given for it. */
function mediaReferences(): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(MEDIA_PATTERN)) if (!found.has(match[0])) found.set(match[0], undefined);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && typeof record.alt === 'string' && found.get(record.src) === undefined) {
        found.set(record.src, record.alt);
      }
      Object.values(record).forEach(walk);
    }
  };
  walk(pack);
  for (const name of [...Object.keys(DOCUMENTS), ...Object.keys(SPREADSHEETS)]) {
    if (!found.has(`${FILES_PREFIX}${name}`)) found.set(`${FILES_PREFIX}${name}`, undefined);
  }
  return found;
}

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  pdf: 'application/pdf',
  csv: 'text/csv',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  vtt: 'text/vtt',
};
const encoder = new TextEncoder();

/** The bytes the reference CMS answers for a `/media/…` address (cms/server/media.ts). */
function mediaBytes(src: string): Uint8Array {
  const [, kind, name] = /^\/media\/([^/]+)\/(.+)$/.exec(src) ?? [];
  if (!kind || !name) throw new Error(`Not a media address: ${src}`);
  if (kind === 'files') {
    const stored = storedFile(name);
    if (!stored) throw new Error(`The pack links ${src}, which the reference CMS does not hold`);
    return stored.bytes;
  }
  if (!name.endsWith('.svg')) throw new Error(`The reference CMS draws only SVG images: ${src}`);
  return encoder.encode(mediaSvg(kind, name.slice(0, -'.svg'.length)));
}

/**
 * Writes a file unless it already holds these bytes, through a rename: imports of several instances may export
 * at once, and none may read a file half written.
 */
function writeIfChanged(target: string, bytes: Uint8Array | string): void {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  if (existsSync(target) && Buffer.compare(readFileSync(target), data) === 0) return;
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, target);
}

function exportMedia(out: string): PackMedia[] {
  const media: PackMedia[] = [];
  for (const [src, alt] of mediaReferences()) {
    const bytes = mediaBytes(src);
    const file = src.slice('/media/'.length);
    writeIfChanged(join(out, 'media', file), bytes);
    const extension = file.split('.').pop()!;
    const size = extension === 'svg' ? /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(new TextDecoder().decode(bytes)) : null;
    media.push({
      key: `media:${src}`,
      src,
      file,
      mime: MIME[extension] ?? 'application/octet-stream',
      title: file
        .split('/')
        .pop()!
        .replace(/\.[a-z0-9]+$/, ''),
      ...(alt ? { alt } : {}),
      ...(size ? { width: Number(size[1]), height: Number(size[2]) } : {}),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return media;
}

/** Writes `{out}/pack.json` and `{out}/media/` (files of older packs stay: pack.json names what counts). */
export function exportPack(out: string, day = londonDate(clockNow(clockOffset(process.env.CLOCK_OFFSET_MS)))): PackFile {
  const articles = new Set(pack.pages.filter((page) => page.route.meta.post_data.post_type === 'post').map((page) => page.route.path));
  const oldSlugs = oldSlugRedirects(articles);
  const posts = pack.pages.map((page, index) => pagePost(page, index, oldSlugs));
  const seen = new Set<string>();
  for (const post of posts) {
    if (post.parentPath && !seen.has(post.parentPath)) throw new Error(`${post.path}: its parent must come first in the pack`);
    seen.add(post.path!);
  }
  const redirects = Object.entries(pack.redirects)
    .filter(([from]) => !oldSlugs.has(from))
    .map(([from, { to, status }], index) => redirectPost(from, to, status ?? 301, index));
  const file: PackFile = {
    format: 1,
    settings: { tagline: pack.settings.tagline, legalLine: pack.settings.legalLine },
    frontPage: '/',
    categories: [...new Set(posts.flatMap((post) => post.categories ?? []))],
    posts,
    // Dated around the pack's day (by default the import's, on the one clock: contract/clock.ts), as the reference CMS dates them.
    jobs: jobsOn(day).map(jobPost),
    redirects,
    drafts: pack.drafts
      .filter((draft) => !draft.published_path)
      .map((draft) => ({
        key: `draft:${draft.id}`,
        draft: draft.id,
        postType: draft.post_type,
        title: draft.title,
        content: content(draft.slots),
      })),
    revisions: pack.drafts
      .filter((draft) => draft.published_path)
      .map((draft) => ({ draft: draft.id, path: draft.published_path!, title: draft.title, content: content(draft.slots) })),
    menus: menus(),
    media: exportMedia(out),
  };
  writeIfChanged(join(out, 'pack.json'), `${JSON.stringify(file, null, 1)}\n`);
  return file;
}

function main(): void {
  const { values } = parseArgs({ options: { out: { type: 'string', default: '.build/wordpress/pack' }, day: { type: 'string' } } });
  const out = resolve(values.out);
  const file = exportPack(out, values.day);
  console.log(
    `Exported ${file.posts.length} pages and posts, ${file.jobs.length} jobs, ${file.drafts.length + file.revisions.length} drafts, ` +
      `${file.redirects.length} redirects, ${file.menus.length} menus and ${file.media.length} media files to ${out}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) main();
