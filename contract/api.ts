/**
 * The other answers of the content API: the path lookup, the paged route
 * listing, the paged news list, jobs and error bodies. See docs/content-api.md.
 * @module
 */
import * as z from 'zod';
import { JobSchema, JobSummarySchema, NewsItemSchema } from './nodes';
import { RobotsSchema, RouteEntrySchema } from './route';

/**
 * `GET {api}/paths?path=/old/`: the redirect lookup by path, which
 * also says what route lives at the path. Always 200: `redirect` is null when
 * there is none, `route` null when no page lives there.
 */
export const PathLookupSchema = z.object({
  redirect: z
    .object({
      to: z.string().min(1).max(2048),
      status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
    })
    .nullable(),
  route: RouteEntrySchema.nullable(),
  /** The CMS's redirect rules say this address is gone on purpose (a "410 gone" rule): the site answers 410. */
  gone: z.boolean().optional(),
});

/** Most items one paged answer (`/route-list`, `/news`) may carry. */
export const MAX_PAGE_LIMIT = 1000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Paging fields shared by the paged answers: 1-based page, items per page, item count and page count. */
const PagingShape = {
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(MAX_PAGE_LIMIT),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
};

/**
 * One route of the paged listing: its path, when it last changed, and the
 * flags the site's crawler rules need (indexable, internal). The full entry
 * of a route is its `/paths` answer.
 */
export const RouteListItemSchema = z.object({
  path: z.string().startsWith('/').max(2048),
  /** ISO date (`2024-06-12`) of the last change: publication, or a later edit. */
  lastmod: z.string().regex(ISO_DATE),
  type: z.enum(['page', 'post']),
  robots: RobotsSchema,
  internal: z.boolean().optional(),
  gone: z.boolean().optional(),
  canonical_path: z.string().startsWith('/').optional(),
});

/**
 * `GET {api}/route-list?page=1&limit=1000[&internal=true]`: the route table a
 * page at a time, in a stable order (new routes are added at the end).
 * `internal=true` lists only the internal routes (robots.txt).
 */
export const RouteListSchema = z.object({
  ...PagingShape,
  routes: z.array(RouteListItemSchema).max(MAX_PAGE_LIMIT),
});

/**
 * `GET {api}/news?page=1&limit=24[&brand=topgear][&type=press-releases]`: the published articles, newest first, a
 * page at a time; with `brand`, only those whose `brands` name it, with `type` only those of that type's category
 * (contract/routing/site-paths.ts `NEWS_TYPE_FEEDS`), both together when both are given. A brand no item names
 * is an empty list; a `type` outside the contract's, or a brand that is no slug, is a 400.
 */
export const NewsPageSchema = z.object({
  ...PagingShape,
  items: z.array(NewsItemSchema).max(MAX_PAGE_LIMIT),
});

const CountSchema = z.number().int().min(1);

/**
 * `GET {api}/news/counts`: how many published articles the news list holds (`total`), of each type (`types`, by the
 * type's slug, NEWS_TYPE_FEEDS), and naming each brand (`brands`, by slug: all its items and each type's), so the
 * news lists' filter lines show live counts. A type or brand with no item is left out (zero). One cheap read: the
 * site keeps it until a news publish (`list:news`).
 */
export const NewsCountsSchema = z.object({
  total: z.number().int().min(0),
  types: z.record(z.string(), CountSchema),
  brands: z.record(z.string(), z.object({ total: CountSchema, types: z.record(z.string(), CountSchema) })),
});

/** `GET {api}/jobs` * @internal The jobs list answer: the site reads jobs inside nodes; the contract tests check the endpoint.
 */
export const JobsResponseSchema = z.object({ jobs: z.array(JobSummarySchema) });
/** `GET {api}/jobs/{id}` */
export const JobResponseSchema = z.object({ job: JobSchema });

/** Every non-2xx answer of the CMS carries this body. */
export const ErrorBodySchema = z.object({
  error: z.object({
    status: z.number().int(),
    statusMessage: z.string(),
    message: z.string(),
  }),
});

export type PathLookup = z.infer<typeof PathLookupSchema>;
export type RouteListItem = z.infer<typeof RouteListItemSchema>;
export type RouteList = z.infer<typeof RouteListSchema>;
export type NewsPage = z.infer<typeof NewsPageSchema>;
export type NewsCounts = z.infer<typeof NewsCountsSchema>;
