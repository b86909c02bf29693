/**
 * What the sidebar's fields may hold, from the site's own schemas (contract): a page's layout, breadcrumbs,
 * canonical path and social image (MetaSchema, BreadcrumbSchema, ImageSchema), a job's fields (JobSchema). The
 * plugin refuses the same values at the REST boundary (includes/validation.php); here the editor learns before
 * saving. Pure: each function takes the meta as the editor holds it and returns a message per bad key.
 * @module
 */
import { z } from 'zod';
import { EmploymentTypeSchema, ImageSchema, JobSchema, JobSummarySchema } from '../../../../../contract/nodes';
import { BreadcrumbSchema, MetaSchema } from '../../../../../contract/route';
import { isTag, pageTag } from '../../../../../contract/tags';

/** Post meta as the block editor holds it: the `_masthead_*` keys with their registered types. */
export type Meta = Record<string, unknown>;
/** A message for each meta key whose value the site cannot take. */
export type Problems = Record<string, string>;

export const LAYOUTS = MetaSchema.shape.layout.unwrap().options;
export const EMPLOYMENT_TYPES = EmploymentTypeSchema.options;
export const WORKPLACES = JobSummarySchema.shape.workplace.options;

/** A site path (`/news/a-story/`): what a purge and a page lookup accept (the tag vocabulary's path rule). */
const SitePathSchema = MetaSchema.shape.canonical_path.unwrap().refine((path) => isTag(pageTag(path)));
/** A crumb with something in it: an empty title or slug would be a crumb to nowhere. */
const CrumbSchema = BreadcrumbSchema.extend({ title: z.string().trim().min(1), slug: z.string().trim().min(1) });
const MediaPathSchema = ImageSchema.shape.src.refine((src) => src.startsWith('/media/') && isTag(pageTag(src)));
const ClosingDateSchema = JobSummarySchema.shape.validThrough.unwrap().refine(isCalendarDate);
const ApplyUrlSchema = JobSchema.shape.applyUrl.refine(isHttpsUrl);

/** The breadcrumbs meta (a JSON list) as crumbs; an empty or unreadable value is no crumbs. */
export function readBreadcrumbs(value: unknown): { title: string; slug: string }[] {
  if (typeof value !== 'string' || value === '') return [];
  const parsed = z.array(BreadcrumbSchema).safeParse(safeJson(value));
  return parsed.success ? parsed.data : [];
}

/** One field's rule: its meta key, the schema its value must pass, and what to tell the editor when it does not. */
type Rule = [key: string, schema: z.ZodType, message: string];

/** A message for every key whose value (when set: '' is unset) breaks its rule. */
function problemsOf(meta: Meta, rules: Rule[]): Problems {
  const problems: Problems = {};
  for (const [key, schema, message] of rules) {
    const value = meta[key];
    if (value !== undefined && value !== '' && !schema.safeParse(value).success) problems[key] = message;
  }
  return problems;
}

export function pageProblems(meta: Meta): Problems {
  const problems = problemsOf(meta, [
    ['_masthead_layout', MetaSchema.shape.layout, 'Layout must be default or minimal.'],
    ['_masthead_canonical_path', SitePathSchema, 'Give a path on the site, such as /news/a-story/ (no address, query or #).'],
    ['_masthead_og_image', MediaPathSchema, 'Pick the social image from the media library.'],
  ]);
  const crumbs = meta._masthead_breadcrumbs;
  if (typeof crumbs === 'string' && crumbs !== '') {
    const parsed = z.array(CrumbSchema).safeParse(safeJson(crumbs));
    if (!parsed.success) problems._masthead_breadcrumbs = crumbProblem(parsed.error);
  }
  return problems;
}

export function jobProblems(meta: Meta): Problems {
  const problems = problemsOf(meta, [
    ['_masthead_job_employment_type', EmploymentTypeSchema, `Employment type must be one of ${EMPLOYMENT_TYPES.join(', ')}.`],
    ['_masthead_job_workplace', JobSummarySchema.shape.workplace, `Workplace must be one of ${WORKPLACES.join(', ')}.`],
    ['_masthead_job_valid_through', ClosingDateSchema, 'The closing date must be a real date.'],
    ['_masthead_job_apply_url', ApplyUrlSchema, 'The apply URL must be an https:// address.'],
  ]);
  return problems;
}

/**
 * Why a job cannot be published yet, or undefined: where readers apply. Without it the site's "Apply now" would lead
 * nowhere (the plugin refuses to publish it too); a draft may wait for it.
 */
export function jobPublishProblem(meta: Meta): string | undefined {
  return typeof meta._masthead_job_apply_url !== 'string' || meta._masthead_job_apply_url.trim() === ''
    ? 'Publishing is locked until the job has its Apply URL (https://…, in the Job panel): readers apply there. Save draft keeps it meanwhile.'
    : undefined;
}

/** Which crumb lacks what, counted from 1 as the sidebar shows them. */
function crumbProblem(error: z.ZodError): string {
  const [index, field] = error.issues[0]?.path ?? [];
  return typeof index === 'number' && typeof field === 'string'
    ? `Breadcrumb ${index + 1} needs a ${field}.`
    : 'Breadcrumbs must be a list of titles and slugs.';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An https address with a host and no whitespace (the plugin's rule, character for character). */
function isHttpsUrl(value: string): boolean {
  return /^https:\/\/[^\s/?#]+\S*$/.test(value);
}
