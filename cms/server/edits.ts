/**
 * What editors changed, kept as an overlay over the read-only sample pack and
 * the synthetic archive: new titles and bodies, unpublished or withdrawn
 * pages, closed jobs. It is module state, so it lives as long as the CMS
 * isolate (a restart forgets every edit): this is a development CMS, enough to
 * show and measure the editor's path, not a store.
 * @module
 */
import { z } from 'zod';
import type { ContentNodeInput } from '../../contract/nodes';
import { instantOf, isLiveAt } from '../../contract/schedule';
import { BRAND_SLUG_PATTERN } from '../../contract/slugs';
import type { PageDef } from '../content/types';

/**
 * `published`: live; `gone`: withdrawn on purpose (410); every other state takes the page down (the site answers
 * 404): `unpublished`, or WordPress's names for it (a draft, pending review, private, scheduled for later, in the
 * bin, `protected` by a password), so a test can set each status an editor can.
 */
export const PageStateSchema = z.enum([
  'published',
  'unpublished',
  'draft',
  'pending',
  'private',
  'scheduled',
  'trashed',
  'protected',
  'gone',
]);
export type PageState = z.infer<typeof PageStateSchema>;

/** Whether a state takes the page down (and every page under it). */
export function isDownState(state: PageState | undefined): boolean {
  return state !== undefined && state !== 'published' && state !== 'gone';
}

/**
 * Whether an edit takes its page down at `at` (ms): a state that does, except `scheduled` with a publish time, which
 * is WordPress's `future` post, live from that time (contract/schedule.ts); and any page past its "unpublish at".
 */
export function isDownAt(edit: StoredEdit | undefined, at: number): boolean {
  if (!edit) return false;
  const publishAt = edit.state === 'scheduled' && edit.publishAt ? instantOf(edit.publishAt) : null;
  if (isDownState(edit.state) && publishAt === null) return true;
  return !isLiveAt({ publishAt, unpublishAt: edit.unpublishAt ? instantOf(edit.unpublishAt) : null }, at);
}

/** An instant in UTC, to the second or millisecond (`2026-11-30T07:00:00Z`). */
const InstantSchema = z.string().refine((text) => /T/.test(text) && instantOf(text) !== null, 'an ISO 8601 instant in UTC');

export const PageEditSchema = z
  .object({
    path: z
      .string()
      .regex(/^\/([a-z0-9-]+\/)*$/)
      .max(512),
    title: z.string().trim().min(1).max(300).optional(),
    /** HTML of the page's main text (the site sanitises it). */
    body: z.string().min(1).max(200_000).optional(),
    state: PageStateSchema.optional(),
    /** With `state: 'scheduled'`: when the page is published (null: no time, down until published). */
    publishAt: InstantSchema.nullable().optional(),
    /** When the page is taken down (null: never). */
    unpublishAt: InstantSchema.nullable().optional(),
    /** An article's brands, by slug (its news item's `brands`; none: in no brand's list). */
    brands: z.array(z.string().regex(BRAND_SLUG_PATTERN)).max(20).optional(),
  })
  .strict();

/** A role opened, closed, or `scheduled` (WordPress's `future` job) from `publishAt`; any taken down at `unpublishAt`. */
export const JobEditSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,64}$/),
    state: z.enum(['open', 'closed', 'scheduled']),
    publishAt: InstantSchema.nullable().optional(),
    unpublishAt: InstantSchema.nullable().optional(),
  })
  .strict();
export type JobEdit = z.infer<typeof JobEditSchema>;

export type PageEdit = z.infer<typeof PageEditSchema>;

interface StoredEdit {
  title?: string;
  body?: string;
  state?: PageState;
  publishAt?: string | null;
  unpublishAt?: string | null;
  brands?: string[];
  /** ISO date of the last edit: the page's `lastmod`. */
  editedIso: string;
}

const pageEdits = new Map<string, StoredEdit>();
/** A role's last edit, as a page's: closed is `unpublished`, so one rule (isDownAt) says when either is down. */
const jobEdits = new Map<string, StoredEdit>();

export function editAt(path: string): StoredEdit | undefined {
  return pageEdits.get(path);
}

/** Records an edit; fields left out keep their earlier edit. */
export function recordEdit(edit: PageEdit, todayIso: string): void {
  const previous = pageEdits.get(edit.path);
  pageEdits.set(edit.path, {
    ...previous,
    ...(edit.title !== undefined ? { title: edit.title } : {}),
    ...(edit.body !== undefined ? { body: edit.body } : {}),
    ...(edit.state !== undefined ? { state: edit.state } : {}),
    ...(edit.publishAt !== undefined ? { publishAt: edit.publishAt } : {}),
    ...(edit.unpublishAt !== undefined ? { unpublishAt: edit.unpublishAt } : {}),
    ...(edit.brands !== undefined ? { brands: edit.brands } : {}),
    editedIso: todayIso,
  });
}

/** Paths whose edit passes `test` (few: only edited pages are here). */
export function pathsWhere(test: (edit: StoredEdit) => boolean): string[] {
  return [...pageEdits].filter(([, edit]) => test(edit)).map(([path]) => path);
}

/** Records a role's edit; it replaces the last one (reopening clears its times). */
export function recordJobEdit({ id, state, publishAt, unpublishAt }: JobEdit, todayIso: string): void {
  jobEdits.set(id, {
    state: state === 'open' ? 'published' : state === 'closed' ? 'unpublished' : 'scheduled',
    publishAt: publishAt ?? null,
    unpublishAt: unpublishAt ?? null,
    editedIso: todayIso,
  });
}

/** Whether a role is down at `at` (ms): closed, scheduled for later, or past its "unpublish at". */
export function isJobDownAt(id: string, at: number): boolean {
  return isDownAt(jobEdits.get(id), at);
}

/** Forgets every edit (test control). */
export function resetEdits(): void {
  pageEdits.clear();
  jobEdits.clear();
}

/**
 * The page as published after its edit: title in the route and in the page's
 * header or hero, body as its first rich text, `gone` when withdrawn.
 * Unpublished pages are filtered by the caller.
 */
export function applyEdit(page: PageDef, edit: StoredEdit | undefined): PageDef {
  if (!edit) return page;
  const { route } = page;
  const title = edit.title ?? route.meta.title;
  const meta = {
    ...route.meta,
    title,
    tags: { ...route.meta.tags, ogTitle: edit.title ?? route.meta.tags.ogTitle, twitterTitle: edit.title ?? route.meta.tags.twitterTitle },
    ...(edit.state === 'gone' ? { gone: true } : {}),
  };
  let main = page.slots.main ?? [];
  if (edit.title !== undefined) main = retitle(main, edit.title);
  if (edit.body !== undefined) main = rebody(main, edit.body);
  const brands = edit.brands ?? page.brands;
  return { route: { ...route, meta }, slots: { ...page.slots, main }, ...(brands ? { brands } : {}) };
}

function retitle(nodes: ContentNodeInput[], title: string): ContentNodeInput[] {
  let done = false;
  return nodes.map((node) => {
    if (done) return node;
    if (node.type === 'article-header') {
      done = true;
      return { ...node, title };
    }
    if (node.type === 'hero') {
      done = true;
      return { ...node, heading: title };
    }
    return node;
  });
}

function rebody(nodes: ContentNodeInput[], html: string): ContentNodeInput[] {
  const index = nodes.findIndex((node) => node.type === 'rich-text');
  if (index >= 0) return nodes.map((node, at) => (at === index ? { type: 'rich-text', html } : node));
  const after = nodes.findIndex((node) => node.type === 'article-header' || node.type === 'hero');
  const copy = [...nodes];
  copy.splice(after + 1, 0, { type: 'rich-text', html });
  return copy;
}
