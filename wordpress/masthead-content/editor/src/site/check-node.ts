/**
 * A block's attributes as the node the site would get, checked with the site's own schema: the node, or
 * the issues that make the site drop it (the editor shows them and locks saving). Images the site would not
 * serve are warnings: the site renders the node without them.
 * @module
 */
import { type ContentNode, NodeSchema } from '../../../../../app/content/nodes';
import { imagesOf } from '../../../../../app/nodes/parts/image-plan';
import { type MediaBases, mediaSrc } from '../../../../../worker/cms/media-src';
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
  const warnings = imagesOf(result.data)
    .filter((image) => mediaSrc(image.src, media) === null)
    .map((image) => ({
      path: '',
      message: `The image “${image.src}” is not a file the site serves (media library files with lower-case names only): the site leaves it out.`,
    }));
  return { ok: true, node: result.data, warnings };
}
