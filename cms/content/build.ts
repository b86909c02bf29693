/**
 * Small builders for the sample content pack: route entries for pages and
 * posts, images, and whole article page definitions, so the content files hold
 * copy rather than boilerplate.
 * @module
 */

import { londonOffset } from '../../contract/london-day';
import type { ContentNodeInput } from '../../contract/nodes';
import { parsePublishedDate } from '../../contract/published-date';
import type { OgImage, RouteEntryInput } from '../../contract/route';
import { publishedDateText, routeEntry } from '../../contract/route-entry';
import { articleEnding } from './press';
import type { PageDef } from './types';

/**
 * The host the sample pack's `ogUrl`s are written for: production's canonical
 * origin (wrangler.jsonc's `env.production.vars.SITE_ORIGIN`, which
 * test/ops/site-origin.test.ts holds it to). The site rebuilds every `ogUrl` on
 * its own configured origin, so this is the sample content's value, not a rule.
 */
export const SITE_ORIGIN = 'https://www.immediate.co.uk';
/** Social image size. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Publication date given to pages that do not set one. */
const DEFAULT_PAGE_DATE = '2023-09-04';
/** London time of day the pack's dated content went out (the WordPress import dates its posts alike). */
export const PUBLISH_TIME_OF_DAY = '09:00:00';

/** The moment, in UTC, content dated `iso` went out: `2024-06-12` is `2024-06-12T08:00:00Z` (09:00 BST). */
export function publishedMoment(iso: string): string {
  return new Date(`${iso}T${PUBLISH_TIME_OF_DAY}${londonOffset(iso)}`).toISOString().replace('.000Z', 'Z');
}

type Node = ContentNodeInput;
type Robots = 'index, follow' | 'noindex, nofollow' | 'noindex, follow';
type Layout = 'default' | 'minimal';
export type Category = 'Press release' | 'News' | 'Case study';

export interface Crumb {
  title: string;
  slug: string;
}

export interface PageOptions {
  path: string;
  title: string;
  description: string;
  robots?: Robots;
  breadcrumbs?: Crumb[];
  layout?: Layout;
  internal?: boolean;
  /** Defaults to true when the path has more than one segment. */
  hasParent?: boolean;
  /** ISO date (`2023-11-14`); pages without one get a fixed default. */
  publishedIso?: string;
  /** Slug of the social image (`/media/og/{slug}.svg`), when the page has one. */
  ogImage?: string;
}

export interface PostOptions {
  path: string;
  title: string;
  description: string;
  publishedIso: string;
  category: Category;
  /** Path of the original when this post duplicates another. */
  canonicalPath?: string;
  /** Slug of the social image; defaults to the post's own (or its original's) slug. */
  ogImage?: string;
}

/** Segments of a path: `/a/b/` → `['a', 'b']`. */
export function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Slug-like route name: `home` for `/`, otherwise the segments joined by `-`. */
export function routeName(path: string): string {
  const parts = segments(path);
  return parts.length === 0 ? 'home' : parts.join('-');
}

/** Date text of post data from an ISO date. */
export const dateText = publishedDateText;

function assertPath(path: string): void {
  if (!/^\/([a-z0-9-]+\/)*$/.test(path)) throw new Error(`Bad content path: ${path}`);
}

function assertDate(iso: string): string {
  publishedDateText(iso);
  return iso;
}

/** The social image `/media/og/{slug}.svg`, 1200×630. */
function ogImages(slug: string): OgImage[] {
  return [{ ogImage: `/media/og/${slug}.svg`, ogImageWidth: OG_WIDTH, ogImageHeight: OG_HEIGHT }];
}

/** Route entry of a page (`ogType` website, `post_type` page). */
export function page(options: PageOptions): RouteEntryInput {
  assertPath(options.path);
  return routeEntry({
    path: options.path,
    name: routeName(options.path),
    title: options.title,
    description: options.description,
    kind: 'page',
    origin: SITE_ORIGIN,
    publishedIso: assertDate(options.publishedIso ?? DEFAULT_PAGE_DATE),
    published: publishedMoment(options.publishedIso ?? DEFAULT_PAGE_DATE),
    robots: options.robots,
    layout: options.layout,
    hasParent: options.hasParent ?? segments(options.path).length > 1,
    breadcrumbs: options.breadcrumbs,
    internal: options.internal,
    ogImages: options.ogImage ? ogImages(options.ogImage) : undefined,
  });
}

/** Route entry of a news or press post (`ogType` article, `post_type` post); og:url names the canonical original. */
export function post(options: PostOptions): RouteEntryInput {
  assertPath(options.path);
  return routeEntry({
    path: options.path,
    name: routeName(options.path),
    title: options.title,
    description: options.description,
    kind: 'post',
    origin: SITE_ORIGIN,
    publishedIso: assertDate(options.publishedIso),
    published: publishedMoment(options.publishedIso),
    category: options.category,
    canonicalPath: options.canonicalPath,
    ogImages: ogImages(options.ogImage ?? routeName(options.canonicalPath ?? options.path)),
  });
}

const SIZES = {
  hero: [1200, 630],
  og: [1200, 630],
  article: [1200, 630],
  card: [800, 600],
  brand: [800, 600],
  people: [600, 600],
  slide: [1200, 600],
  photo: [800, 600],
} as const;

export type ImageKind = keyof typeof SIZES;

/** Image of a CMS-generated SVG: `/media/{kind}/{name}.svg`. */
export function img(kind: ImageKind, name: string, alt: string) {
  const [width, height] = SIZES[kind];
  return { src: `/media/${kind}/${name}.svg`, alt, width, height };
}

/** A page definition from its route and slots. */
export function def(route: RouteEntryInput, main: Node[], aside?: Node[]): PageDef {
  return { route, slots: aside ? { main, aside } : { main } };
}

/** Rich-text node from HTML fragments. */
export function rich(...html: string[]): Node {
  return { type: 'rich-text', html: html.join('') };
}

/** `<ul>` from list items (which may hold inline HTML). */
export function ul(...items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** `<ol>` from list items. */
export function ol(...items: string[]): string {
  return `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
}

/** Paragraphs from plain sentences (which may hold inline HTML). */
export function paras(...texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('');
}

/** Heading plus paragraphs: one section of a policy. */
export function section(heading: string, ...body: string[]): string {
  return `<h2>${heading}</h2>${body.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)).join('')}`;
}

export interface ArticleOptions {
  slug: string;
  title: string;
  /** Standfirst; also the meta description. */
  standfirst: string;
  publishedIso: string;
  category: Category;
  /** Alt text of the header image (`/media/article/{slug}.svg`). */
  imageAlt: string;
  html: string;
  quote?: { quote: string; attribution: string; role?: string };
  /** An inline image after the text. */
  figure?: { name: string; alt: string; caption?: string };
  /** Aside nodes; defaults to a call to action to the news page. */
  aside?: Node[];
  author?: string;
}

const DEFAULT_ASIDE: Node[] = [
  {
    type: 'cta',
    heading: 'More from Immediate',
    text: 'Catch up on the latest news, press releases and case studies from across our brands.',
    link: { label: 'All news', href: '/news/' },
    variant: 'subtle',
  },
];

/** A full article page: header, rich text, optional quote and image, the media contact and notes to editors, aside. */
export function article(options: ArticleOptions): PageDef {
  const path = `/${options.slug}/`;
  const route = post({
    path,
    title: options.title,
    description: options.standfirst,
    publishedIso: options.publishedIso,
    category: options.category,
  });
  const main: Node[] = [
    {
      type: 'article-header',
      title: options.title,
      date: dateText(options.publishedIso),
      category: options.category,
      standfirst: options.standfirst,
      image: img('article', options.slug, options.imageAlt),
      ...(options.author ? { author: options.author } : {}),
    },
    rich(options.html),
  ];
  if (options.quote) main.push({ type: 'quote', ...options.quote });
  if (options.figure) {
    main.push({
      type: 'image',
      image: img('photo', options.figure.name, options.figure.alt),
      ...(options.figure.caption ? { caption: options.figure.caption } : {}),
    });
  }
  main.push(...articleEnding());
  return def(route, main, structuredClone(options.aside ?? DEFAULT_ASIDE));
}

/**
 * A duplicate of an article under `{path}-{suffix}/`: same content, its own
 * route, and `canonical_path` pointing at the original.
 */
export function duplicate(original: PageDef, suffix: number): PageDef {
  const path = `${original.route.path.replace(/\/$/, '')}-${suffix}/`;
  const meta = original.route.meta;
  const route = post({
    path,
    title: meta.title,
    description: meta.tags.description,
    publishedIso: isoFromRoute(original.route),
    category: meta.category as Category,
    canonicalPath: original.route.path,
  });
  return { route, slots: structuredClone(original.slots) };
}

function isoFromRoute(route: RouteEntryInput): string {
  const iso = parsePublishedDate(route.meta.post_data.published_date);
  if (!iso) throw new Error(`Unreadable date on ${route.path}`);
  return iso;
}
