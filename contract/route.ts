/**
 * Route table schemas: the CMS publishes every page and post as a route entry
 *, so a new article needs no deploy.
 * @module
 */
import * as z from 'zod';
import { PUBLISHED_DATE_PATTERN, UTC_MOMENT_PATTERN } from './published-date';

export const OgImageSchema = z.object({
  ogImage: z.string().min(1),
  ogImageWidth: z.number().int().positive(),
  ogImageHeight: z.number().int().positive(),
});

/**
 * The specification's two values, and the two an SEO plugin's fields can add (Yoast's noindex without
 * nofollow, and the reverse): only `index, …` pages are offered to crawlers.
 */
export const RobotsSchema = z.enum(['index, follow', 'noindex, nofollow', 'noindex, follow', 'index, nofollow']);

export const TagsSchema = z.object({
  robots: RobotsSchema,
  ogTitle: z.string(),
  twitterTitle: z.string(),
  description: z.string(),
  ogDescription: z.string(),
  ogType: z.enum(['website', 'article']),
  /** Canonical address on the site host (spec: `{host}`); the site rebuilds it on its configured origin. */
  ogUrl: z.string(),
  ogImageFb: z.array(OgImageSchema).optional(),
  ogImageLinkedin: z.array(OgImageSchema).optional(),
  /**
   * The whole document title where the SEO team wrote one (an SEO plugin's title field, its variables
   * resolved by the CMS); without it the site's format '{title} - {site title}' holds.
   */
  title: z.string().min(1).optional(),
  /** Twitter's own description and image (a `/media/…` path or an address) where they differ from Open Graph's. */
  twitterDescription: z.string().optional(),
  twitterImage: z.string().min(1).optional(),
});

export const PostDataSchema = z.object({
  /** "Tuesday, 14 November 2023": weekday, two-digit day, month name, year. */
  published_date: z.string().regex(PUBLISHED_DATE_PATTERN),
  /** The moment it was published and last modified, in UTC (JSON-LD); a CMS that knows only the day leaves them out. */
  published: z.string().regex(UTC_MOMENT_PATTERN).optional(),
  modified: z.string().regex(UTC_MOMENT_PATTERN).optional(),
  post_type: z.enum(['post', 'page']),
  has_parent: z.boolean(),
});

export const BreadcrumbSchema = z.object({
  title: z.string(),
  slug: z.string(),
});

export const MetaSchema = z.object({
  template: z.literal('default'),
  /** Which shell wraps the page; the site has `default` and `minimal`. */
  layout: z.enum(['default', 'minimal']).default('default'),
  title: z.string(),
  tags: TagsSchema,
  post_data: PostDataSchema,
  breadcrumbs: z.array(BreadcrumbSchema).optional(),
  /** Path of the original when this entry duplicates another (`-2`, `-3` articles). */
  canonical_path: z.string().startsWith('/').optional(),
  /** The page was removed on purpose: the site answers 410 Gone. */
  gone: z.boolean().optional(),
  /** Test or internal page: kept out of sitemaps and disallowed in robots.txt. */
  internal: z.boolean().optional(),
  /** News category label shown on cards and feeds (posts only). */
  category: z.string().optional(),
  /**
   * The document title's page part where it must say more than `title` (a job's page: its role, then Jobs), so
   * the tab, history and a screen reader's announcement tell pages apart. The site sets it on its own routes.
   */
  documentTitle: z.string().optional(),
});

export const RouteEntrySchema = z.object({
  name: z.string(),
  path: z.string().startsWith('/'),
  meta: MetaSchema,
  component: z.literal('PageView'),
});

export const MenuLinkSchema = z.object({ label: z.string(), href: z.string() });
export const SocialLinkSchema = z.object({ network: z.string(), href: z.string(), label: z.string() });

export const MenusSchema = z.object({
  header: z.array(MenuLinkSchema),
  footer: z.array(z.object({ heading: z.string(), links: z.array(MenuLinkSchema) })),
  legal: z.array(MenuLinkSchema),
  social: z.array(SocialLinkSchema),
});

/** `GET {api}/site`: settings and menus, the frame of every page. */
export const SiteSchema = z.object({
  settings: z.object({
    /** Company address line and registration shown in the footer. */
    legalLine: z.string(),
    tagline: z.string(),
  }),
  menus: MenusSchema,
});

/**
 * `GET {api}/routes`: the whole route table, for the files that list every
 * page (sitemaps, robots.txt, the feed). Page requests never read it: they ask
 * for their own path (`PathLookupSchema` in api.ts), which stays as cheap at
 * 50,000 routes as at 50.
 */
/** @internal The whole table (`GET /routes`): small sites and tests only; the site reads the paged listing. */
export const RouteTableSchema = z.object({ routes: z.array(RouteEntrySchema) });

export type OgImage = z.infer<typeof OgImageSchema>;
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;
export type RouteEntry = z.infer<typeof RouteEntrySchema>;
export type RouteEntryInput = z.input<typeof RouteEntrySchema>;
export type Menus = z.infer<typeof MenusSchema>;
export type MenuLink = z.infer<typeof MenuLinkSchema>;
export type Site = z.infer<typeof SiteSchema>;
export type SiteInput = z.input<typeof SiteSchema>;
