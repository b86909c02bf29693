/**
 * Synced patterns in the purge vocabulary (issue 56): a node the CMS says is drawn from a pattern
 * (`patterns`, NodePlacementSchema) tags its page `pattern:{id}` in the data and page caches, a bad `patterns`
 * field is dropped without the node, and the edge, which cannot tell which page draws which pattern, takes any
 * pattern's purge as the tag every edge page carries. The WordPress suite (test/wordpress/legacy-content.test.ts)
 * edits a pattern and reads the page that draws it.
 */
import { describe, expect, it } from 'vitest';
import { isTag, patternTag } from '../../../contract/tags';
import { edgePurgeTags, edgeTags } from '../../../worker/cache/cache-policy';
import { listTagsOf } from '../../../worker/cms/content-service';
import { parseSlots } from '../../../worker/cms/parse-nodes';

describe('pattern tags', () => {
  it('tags a page by every pattern its nodes are drawn from, nested ones too, and keeps a node whose field is bad', () => {
    const { slots, skipped } = parseSlots({
      main: [
        { type: 'rich-text', html: '<p>Story</p>' },
        { type: 'rich-text', html: '<p>Notes</p>', patterns: [11, 10] },
        { type: 'rich-text', html: '<p>Bad field</p>', patterns: ['10'] },
        { type: 'rich-text', html: '<p>Too deep</p>', patterns: Array.from({ length: 17 }, (_, index) => index + 1) },
      ],
      aside: [{ type: 'quote', quote: 'Said', patterns: [12] }],
    });
    expect(skipped).toEqual([]);
    expect(slots.main!.map((node) => node.patterns)).toEqual([undefined, [11, 10], undefined, undefined]);
    expect(slots.main![2]).toEqual({ type: 'rich-text', html: '<p>Bad field</p>' });
    expect(listTagsOf(slots).sort()).toEqual(['pattern:10', 'pattern:11', 'pattern:12']);
    expect(listTagsOf({ main: [slots.main![0]!] })).toEqual([]);
  });

  it('takes pattern tags in a purge body, positive integers only', () => {
    expect(isTag(patternTag(12))).toBe(true);
    for (const tag of ['pattern:0', 'pattern:012', 'pattern:-1', 'pattern:1.5', 'pattern:', 'pattern:x', `pattern:${'9'.repeat(20)}`]) {
      expect(isTag(tag), tag).toBe(false);
    }
  });

  it('purges the edge’s pages by the tag each carries for the patterns it may draw', () => {
    expect(edgeTags('/about/')).toContain('pattern:*');
    expect(edgePurgeTags(['pattern:10', 'pattern:11', 'page:/about/'])).toEqual(['pattern:*', 'page:/about/']);
    expect(edgePurgeTags(['site'])).toEqual(['site']);
  });
});
