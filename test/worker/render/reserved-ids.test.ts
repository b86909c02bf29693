/**
 * Every id the page uses is reserved (contract/dom-ids.ts `APP_IDS`, one list): with the reference CMS sending
 * content that reuses each of them (fault switch `reusedIds`: as a heading's id in rich text, as a heading node's
 * anchor, as heading text whose slug would be the id, in every slot, in drafts and in a job's text), every page
 * type the site draws holds each id at most once, and the ids it draws itself exactly once.
 */
import { env } from 'cloudflare:workers';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobsResponseSchema } from '../../../contract/api';
import {
  APP_IDS,
  APP_ROOT_ID,
  CONTENTS_ID,
  ERROR_TITLE_ID,
  JOB_FILTERS_ID,
  JOB_LIST_ID,
  MAIN_ID,
  PREVIEW_BAR_TITLE_ID,
  ROUTE_ANNOUNCER_ID,
  SITE_NAV_ID,
  STATE_ELEMENT_ID,
} from '../../../contract/dom-ids';
import { cms } from '../../helpers/cms';
import { recordPurge } from '../../helpers/isolate';
import { get } from '../../helpers/site';

const CMS = 'http://127.0.0.1:8788';
type Node = DefaultTreeAdapterMap['node'];

/** Every id attribute in a document, counted (a script's text, such as the page state, is not markup). */
function idCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (node: Node) => {
    if ('attrs' in node) for (const attr of node.attrs) if (attr.name === 'id') counts.set(attr.value, (counts.get(attr.value) ?? 0) + 1);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node) walk(node.content);
  };
  walk(parse(html));
  return counts;
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await get(path);
  return { status: response.status, html: await response.text() };
}

/** A role open the longest: no London day the test runs on has closed it. */
async function openJob(): Promise<string> {
  const { jobs } = JobsResponseSchema.parse(await (await fetch(`${CMS}/jobs`)).json());
  return jobs.toSorted((a, b) => (b.validThrough ?? '9999').localeCompare(a.validThrough ?? '9999'))[0]!.id;
}

/** A verified preview of a sample draft, reached as an editor is: the hand-off, the CMS's /generate, back. */
async function preview(): Promise<{ status: number; html: string }> {
  const handoff = await get('/goodfood-wins-magazine-of-the-year/?preview=true&preview_id=1001&typeName=post');
  await handoff.arrayBuffer();
  const generate = await fetch(handoff.headers.get('location')!, { redirect: 'manual' });
  await generate.arrayBuffer();
  const back = new URL(generate.headers.get('location')!);
  return page(back.pathname + back.search);
}

const FRAME = [APP_ROOT_ID, ROUTE_ANNOUNCER_ID, STATE_ELEMENT_ID, MAIN_ID, SITE_NAV_ID];

beforeAll(async () => {
  // A content version nothing is cached under: every page is made from the content reusing the ids.
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});

// The setup resets the CMS's switches before each case.
beforeEach(() => cms.faults({ reusedIds: true }));

afterAll(async () => {
  await cms.reset();
  await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
});

describe('the ids the page uses, with CMS content reusing each', () => {
  it('the CMS does send every reserved id, in nodes, drafts and a job', async () => {
    const nodes = await (await fetch(`${CMS}/nodes?slug=who-we-are&path=/who-we-are/`)).text();
    const detail = await (await fetch(`${CMS}/jobs/${await openJob()}`)).text();
    for (const id of APP_IDS) {
      expect(nodes, id).toContain(`id=\\"${id}\\"`);
      expect(nodes, id).toContain(`"anchor":"${id}"`);
      expect(detail, id).toContain(`id=\\"${id}\\"`);
    }
  });

  it.each([
    ['the home page', () => page('/'), [...FRAME, CONTENTS_ID], 200],
    ['a page', () => page('/who-we-are/'), [...FRAME, CONTENTS_ID], 200],
    [
      'a page of the minimal layout',
      () => page('/terms-and-conditions/'),
      [APP_ROOT_ID, ROUTE_ANNOUNCER_ID, STATE_ELEMENT_ID, MAIN_ID, CONTENTS_ID],
      200,
    ],
    ['an article', () => page('/goodfood-wins-magazine-of-the-year/'), [...FRAME, CONTENTS_ID], 200],
    ['the news index', () => page('/news/'), [...FRAME, CONTENTS_ID], 200],
    ['the jobs list', () => page('/jobs/'), [...FRAME, CONTENTS_ID, JOB_LIST_ID, JOB_FILTERS_ID], 200],
    ['a filter of the jobs list', () => page('/jobs/team/editorial/'), [...FRAME, JOB_LIST_ID, JOB_FILTERS_ID], 200],
    ['a job', async () => page(`/jobs/${await openJob()}`), FRAME, 200],
    ['a preview', preview, [...FRAME, PREVIEW_BAR_TITLE_ID, CONTENTS_ID], 200],
    ['the not-found page', () => page('/no-such-page-here/'), [...FRAME, ERROR_TITLE_ID], 404],
    ['a withdrawn page', () => page('/festive-reader-competition-2023/'), [...FRAME, ERROR_TITLE_ID], 410],
    ['a job no longer open', () => page('/jobs/no-such-role-0000'), [...FRAME, ERROR_TITLE_ID], 404],
  ] as const)('%s holds each reserved id at most once, its own exactly once', async (_name, load, own, status) => {
    const { status: got, html } = await load();
    expect(got).toBe(status);
    const counts = idCounts(html);
    for (const id of APP_IDS) expect(counts.get(id) ?? 0, id).toBeLessThanOrEqual(1);
    for (const id of own) expect(counts.get(id), id).toBe(1);
    // The content's headings are still there, under ids of their own.
    if ((own as readonly string[]).includes(CONTENTS_ID)) expect(counts.get('open-roles-2'), 'a heading reusing open-roles').toBe(1);
  });
});
