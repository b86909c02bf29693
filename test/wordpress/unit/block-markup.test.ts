/**
 * The importer's block serialiser (scripts/wordpress/block-markup.ts) against WordPress itself: markup is parsed
 * by WordPress's own parser (wordpress/local/parse-blocks.php runs class-wp-block-parser.php with `php`), and
 * every attribute must come back equal, whatever the strings hold: quotes, `--`, `<`, `>`, `&`, backslashes,
 * line terminators, any unicode. Where WordPress's serialize_block_attributes() gives valid markup, ours is
 * byte-identical to it.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentNodeInput } from '../../../contract/nodes';
import { blockOf, blocksFromSlots, serializeBlockAttributes } from '../../../scripts/wordpress/block-markup';

const PARSER = resolve(import.meta.dirname, '../../../wordpress/local/parse-blocks.php');

interface ParsedBlock {
  blockName: string | null;
  attrs: Record<string, unknown> | unknown[];
  innerBlocks: ParsedBlock[];
  innerHTML: string;
}

interface Parsed {
  blocks: ParsedBlock[];
  /** Each top-level block's attributes as serialize_block_attributes() writes them (null without attributes). */
  attributes: (string | null)[];
}

/** Parses many documents with one `php` run. */
function parseWithWordPress(documents: string[]): Parsed[] {
  const output = execFileSync('php', [PARSER], { input: JSON.stringify(documents), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(output) as Parsed[];
}

/** Top-level blocks without the whitespace between them (WordPress parses it as empty freeform blocks). */
function realBlocks(blocks: ParsedBlock[]): ParsedBlock[] {
  return blocks.filter((block) => block.blockName !== null || block.innerHTML.trim() !== '');
}

/** PHP writes an empty attribute list as `[]`. */
function attrsOf(block: ParsedBlock): Record<string, unknown> {
  return Array.isArray(block.attrs) ? {} : block.attrs;
}

/** Strings built from the characters WordPress escapes or its parser cares about, mixed with any code point. */
const trickyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '"',
      '\\',
      '-',
      '--',
      '<',
      '>',
      '&',
      '/',
      '}',
      '{',
      ' /-->',
      '-->',
      '<!--',
      'wp:',
      '\u2028',
      '\u2029',
      '\n',
      '\t',
      '\u0000',
      '\u001f',
      '\u007f',
      'é',
      '’',
      '😀',
      '\\"',
      '\\u0022',
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 24,
});

const key = fc.stringMatching(/^[a-z][A-Za-z]{0,11}$/);
const leaf = fc.oneof(trickyText, fc.integer(), fc.boolean());
/** Attribute objects shaped like nodes: fields, lists, nested objects (never empty: PHP would give back `[]`). */
const attributes = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, leaf, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 4 }),
})).object as fc.Arbitrary<Record<string, unknown>>;

/** Whether any string in a value ends with a backslash (WordPress's own serialiser breaks those). */
function hasTrailingBackslash(value: unknown): boolean {
  if (typeof value === 'string') return value.endsWith('\\');
  if (Array.isArray(value)) return value.some(hasTrailingBackslash);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([name, field]) => name.endsWith('\\') || hasTrailingBackslash(field));
  return false;
}

describe('block markup through WordPress’s parser', () => {
  it('gives back every attribute, and the bytes serialize_block_attributes() writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(attributes, { minLength: 1, maxLength: 60 }), async (batch) => {
        const documents = batch.map((attrs) => blockOf({ type: 'hero', ...attrs } as unknown as ContentNodeInput));
        const parsed = parseWithWordPress(documents);
        batch.forEach((attrs, index) => {
          const { blocks, attributes: reserialised } = parsed[index]!;
          expect(blocks).toHaveLength(1);
          expect(blocks[0]!.blockName).toBe('masthead/hero');
          expect(attrsOf(blocks[0]!)).toEqual(attrs);
          if (!hasTrailingBackslash(attrs)) expect(documents[index]).toBe(`<!-- wp:masthead/hero ${reserialised[0]} /-->`);
        });
      }),
      { numRuns: 10 },
    );
  });

  it('writes valid markup where WordPress’s own serialiser would lose the attributes (a string ending in a backslash)', () => {
    const attrs = { heading: 'C:\\', subheading: 'ends with \\\\' };
    const [parsed] = parseWithWordPress([blockOf({ type: 'hero', ...attrs })]);
    expect(attrsOf(parsed!.blocks[0]!)).toEqual(attrs);
    expect(serializeBlockAttributes(attrs)).toBe('{"heading":"C:\\\\","subheading":"ends with \\\\\\\\"}');
  });

  it('escapes exactly as WordPress does', () => {
    expect(serializeBlockAttributes({ text: 'a--b<c>&"d"/é\u2028😀' })).toBe(
      '{"text":"a\\u002d\\u002db\\u003cc\\u003e\\u0026\\u0022d\\u0022/é\\u2028😀"}',
    );
    expect(serializeBlockAttributes({ text: '---' })).toBe('{"text":"\\u002d\\u002d-"}');
  });
});

describe('blocksFromSlots', () => {
  const slots: Record<string, ContentNodeInput[]> = {
    main: [
      { type: 'hero', heading: 'Who we are', variant: 'page' },
      {
        type: 'rich-text',
        html: '<p>Rich <strong>text</strong> & “quotes” -- kept <!-- a comment --> byte for byte.</p>\n<ul><li>One</li></ul>',
      },
      {
        type: 'news-list',
        heading: 'Latest',
        limit: 3,
        items: [{ title: 'x', href: '/x/', date: 'Monday, 05 June 2023' }],
        pagination: { page: 1, pages: 2 },
      },
      { type: 'jobs-list', heading: 'Vacancies', jobs: [] },
      {
        type: 'downloads',
        files: [
          { title: 'Report', href: '/media/files/report.pdf', format: 'PDF', size: '2 KB' },
          { title: 'Elsewhere', href: 'https://example.com/a.pdf', format: 'PDF', size: '9 KB' },
        ],
      },
    ],
    aside: [{ type: 'cta', heading: 'More', link: { label: 'All news', href: '/news/' }, variant: 'subtle' }],
  };

  it('writes masthead blocks, rich text as a core/html block, and the aside slot as a masthead/slot block', () => {
    const markup = blocksFromSlots(slots);
    const [parsed] = parseWithWordPress([markup]);
    const blocks = realBlocks(parsed!.blocks);
    expect(blocks.map((block) => block.blockName)).toEqual([
      'masthead/hero',
      'core/html',
      'masthead/news-list',
      'masthead/jobs-list',
      'masthead/downloads',
      'masthead/slot',
    ]);
    expect(attrsOf(blocks[0]!)).toEqual({ heading: 'Who we are', variant: 'page' });
    expect(blocks[1]!.innerHTML).toBe(`\n${(slots.main![1] as { html: string }).html}\n`);
    // What the plugin fills from live content is not stored.
    expect(attrsOf(blocks[2]!)).toEqual({ heading: 'Latest', limit: 3 });
    expect(attrsOf(blocks[3]!)).toEqual({ heading: 'Vacancies' });
    expect(attrsOf(blocks[4]!)).toEqual({
      files: [
        { title: 'Report', href: '/media/files/report.pdf', format: 'PDF' },
        { title: 'Elsewhere', href: 'https://example.com/a.pdf', format: 'PDF', size: '9 KB' },
      ],
    });
    expect(attrsOf(blocks[5]!)).toEqual({ name: 'aside' });
    const aside = realBlocks(blocks[5]!.innerBlocks);
    expect(aside.map((block) => block.blockName)).toEqual(['masthead/cta']);
    expect(attrsOf(aside[0]!)).toEqual({ heading: 'More', link: { label: 'All news', href: '/news/' }, variant: 'subtle' });
  });

  it('keeps a size when the caller says the CMS does not fill it', () => {
    const markup = blocksFromSlots({ main: slots.main!.slice(4) }, { sizeFilledByCms: () => false });
    expect(markup).toContain('"size":"2 KB"');
  });

  it('writes a block without attributes as WordPress does, and refuses rich text that holds a block comment', () => {
    expect(blockOf({ type: 'jobs-list', jobs: [] })).toBe('<!-- wp:masthead/jobs-list /-->');
    expect(() => blockOf({ type: 'rich-text', html: '<p>a</p><!-- /wp:html --><p>b</p>' })).toThrow(/block comment/);
  });
});
