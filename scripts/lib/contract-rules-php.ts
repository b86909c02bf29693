/**
 * The WordPress plugin's copy of the site's shared rules, written from contract/ (issue 41): node fields as JSON
 * Schema (zod's `z.toJSONSchema`, input side, so defaulted fields may be left out), and the names, patterns and
 * sizes the plugin checks or uses, as PHP constants. scripts/contract-rules.ts writes the result to
 * wordpress/masthead-content/includes/generated/contract.php; `npm run lint` fails when the committed file differs.
 * Pure: the same contract gives the same bytes.
 * @module
 */
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../../contract/api';
import { ICON_NAMES } from '../../contract/icon-names';
import { MEDIA_PATH } from '../../contract/media-src';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '../../contract/media-types';
import { FEED_SIZE, NEWS_INDEX_PATH, NEWS_PAGE_PATH, NEWS_PAGE_SIZE, NEWS_SITEMAP_WINDOW_MS } from '../../contract/news-pages';
import { CMS_FILLED_FIELDS, JobSummarySchema, NODE_TYPES, NodeSchema } from '../../contract/nodes';
import { TIMELINE_SCOPE } from '../../contract/preview-token.server';
import { MetaSchema, PostDataSchema } from '../../contract/route';
import { NEWS_BRAND_NAMES } from '../../contract/routing/news-lists';
import { NEWS_TYPE_FEEDS } from '../../contract/routing/site-paths';
import {
  SEARCH_CURSOR,
  SEARCH_EXCERPT_MAX,
  SEARCH_KINDS,
  SEARCH_MAX_TERM,
  SEARCH_MAX_TERMS,
  SEARCH_MIN_TERM,
  SEARCH_PAGE_SIZE,
  SEARCH_STOPWORDS,
  SEARCH_WORD_CLASS,
} from '../../contract/search';
import { SEARCH_QUERY_MAX } from '../../contract/search-limits';
import {
  PRESS_RELEASE_CATEGORY,
  SEARCH_BRAND_NODE,
  SEARCH_CARD_NODES,
  SEARCH_FILLED_NODES,
  SEARCH_SUGGESTIONS,
  SEARCH_TEXT_FIELDS,
} from '../../contract/search-rank';
import { SIGNING_LABELS } from '../../contract/signing.server';
import { BRAND_SLUG_PATTERN, HOME_SLUG, JOB_ID_PATTERN, SLOT_NAME_PATTERN } from '../../contract/slugs';
import { FIXED_TAGS, PURGE_MAX_ENTRIES, PURGE_PATH_MAX, PURGE_TAG_MAX, SITE_PATH } from '../../contract/tags';

/** Where the generated file lives, from the repository's root. */
export const GENERATED_PHP = 'wordpress/masthead-content/includes/generated/contract.php';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Fields named so are addresses whatever their schema says (`string`): the plugin checks them as the sanitiser treats them. */
const ADDRESS_FORMATS: Record<string, string> = { href: 'href', src: 'media' };

/** A node type's fields as JSON Schema, without what the plugin needs not read: `type` (the block's name says it), defaults, fields the CMS fills. */
function nodeSchema(option: (typeof NodeSchema.options)[number]): JsonObject {
  const type = option.shape.type.value;
  const schema = z.toJSONSchema(option, { io: 'input' }) as JsonObject;
  const filled = new Set(['type', ...(CMS_FILLED_FIELDS[type] ?? [])]);
  const properties = schema.properties as JsonObject;
  for (const name of filled) delete properties[name];
  schema.required = (schema.required as string[]).filter((name) => !filled.has(name));
  return tidy(schema, '') as JsonObject;
}

/** Drops keys the plugin's validator does not read and names address fields' formats, all the way down. */
function tidy(value: Json, key: string): Json {
  if (Array.isArray(value)) return value.map((item) => tidy(item, key));
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [name, inner] of Object.entries(value)) {
    if (name === '$schema' || name === 'default' || name === 'additionalProperties') continue;
    if (name === 'properties') {
      out.properties = Object.fromEntries(Object.entries(inner as JsonObject).map(([field, rule]) => [field, tidy(rule, field)]));
    } else out[name] = tidy(inner, name === 'items' ? key : '');
  }
  if (out.type === 'string' && ADDRESS_FORMATS[key] && out.format === undefined) out.format = ADDRESS_FORMATS[key]!;
  return out;
}

/** A JavaScript pattern as PCRE for `preg_match`: `D` so `$` is the end, as in JavaScript. */
function pcre(pattern: RegExp): string {
  if (pattern.flags) throw new Error(`${pattern}: flags have no PHP twin here`);
  // JavaScript leaves a `/` inside a class unescaped (`[a-z/]`); with PHP's `/` delimiters every one must be.
  return `/${pattern.source.replace(/\\.|\//g, (token) => (token === '/' ? '\\/' : token))}/D`;
}

interface Constant {
  doc: string;
  value: Json;
}

/** Every constant of the generated file, by name, in the order written. */
export function contractConstants(): Record<string, Constant> {
  const layout = MetaSchema.shape.layout.unwrap();
  return {
    MASTHEAD_NODE_TYPES: { doc: 'Node types (NODE_TYPES of contract/nodes.ts), one `masthead/{type}` block each.', value: [...NODE_TYPES] },
    MASTHEAD_NODE_SCHEMAS: {
      doc: "Each node type's fields as JSON Schema (contract/nodes.ts, input side), read by node-rules.php. `format` names a rule the plugin words its message by.",
      value: Object.fromEntries(NodeSchema.options.map((option) => [option.shape.type.value, nodeSchema(option)])),
    },
    MASTHEAD_ICON_NAMES: { doc: 'Icon names a social link may use (contract/icon-names.ts).', value: [...ICON_NAMES] },
    MASTHEAD_EMPLOYMENT_TYPES: {
      doc: "A job's employment types (contract/nodes.ts).",
      value: [...JobSummarySchema.shape.employmentType.options],
    },
    MASTHEAD_WORKPLACES: { doc: 'Where a job is done (contract/nodes.ts).', value: [...JobSummarySchema.shape.workplace.options] },
    MASTHEAD_LAYOUTS: { doc: 'The page shells a route entry may name (contract/route.ts).', value: [...layout.options] },
    MASTHEAD_PAGE_TYPES: {
      doc: 'The post types of the route table (post_data.post_type, contract/route.ts): the ones readers see as pages.',
      value: [...PostDataSchema.shape.post_type.options],
    },
    MASTHEAD_FRONT_PAGE_SLUG: { doc: 'The `/nodes` slug of `/` (contract/slugs.ts).', value: HOME_SLUG },
    MASTHEAD_SLOT_NAME: { doc: "A slot's name (contract/slugs.ts), for preg_match.", value: pcre(SLOT_NAME_PATTERN) },
    MASTHEAD_JOB_ID: { doc: "A job's id and slug (contract/slugs.ts), for preg_match.", value: pcre(JOB_ID_PATTERN) },
    MASTHEAD_MEDIA_PATH: { doc: 'The `/media/…` paths the site serves (contract/media-src.ts), for preg_match.', value: pcre(MEDIA_PATH) },
    MASTHEAD_MEDIA_TYPES: {
      doc: 'The media the site serves under `/media/`, by extension, and the content type each is sent as (contract/media-types.ts).',
      value: Object.fromEntries(Object.entries(MEDIA_TYPES).map(([extension, type]) => [extension, type.contentType])),
    },
    MASTHEAD_CLIP_MAX_BYTES: {
      doc: 'The largest video and audio file the site serves, by extension (contract/media-types.ts): larger uploads are refused.',
      value: Object.fromEntries(
        Object.entries(MEDIA_TYPES)
          .filter(([, type]) => type.kind === 'video' || type.kind === 'audio')
          .map(([extension, type]) => [extension, MEDIA_MAX_BYTES[type.kind]]),
      ),
    },
    MASTHEAD_MAX_PAGE_LIMIT: { doc: 'The most items one paged answer may hold (contract/api.ts).', value: MAX_PAGE_LIMIT },
    MASTHEAD_NEWS_INDEX_PATH: { doc: 'Page 1 of the news index (contract/news-pages.ts).', value: NEWS_INDEX_PATH },
    MASTHEAD_NEWS_PAGE_SIZE: {
      doc: 'Articles on one page of the news index (contract/news-pages.ts).',
      value: NEWS_PAGE_SIZE,
    },
    MASTHEAD_NEWS_PAGE_PATH: {
      doc: 'A page of the news index after the first (contract/news-pages.ts), for preg_match: its number is the first group.',
      value: pcre(NEWS_PAGE_PATH),
    },
    MASTHEAD_NEWS_LIST_MAX: {
      doc: 'The most articles a news list shows on any page but the news index: one page of it (contract/news-pages.ts).',
      value: NEWS_PAGE_SIZE,
    },
    MASTHEAD_NEWS_BRANDS: {
      doc: "The brands a news item may name, by slug, with their names: the plugin's brand terms (contract/routing/news-lists.ts).",
      value: { ...NEWS_BRAND_NAMES },
    },
    MASTHEAD_BRAND_SLUG: { doc: "A brand's slug (contract/slugs.ts), for preg_match.", value: pcre(BRAND_SLUG_PATTERN) },
    MASTHEAD_NEWS_TYPES: {
      doc: 'The types the news narrows to, by slug, with the category of each (contract/routing/site-paths.ts).',
      value: Object.fromEntries(NEWS_TYPE_FEEDS.map((type) => [type.slug, type.category])),
    },
    MASTHEAD_FEED_SIZE: { doc: 'Articles in the RSS feed (contract/news-pages.ts).', value: FEED_SIZE },
    MASTHEAD_NEWS_SITEMAP_SECONDS: {
      doc: 'How long an article stays in the news sitemap (contract/news-pages.ts).',
      value: NEWS_SITEMAP_WINDOW_MS / 1000,
    },
    MASTHEAD_PURGE_FIXED_TAGS: { doc: 'The purge tags that take no value (contract/tags.ts).', value: [...FIXED_TAGS] },
    MASTHEAD_PURGE_PATH: { doc: 'A path a purge may name (contract/tags.ts), for preg_match.', value: pcre(SITE_PATH) },
    MASTHEAD_PURGE_PATH_MAX: { doc: 'The longest path a purge may name.', value: PURGE_PATH_MAX },
    MASTHEAD_PURGE_TAG_MAX: { doc: 'The longest tag a purge may name.', value: PURGE_TAG_MAX },
    MASTHEAD_PURGE_MAX_ENTRIES: { doc: 'Paths or tags one purge may name; more purges everything.', value: PURGE_MAX_ENTRIES },
    MASTHEAD_SIGNING_LABELS: {
      doc: 'The label each kind of MAC derives its key with, HMAC-SHA256(secret, label) (contract/signing.server.ts).',
      value: { ...SIGNING_LABELS },
    },
    MASTHEAD_TIMELINE_SCOPE: {
      doc: "The post type a timeline preview's token names, its id the moment (contract/preview-token.server.ts).",
      value: TIMELINE_SCOPE,
    },
    MASTHEAD_SEARCH_PAGE_SIZE: { doc: 'Results one search answer carries (contract/search.ts).', value: SEARCH_PAGE_SIZE },
    MASTHEAD_SEARCH_QUERY_MAX: { doc: 'The longest query accepted, in characters.', value: SEARCH_QUERY_MAX },
    MASTHEAD_SEARCH_MAX_TERMS: { doc: 'Terms a query keeps.', value: SEARCH_MAX_TERMS },
    MASTHEAD_SEARCH_MIN_TERM: { doc: 'The shortest term (InnoDB innodb_ft_min_token_size).', value: SEARCH_MIN_TERM },
    MASTHEAD_SEARCH_MAX_TERM: { doc: 'The longest term.', value: SEARCH_MAX_TERM },
    MASTHEAD_SEARCH_EXCERPT_MAX: { doc: 'The most characters an excerpt has.', value: SEARCH_EXCERPT_MAX },
    MASTHEAD_SEARCH_KINDS: { doc: 'The kinds of search result.', value: [...SEARCH_KINDS] },
    MASTHEAD_SEARCH_STOPWORDS: { doc: 'Words never searched for (InnoDB default stopwords).', value: [...SEARCH_STOPWORDS] },
    MASTHEAD_SEARCH_NOT_WORD: { doc: 'What separates words, for preg_replace (`u`).', value: `/[^${SEARCH_WORD_CLASS}]+/u` },
    MASTHEAD_SEARCH_WORD: { doc: 'A word, for preg_match_all (`u`).', value: `/[${SEARCH_WORD_CLASS}]+/u` },
    MASTHEAD_SEARCH_CURSOR: { doc: 'A cursor the plugin accepts, for preg_match.', value: pcre(SEARCH_CURSOR) },
    MASTHEAD_SEARCH_PRESS_RELEASE: {
      doc: 'The category that makes a post a press release (contract/search-rank.ts).',
      value: PRESS_RELEASE_CATEGORY,
    },
    MASTHEAD_SEARCH_FILLED_NODES: { doc: 'Lists the CMS fills: a page holding one is a listing.', value: [...SEARCH_FILLED_NODES] },
    MASTHEAD_SEARCH_CARD_NODES: { doc: "Nodes of other pages' words: a page mostly theirs is a listing.", value: [...SEARCH_CARD_NODES] },
    MASTHEAD_SEARCH_BRAND_NODE: { doc: "The node that makes a page a brand's.", value: SEARCH_BRAND_NODE },
    MASTHEAD_SEARCH_TEXT_FIELDS: { doc: 'Node fields whose strings are words a reader sees.', value: [...SEARCH_TEXT_FIELDS] },
    MASTHEAD_SEARCH_SUGGESTIONS: { doc: 'Queries offered when nothing matched.', value: SEARCH_SUGGESTIONS },
  };
}

function phpString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A JSON value as a PHP literal, indented with tabs as the plugin's code is. */
function phpValue(value: Json, depth: number): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`No PHP literal for ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return phpString(value);
  const inner = '\t'.repeat(depth + 1);
  const entries = Array.isArray(value)
    ? value.map((item) => phpValue(item, depth + 1))
    : Object.entries(value).map(([key, item]) => `${phpString(key)} => ${phpValue(item, depth + 1)}`);
  if (entries.length === 0) return 'array()';
  const scalars = Object.values(value).every((item) => typeof item !== 'object' || item === null);
  const line = `array( ${entries.join(', ')} )`;
  if (scalars && (Array.isArray(value) || line.length <= 100)) return line;
  return `array(\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${'\t'.repeat(depth)})`;
}

/** The generated PHP file. */
export function contractRulesPhp(): string {
  const constants = Object.entries(contractConstants())
    .map(([name, { doc, value }]) => `/** ${doc} */\nconst ${name} = ${phpValue(value, 0)};\n`)
    .join('\n');
  return `<?php
/**
 * GENERATED by scripts/contract-rules.ts from contract/ (\`npm run build\` writes it, \`npm run lint\` fails when it
 * is stale): edit the contract, never this file. The site's shared rules as the plugin reads them.
 *
 * @package Masthead
 */

${constants}`;
}
