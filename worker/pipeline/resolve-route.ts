/**
 * Step: route resolution by the CMS's path lookup (spec §4 step 1, §5), one
 * cached answer per path however large the route table:
 * invalid paths and paths not in the table give 404 'Page Not Found: {path}';
 * a route the CMS marks gone gives 410. Nodes load later, after the head.
 * @module
 */
import { isValidPath, slugOf } from '../../app/routing/paths';
import { gone, notFound } from '../errors';
import type { ResolvedPage, Step } from './types';

export const resolveRoute: Step = async ({ path, content, log }) => {
  if (!isValidPath(path)) throw notFound(path);
  const { route } = await content.lookup(path);
  if (!route || route.path !== path) throw notFound(path);
  if (route.meta.gone) throw gone(path);
  const slug = slugOf(path);
  const page: ResolvedPage = { path, route, status: 200, slots: () => content.slots(slug, path).catch((error: unknown) => {
    // Spec §4: a node load failure is logged and the page still renders.
    log.error(`nodes for ${slug} failed: ${(error as Error).message}`);
    page.degraded = true;
    return {};
  }) };
  return { kind: 'page', page };
};
