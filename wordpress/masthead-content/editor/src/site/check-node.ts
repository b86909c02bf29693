/**
 * A block's attributes as the node the site would get, checked with the site's own schema: the node, or
 * the issues that make the site drop it (the editor shows them and locks saving). Images the site would not
 * serve and links without an address are warnings: the site renders the node without the image, or with `#`.
 * @module
 */

import { imagesOf } from '../../../../../app/nodes/parts/image-plan';
import { type MediaBases, mediaSrc } from '../../../../../contract/media-src';
import { type ContentNode, NodeSchema } from '../../../../../contract/nodes';
import type { BlockType } from '../schema/block-types';

export interface Issue {
  /** Where, as the field path (`cards.2.title`), empty for the node itself. */
  path: string;
  message: string;
}

export type NodeCheck = { ok: true; node: ContentNode; warnings: Issue[] } | { ok: false; issues: Issue[] };

/** Empty lists for what the CMS fills, so a news or jobs list's settings validate on their own. */
const FILLED: Partial<Record<BlockType, Record<string, unknown>>> = {
  'news-list': { items: [] },
  'jobs-list': { jobs: [] },
};

export function checkNode(type: BlockType, attributes: Record<string, unknown>, media: MediaBases): NodeCheck {
  const result = NodeSchema.safeParse({ ...FILLED[type], ...attributes, type });
  if (!result.success) {
    return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
  }
  const warnings: Issue[] = emptyAddresses(result.data).map((path) => ({
    path,
    message: 'The link has no address: the site links it to “#”.',
  }));
  warnings.push(
    ...imagesOf(result.data)
      .filter((image) => mediaSrc(image.src, media) === null)
      .map((image) => ({
        path: '',
        message: `The image “${image.src}” is not a file the site serves (media library files with lower-case names only): the site leaves it out.`,
      })),
  );
  return { ok: true, node: result.data, warnings };
}

/** Paths of the empty `href`s of a node (a link whose address was not filled in yet). */
function emptyAddresses(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyAddresses(item, path ? `${path}.${index}` : String(index)));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = path ? `${path}.${key}` : key;
    return key === 'href' && item === '' ? [at] : emptyAddresses(item, at);
  });
}
