/**
 * The editing fields of a node type, read from its zod schema (contract/nodes.ts) through
 * `z.toJSONSchema`: the block's attributes and its form come from the schema the site validates with, so
 * they cannot drift from it. Plain data: the editor bundle draws a control per field kind, the build writes
 * the block.json attributes from the same list.
 * @module
 */

export type FieldKind = 'text' | 'html' | 'url' | 'colour' | 'number' | 'select' | 'image' | 'link' | 'object' | 'list';

export interface Field {
  kind: FieldKind;
  /** The node's key (empty for list items). */
  key: string;
  label: string;
  required: boolean;
  /** `integer` for whole numbers (block attributes, number inputs). */
  integer?: boolean;
  /** Choices of a select. */
  options?: (string | number)[];
  /** The schema's default: shown, not stored until changed. */
  default?: unknown;
  /** Fields of an object, or of a list's items when they are objects. */
  fields?: Field[];
  /** The field of each item of a list. */
  item?: Field;
  minItems?: number;
}

/** The subset of JSON Schema that zod writes for the node schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number;
  anyOf?: JsonSchema[];
  default?: unknown;
  minItems?: number;
}

/** Labels that sentence case of the key would get wrong. */
const LABELS: Record<string, string> = {
  cta: 'Call to action',
  href: 'Link',
  viewAll: '“View all” link',
  applyUrl: 'Apply URL',
  html: 'Text',
  head: 'Header cells',
  colour: 'Colour (#rrggbb)',
  textColour: 'Text colour (#rrggbb)',
  datePosted: 'Date posted (YYYY-MM-DD)',
  validThrough: 'Applications close (YYYY-MM-DD)',
  employmentType: 'Employment type',
  anchor: 'Anchor (lower-case letters, digits, hyphens)',
};

function labelOf(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return LABELS[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

function isImage(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return ['src', 'alt', 'width', 'height'].every((key) => keys.includes(key));
}

function isLink(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {}).sort();
  return keys.length === 2 && keys[0] === 'href' && keys[1] === 'label';
}

/** One property as a field; `key` decides the special strings (HTML, links, colours). */
export function fieldOf(key: string, schema: JsonSchema, required: boolean): Field {
  const base = { key, label: labelOf(key), required, ...(schema.default !== undefined ? { default: schema.default } : {}) };
  const consts = schema.anyOf?.map((option) => option.const);
  if (consts?.every((value) => value !== undefined)) {
    return { ...base, kind: 'select', options: consts as (string | number)[], integer: consts.every(Number.isInteger) };
  }
  if (schema.enum) return { ...base, kind: 'select', options: schema.enum };
  switch (schema.type) {
    case 'integer':
    case 'number':
      return { ...base, kind: 'number', integer: schema.type === 'integer' };
    case 'object':
      if (isImage(schema)) return { ...base, kind: 'image' };
      if (isLink(schema)) return { ...base, kind: 'link' };
      return { ...base, kind: 'object', fields: fieldsOfObject(schema) };
    case 'array': {
      const item = fieldOf('', schema.items ?? { type: 'string' }, true);
      return { ...base, kind: 'list', item, ...(schema.minItems ? { minItems: schema.minItems } : {}) };
    }
  }
  if (key === 'html') return { ...base, kind: 'html' };
  if (key === 'href' || key === 'applyUrl') return { ...base, kind: 'url' };
  if (key === 'colour' || key === 'textColour') return { ...base, kind: 'colour' };
  return { ...base, kind: 'text' };
}

export function fieldsOfObject(schema: JsonSchema, leaveOut: readonly string[] = []): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => !leaveOut.includes(key))
    .map(([key, property]) => fieldOf(key, property, required.has(key)));
}

/** A block.json attribute of a field: its JSON type, and the choices of a select. */
export function attributeOf(field: Field): { type: string; enum?: (string | number)[] } {
  switch (field.kind) {
    case 'number':
      return { type: field.integer ? 'integer' : 'number' };
    case 'select': {
      const type = typeof field.options?.[0] === 'number' ? (field.integer ? 'integer' : 'number') : 'string';
      return { type, enum: field.options ?? [] };
    }
    case 'image':
    case 'link':
    case 'object':
      return { type: 'object' };
    case 'list':
      return { type: 'array' };
    default:
      return { type: 'string' };
  }
}
