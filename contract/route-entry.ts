/**
 * The one builder of route entries: the reference CMS's pages and posts, the
 * worker's special routes (a job, the preview page) and the test fixtures all
 * build them here, so the conventions of an entry (the social titles and
 * description repeat the page's, `og:url` is the canonical address on the
 * site's origin, a post is an article) are written once. Pure; the output
 * parses with RouteEntrySchema.
 * @module
 */
import { formatPublishedDate } from './published-date';
import type { Breadcrumb, OgImage, RouteEntry } from './route';

export interface RouteEntryOptions {
  path: string;
  /** Route name; defaults to the path. */
  name?: string;
  title: string;
  description: string;
  /** A page (`og:type` website) or a news or press post (`og:type` article). */
  kind: 'page' | 'post';
  /** Origin `og:url` is built on. */
  origin: string;
  /** ISO date (`2023-11-14`) of publication. */
  publishedIso: string;
  /** The moments (UTC) it was published and last modified, when the CMS knows them. */
  published?: string;
  modified?: string;
  /** Social (og and twitter) title, when it differs from the page title. */
  socialTitle?: string;
  robots?: 'index, follow' | 'noindex, nofollow' | 'noindex, follow';
  layout?: 'default' | 'minimal';
  /** Path of the original when this entry duplicates another: `og:url` names it too. */
  canonicalPath?: string;
  /** Path `og:url` names when it is neither the path nor a canonical original (the preview page). */
  urlPath?: string;
  hasParent?: boolean;
  breadcrumbs?: Breadcrumb[];
  internal?: boolean;
  gone?: boolean;
  category?: string;
  /** The same social image for Facebook and LinkedIn. */
  ogImages?: OgImage[];
}

/** Date text of post data (`Tuesday, 14 November 2023`) from an ISO date. */
function dateTextOf(iso: string): string {
  return formatPublishedDate(new Date(`${iso}T00:00:00Z`));
}

/** The same, refusing an ISO date that is not a real day (for content written by hand). */
export function publishedDateText(iso: string): string {
  if (Number.isNaN(new Date(`${iso}T00:00:00Z`).getTime())) throw new Error(`Invalid ISO date: ${iso}`);
  return dateTextOf(iso);
}

export function routeEntry(options: RouteEntryOptions): RouteEntry {
  const socialTitle = options.socialTitle ?? options.title;
  const article = options.kind === 'post';
  const images = options.ogImages;
  return {
    name: options.name ?? options.path,
    path: options.path,
    component: 'PageView',
    meta: {
      template: 'default',
      layout: options.layout ?? 'default',
      title: options.title,
      tags: {
        robots: options.robots ?? 'index, follow',
        ogTitle: socialTitle,
        twitterTitle: socialTitle,
        description: options.description,
        ogDescription: options.description,
        ogType: article ? 'article' : 'website',
        ogUrl: `${options.origin}${options.urlPath ?? options.canonicalPath ?? options.path}`,
        ...(images ? { ogImageFb: images, ogImageLinkedin: images.map((image) => ({ ...image })) } : {}),
      },
      post_data: {
        published_date: dateTextOf(options.publishedIso),
        ...(options.published ? { published: options.published } : {}),
        ...(options.modified ? { modified: options.modified } : {}),
        post_type: options.kind,
        has_parent: options.hasParent ?? false,
      },
      ...(options.breadcrumbs ? { breadcrumbs: options.breadcrumbs } : {}),
      ...(options.internal ? { internal: true } : {}),
      ...(options.gone ? { gone: true } : {}),
      ...(options.category ? { category: options.category } : {}),
      ...(options.canonicalPath ? { canonical_path: options.canonicalPath } : {}),
    },
  };
}
