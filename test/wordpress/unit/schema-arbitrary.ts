/**
 * Arbitrary values of a node from its zod schema (as JSON Schema, input side: defaults may be left out), for the
 * property tests of the plugin's PHP. Each test says what text looks like, which fields hold addresses, and the
 * smallest number it wants.
 * @module
 */
import fc from 'fast-check';
import { z } from 'zod';
import { type ContentNodeInput, NodeSchema } from '../../../contract/nodes';

export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  pattern?: string;
  exclusiveMinimum?: number;
  minimum?: number;
  maximum?: number;
}

export interface ArbitraryOptions {
  text: fc.Arbitrary<string>;
  /** Arbitraries for fields by name (addresses: their schema says only `string`). */
  fields?: Record<string, fc.Arbitrary<string>>;
  /** The smallest number when the schema sets none, and the largest. */
  numbers: { min: number; max: number };
}

/** The JSON Schema of every node type, input side. */
export const NODE_JSON_SCHEMAS = new Map(
  NodeSchema.options.map((option) => [option.shape.type.value as string, z.toJSONSchema(option, { io: 'input' }) as JsonSchema]),
);

export function arbitraryOf(schema: JsonSchema, options: ArbitraryOptions, key = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => arbitraryOf(option, options, key)));
  switch (schema.type) {
    case 'string': {
      const field = options.fields?.[key];
      if (field) return field;
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return schema.minLength ? options.text.filter((value) => value.length >= schema.minLength!) : options.text;
    }
    case 'integer':
    case 'number':
      return fc.integer({
        min: schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? options.numbers.min),
        max: Math.min(schema.maximum ?? options.numbers.max, options.numbers.max),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryOf(schema.items!, options, key), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, arbitraryOf(field, options, name)]),
      );
      return fc.record(fields, { requiredKeys: (schema.required ?? []) as never[] });
    }
  }
  throw new Error(`No arbitrary for ${JSON.stringify(schema)}`);
}

/** Arbitrary nodes of one type. */
export function arbitraryNodeOf(type: string, options: ArbitraryOptions): fc.Arbitrary<ContentNodeInput> {
  const schema = NODE_JSON_SCHEMAS.get(type);
  if (!schema) throw new Error(`No node type ${type}`);
  return arbitraryOf(schema, options) as fc.Arbitrary<ContentNodeInput>;
}
