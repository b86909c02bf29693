/**
 * Step: route resolution by the CMS's path lookup, one cached answer per path
 * however large the route table: invalid paths and paths not in the table
 * give 404 'Page Not Found: {path}'; a route the CMS marks gone gives 410.
 * Nodes load later, after the head (worker/page/nodes.ts).
 * @module
 */
import { isValidPath } from '../../contract/routing/paths';
import { gone, notFound } from '../errors';
import type { Step } from './types';

export const resolveRoute: Step = async ({ path, content }) => {
  if (!isValidPath(path)) throw notFound(path);
  // The slashed form is the key the redirect lookup already asked for: one cached answer serves both.
  const { route } = await content.lookup(path.endsWith('/') ? path : `${path}/`);
  if (!route || route.path !== path) throw notFound(path);
  if (route.meta.gone) throw gone(path);
  return { kind: 'page', page: { path, route, status: 200, nodes: { kind: 'load' } } };
};
