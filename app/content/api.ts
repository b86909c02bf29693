/**
 * The other answers of the content API: redirect lookup, jobs, preview and
 * error bodies. See docs/content-api.md.
 * @module
 */
import { z } from 'zod';
import { JobSchema, JobSummarySchema } from './nodes';

/** `GET {api}/redirects?path=/old/`: always 200; `redirect` is null when there is none. */
export const RedirectLookupSchema = z.object({
  redirect: z.object({
    to: z.string().min(1).max(2048),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  }).nullable(),
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

export type RedirectLookup = z.infer<typeof RedirectLookupSchema>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
