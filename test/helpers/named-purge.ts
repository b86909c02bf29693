/**
 * A purge body a CMS sent, read as the site reads it (contract/tags.ts `purgeBodySchema`), which must name paths
 * and tags: a publish that purged everything instead, or sent a body the site refuses, fails the test here.
 */
import { type NamedPurge, purgeBodySchema } from '../../contract/tags';

export function namedPurge(text: string): NamedPurge {
  const body = purgeBodySchema().parse(JSON.parse(text));
  if (!('paths' in body)) throw new Error(`the purge asks for everything, not names: ${text}`);
  return body;
}
