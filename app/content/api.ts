/**
 * The other answers of the content API: the path lookup, jobs, preview and
 * error bodies. See docs/content-api.md.
 * @module
 */
import { z } from 'zod';
import { JobSchema, JobSummarySchema } from './nodes';
import { RouteEntrySchema } from './route';

/**
 * `GET {api}/paths?path=/old/`: the redirect lookup by path (spec §7), which
 * also says what route lives at the path. Always 200: `redirect` is null when
 * there is none, `route` null when no page lives there.
 */
export const PathLookupSchema = z.object({
  redirect: z.object({
    to: z.string().min(1).max(2048),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  }).nullable(),
  route: RouteEntrySchema.nullable(),
});

/** `GET {api}/jobs` */
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
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
