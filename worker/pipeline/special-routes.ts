/**
 * Step: the special routes (spec §2) and numeric slugs (spec §4: a numeric slug
 * is a preview id). A preview shows a draft only to an editor holding a valid,
 * unexpired token for that id; anyone else gets the 404 and nothing is cached.
 * @module
 */
import { verifyPreviewToken } from '../../app/content/preview-token';
import { jobIdOf, numericSlugId } from '../../app/routing/paths';
import { CmsStatusError } from '../cms/content-service';
import { secretsOf } from '../env';
import { HttpError, notFound } from '../errors';
import { jobRoute, previewRoute } from './synthetic-routes';
import type { Step, StepInput } from './types';

export const specialRoutes: Step = async (input) => {
  const { path, search, content, config } = input;
  const jobId = jobIdOf(path);
  if (jobId) {
    try {
      const job = await content.job(jobId);
      return { kind: 'page', page: { path, route: jobRoute(job, config.SITE_ORIGIN), status: 200, slots: { main: [{ type: 'job-detail', job }] } } };
    } catch (error) {
      if (error instanceof CmsStatusError) {
        throw new HttpError(error.failure.status, error.failure.statusMessage, error.failure.message);
      }
      throw error;
    }
  }
  const previewId = path === '/preview' ? search.get('preview_id') : numericSlugId(path);
  if (path === '/preview' || previewId) return preview(input, previewId);
  return null;
};

async function preview({ path, search, content, config }: StepInput, id: string | null): Promise<never | Awaited<ReturnType<Step>>> {
  const postType = (search.get('post_type') || 'post').toLowerCase();
  const token = search.get('token') ?? '';
  if (!id || !/^\d{1,12}$/.test(id) || !(await verifyPreviewToken(secretsOf(config, 'PREVIEW_SECRET'), token, id, postType))) {
    throw notFound(path);
  }
  try {
    const slots = await content.previewSlots({ id, postType, parentPostType: search.get('parent_post_type') ?? '', token });
    return { kind: 'page', page: { path, route: previewRoute(path, config.SITE_ORIGIN), status: 200, slots, preview: true } };
  } catch (error) {
    if (error instanceof CmsStatusError && error.failure.status === 404) throw notFound(path);
    throw error;
  }
}
