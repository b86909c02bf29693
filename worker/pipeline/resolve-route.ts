/**
 * Step: route resolution against the CMS's route table (spec §4 step 1, §5):
 * invalid paths and paths not in the table give 404 'Page Not Found: {path}';
 * a route the CMS marks gone gives 410. Nodes load later, after the head.
 * @module
 */
import { isValidPath, slugOf } from '../../app/routing/paths';
import { HttpError, notFound } from '../errors';
import type { ResolvedPage, Step } from './types';

export const resolveRoute: Step = async ({ path, content, log }) => {
  if (!isValidPath(path)) throw notFound(path);
  const { byPath } = await content.site();
  const route = byPath.get(path);
  if (!route) throw notFound(path);
  if (route.meta.gone) throw new HttpError(410, 'Gone', `Page Gone: ${path}`);
  const slug = slugOf(path);
  const page: ResolvedPage = { path, route, status: 200, slots: () => content.slots(slug, path).catch((error: unknown) => {
    // Spec §4: a node load failure is logged and the page still renders.
    log.error(`nodes for ${slug} failed: ${(error as Error).message}`);
    page.degraded = true;
    return {};
  }) };
  return { kind: 'page', page };
};
