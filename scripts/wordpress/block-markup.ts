/**
 * Nodes as WordPress block markup (docs/decisions/011-wordpress-back-end.md):
 * every node but `rich-text` is a self-closing `masthead/{type}` block whose
 * attributes are the node's fields; `rich-text` is a `core/html` block, so its
 * HTML is kept byte for byte; slots other than `main` are `masthead/slot`
 * blocks holding their nodes. The plugin's includes/block-nodes.php reads it
 * back. Pure: the importer and the tests use it.
 * @module
 */
import { CMS_FILLED_FIELDS, type ContentNodeInput } from '../../contract/nodes';

type Node = ContentNodeInput;

export interface BlockMarkupOptions {
  /**
   * Whether the CMS states this download's size itself (the plugin reads it from the uploads folder), so the
   * stored block leaves it out. Default: every file under `/media/files/`.
   */
  sizeFilledByCms?: (href: string) => boolean;
  /** Another way to write a node (WordPress's own block: core-block-markup.ts), or null for the Masthead block. */
  blockFor?: (node: Node) => string | null;
}

/** Between top-level blocks, as the block editor writes them. */
const BLOCK_GAP = '\n\n';

const ESCAPES: Record<string, string> = {
  '"': '\\u0022',
  '\\': '\\\\',
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  // PHP's json_encode escapes the two JavaScript line terminators even with JSON_UNESCAPED_UNICODE.
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeChar(char: string): string {
  return ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * A JSON string as serialize_block_attributes() writes it: JSON with unescaped slashes and unicode, then `--`,
 * `<`, `>`, `&` and `"` as `\u` escapes, so no attribute can end the block comment. WordPress finds the quotes
 * with a regex over the JSON text, which also rewrites the closing quote of a string that ends in a backslash
 * (its own parser then drops every attribute); escaping each character here gives WordPress's bytes for every
 * other string and valid JSON for that one.
 */
function encodeString(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: JSON must escape the control characters.
  const escaped = text.replace(/["\\<>&\u0000-\u001f\u2028\u2029]/g, escapeChar).replace(/--/g, '\\u002d\\u002d');
  return `"${escaped}"`;
}

/** JSON of a block's attributes, byte for byte as WordPress stores it. */
export function serializeBlockAttributes(value: unknown): string {
  if (typeof value === 'string') return encodeString(value);
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`Block attributes hold integers only (PHP writes floats otherwise): ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(serializeBlockAttributes).join(',')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([key, field]) => `${encodeString(key)}:${serializeBlockAttributes(field)}`).join(',')}}`;
  }
  throw new Error(`Not a JSON value in block attributes: ${typeof value}`);
}

/** A block comment: self-closing without inner markup, as serialize_block() writes it. */
function block(name: string, attributes: Record<string, unknown>, inner?: string): string {
  const attrs = Object.keys(attributes).length > 0 ? `${serializeBlockAttributes(attributes)} ` : '';
  if (inner === undefined) return `<!-- wp:${name} ${attrs}/-->`;
  return `<!-- wp:${name} ${attrs}-->\n${inner}\n<!-- /wp:${name} -->`;
}

/** The fields a node's block stores: what the plugin fills from live content is left out. */
function storedFields(node: Node, options: BlockMarkupOptions): Record<string, unknown> {
  const { type: _type, ...fields } = node as Node & Record<string, unknown>;
  const filledByCms = CMS_FILLED_FIELDS[node.type];
  if (filledByCms) return Object.fromEntries(Object.entries(fields).filter(([field]) => !filledByCms.includes(field)));
  if (node.type === 'downloads') {
    const filled = options.sizeFilledByCms ?? ((href: string) => href.startsWith('/media/files/'));
    return {
      ...fields,
      files: node.files.map(({ size, ...file }) => (size === undefined || filled(file.href) ? file : { ...file, size })),
    };
  }
  return fields;
}

/** One node as one block. */
export function blockOf(node: Node, options: BlockMarkupOptions = {}): string {
  if (node.type === 'rich-text') {
    // WordPress's parser would end the block at a block comment inside the HTML.
    if (/<!--\s+\/?wp:/.test(node.html)) throw new Error('Rich text holds a block comment: it cannot be stored as a core/html block');
    return `<!-- wp:html -->\n${node.html}\n<!-- /wp:html -->`;
  }
  return block(`masthead/${node.type}`, storedFields(node, options));
}

/** A page's `post_content`: the main slot's blocks, then one `masthead/slot` block for each other slot. */
export function blocksFromSlots(slots: Record<string, Node[]>, options: BlockMarkupOptions = {}): string {
  const write = (node: Node) => options.blockFor?.(node) ?? blockOf(node, options);
  const parts = (slots.main ?? []).map(write);
  for (const [name, nodes] of Object.entries(slots)) {
    if (name === 'main' || nodes.length === 0) continue;
    parts.push(block('masthead/slot', { name }, nodes.map(write).join(BLOCK_GAP)));
  }
  return parts.join(BLOCK_GAP);
}
