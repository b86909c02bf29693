/**
 * What a signed purge body asks for (contract/tags.ts `purgeBodySchema`): the tags of the named paths (their
 * `page:` and `lookup:` tags) and the named tags, or everything when, and only when, the body is
 * `{"everything": true}`. Anything else is a 400: a body that is not JSON, is empty, names nothing or has keys of
 * its own. Pure, so generated bodies can be tried against it by the thousand.
 * @module
 */
import { lookupTag, pageTag, purgeBodySchema } from '../../contract/tags';
import { HttpError } from '../errors';

export type PurgeRequest = { tags: string[] } | { everything: true };

export function purgeRequestOf(body: string): PurgeRequest {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Bad Request', 'The purge body is not JSON');
  }
  const parsed = purgeBodySchema().safeParse(json);
  if (!parsed.success)
    throw new HttpError(
      400,
      'Bad Request',
      'The purge body must name paths or tags ({"paths": […], "tags": […]}) or be {"everything": true}',
    );
  if ('everything' in parsed.data) return { everything: true };
  const { paths, tags } = parsed.data;
  return { tags: [...new Set([...paths.flatMap((path) => [pageTag(path), lookupTag(path)]), ...tags])] };
}
