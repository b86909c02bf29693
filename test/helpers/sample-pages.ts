/**
 * Every page of the reference CMS's sample pack (its live routes), the jobs page, a job and an error page: what the
 * render tests check page by page. Read from the CMS the test worker reaches (outboundService).
 */
const CMS = 'http://127.0.0.1:8788';

/**
 * No page cache, so every request renders; data fresh for the whole test, so repeated requests of a page read the
 * same content objects however long a busy machine takes (a reload between them is new objects: first sight again).
 */
export const RENDER_EVERY_TIME = { RENDERED_PAGE_CACHE: 'off', CACHE_FRESH_SECONDS: '3600' };

export async function samplePages(): Promise<string[]> {
  const { routes } = (await (await fetch(`${CMS}/routes`)).json()) as { routes: { path: string; meta: { gone?: boolean } }[] };
  const { jobs } = (await (await fetch(`${CMS}/jobs`)).json()) as { jobs: { id: string }[] };
  return [
    ...routes.filter((route) => !route.meta.gone).map((route) => route.path),
    '/jobs/',
    `/jobs/${jobs[0]!.id}`,
    '/no-such-page-here/',
  ];
}
