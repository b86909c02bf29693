/**
 * The Masthead blocks' metadata against the content model: a block for every node type but rich-text, and
 * every attribute the importer stores (scripts/wordpress/block-markup.ts) for every node of the sample pack is
 * declared in its block.json with a type and choices that accept the value. WordPress's block parser drops
 * an attribute its block type does not accept, so a mismatch would lose a field when the page is saved.
 */
import { describe, expect, it } from 'vitest';
import { pack } from '../../../cms/content/index';
import { NODE_TYPES } from '../../../contract/nodes';
import { blockOf } from '../../../scripts/wordpress/block-markup';
import { BLOCK_TYPES, type BlockType, blockJson, fieldsOf } from '../../../wordpress/masthead-content/editor/src/schema/block-types';

interface Attribute {
  type: string;
  enum?: unknown[];
}

function accepts(attribute: Attribute, value: unknown): boolean {
  if (attribute.enum && !attribute.enum.includes(value)) return false;
  switch (attribute.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return false;
  }
}

/** The attributes of a `masthead/{type}` block comment. */
function storedAttributes(markup: string): Record<string, unknown> {
  const json = /^<!-- wp:masthead\/[a-z-]+ (\{.*\}) \/-->$/s.exec(markup)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

const nodes = pack.pages.flatMap((page) => Object.values(page.slots).flat()).filter((node) => node.type !== 'rich-text');

describe('block metadata from the node schemas', () => {
  it('has a block for every node type but rich-text', () => {
    expect([...BLOCK_TYPES].sort()).toEqual(NODE_TYPES.filter((type) => type !== 'rich-text').sort());
  });

  it('declares the selects of enums and number choices', () => {
    expect(blockJson('hero').attributes).toMatchObject({ variant: { type: 'string', enum: ['home', 'page', 'brand'] } });
    expect(blockJson('heading').attributes).toMatchObject({ level: { type: 'integer', enum: [2, 3] } });
    expect(blockJson('card-grid').attributes).toMatchObject({ columns: { type: 'integer', enum: [2, 3, 4] } });
    expect(
      fieldsOf('brand-facts')
        .find((field) => field.key === 'links')
        ?.item?.fields?.find((field) => field.key === 'network'),
    ).toMatchObject({
      kind: 'select',
    });
  });

  it('leaves out what WordPress fills: news items and pagination, jobs', () => {
    expect(Object.keys(blockJson('news-list').attributes as object)).not.toContain('items');
    expect(Object.keys(blockJson('news-list').attributes as object)).not.toContain('pagination');
    expect(Object.keys(blockJson('jobs-list').attributes as object)).not.toContain('jobs');
  });

  it(`accepts every attribute the importer stores for the ${nodes.length} nodes of the sample pack`, () => {
    expect(nodes.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const node of nodes) {
      const declared = blockJson(node.type as BlockType).attributes as Record<string, Attribute>;
      for (const [key, value] of Object.entries(storedAttributes(blockOf(node)))) {
        const attribute = declared[key];
        if (!attribute || !accepts(attribute, value)) refused.push(`${node.type}.${key} = ${JSON.stringify(value).slice(0, 60)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
