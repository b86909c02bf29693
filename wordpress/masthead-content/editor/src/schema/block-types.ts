/**
 * The `masthead/{type}` blocks (docs/decisions/011-wordpress-back-end.md, "Blocks and nodes"): one per node
 * type but `rich-text` (WordPress's own text blocks express it). Their attributes are the node's fields, read
 * from the site's schemas; what the CMS fills (news items, jobs) is no attribute. `blockJson` is what the
 * build writes as each block's block.json; `fieldsOf` is the block's form.
 * @module
 */
import { z } from 'zod';
import { NODE_TYPES, NodeSchema, type NodeType } from '../../../../../contract/nodes';
import { attributeOf, type Field, fieldsOfObject, type JsonSchema } from './fields';

export type BlockType = Exclude<NodeType, 'rich-text'>;

/** Fields the CMS fills from live content (scripts/wordpress/block-markup.ts `storedFields` leaves them out). */
export const FILLED_BY_CMS: Partial<Record<BlockType, readonly string[]>> = {
  'news-list': ['items', 'pagination'],
  'jobs-list': ['jobs'],
  'news-filters': ['types', 'brands'],
};

interface Catalogue {
  title: string;
  description: string;
  /** A dashicon's name. */
  icon: string;
}

const CATALOGUE: Record<BlockType, Catalogue> = {
  hero: { title: 'Hero', description: 'The opening panel of a page: heading, text, image and a call to action.', icon: 'cover-image' },
  heading: { title: 'Section heading', description: 'A heading (h2 or h3) with an optional anchor.', icon: 'heading' },
  image: { title: 'Picture', description: 'One image from the media library, with a caption.', icon: 'format-image' },
  'image-with-text': { title: 'Image with text', description: 'An image beside text, on either side.', icon: 'align-pull-left' },
  'card-grid': { title: 'Card grid', description: 'Cards in two, three or four columns.', icon: 'grid-view' },
  'brand-grid': { title: 'Brand grid', description: 'Brand tiles in their colours, linking to each brand page.', icon: 'screenoptions' },
  'brand-facts': { title: 'Brand facts', description: 'A brand’s key figures and its social links.', icon: 'chart-bar' },
  stats: { title: 'Statistics', description: 'Large figures with labels.', icon: 'chart-line' },
  quote: { title: 'Pull quote', description: 'A quotation with its attribution.', icon: 'format-quote' },
  accordion: { title: 'Accordion', description: 'Questions and answers that open one at a time.', icon: 'list-view' },
  table: { title: 'Data table', description: 'A table of text with header cells and a caption.', icon: 'editor-table' },
  cta: { title: 'Call to action', description: 'A panel with a heading, text and one link.', icon: 'megaphone' },
  'news-list': { title: 'News list', description: 'The newest articles, as cards or a list (filled by WordPress).', icon: 'excerpt-view' },
  'article-header': {
    title: 'Article header',
    description: 'An article’s title, date, category, standfirst and image.',
    icon: 'media-document',
  },
  'news-filters': {
    title: 'News filters',
    description: 'The news by type and by brand, with their counts, for the list the page shows (filled by the site).',
    icon: 'filter',
  },
  downloads: { title: 'Downloads', description: 'Files to download, with their format and size.', icon: 'download' },
  'jobs-list': { title: 'Jobs list', description: 'The open jobs (filled by WordPress).', icon: 'businessperson' },
  'job-detail': { title: 'Job detail', description: 'One job advert with its facts and how to apply.', icon: 'id' },
  'contact-details': { title: 'Contact details', description: 'Offices with their addresses and contacts by email.', icon: 'location' },
  carousel: { title: 'Carousel', description: 'Slides with images that scroll sideways.', icon: 'images-alt2' },
  'social-links': { title: 'Social links', description: 'Links to social networks, with their icons.', icon: 'share' },
  video: { title: 'Site video', description: 'A video from the media library, with a poster and captions.', icon: 'video-alt3' },
  audio: { title: 'Site audio', description: 'An audio clip from the media library, with a caption.', icon: 'format-audio' },
  embed: { title: 'Video facade', description: 'A YouTube or Vimeo video, loaded only when a reader clicks play.', icon: 'embed-video' },
};

/**
 * Types that core blocks express (core/video, core/audio, core/embed: includes/block-nodes.php): their Masthead
 * blocks carry imported content, and stay out of the inserter so an editor sees one block for each.
 */
const CORE_EXPRESSED: ReadonlySet<BlockType> = new Set(['video', 'audio', 'embed']);

export const BLOCK_TYPES = NODE_TYPES.filter((type): type is BlockType => type !== 'rich-text');

/** A block's title and dashicon. */
export function blockTitle(type: BlockType): { title: string; icon: string } {
  return { title: CATALOGUE[type].title, icon: CATALOGUE[type].icon };
}

/** The node schema of a type, as JSON Schema (input side: defaults are not required). */
function jsonSchemaOf(type: BlockType): JsonSchema {
  const schema = NodeSchema.options.find((option) => option.shape.type.value === type)!;
  return z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
}

/** The block's fields: the node's, less `type` and what the CMS fills. */
export function fieldsOf(type: BlockType): Field[] {
  return fieldsOfObject(jsonSchemaOf(type), ['type', ...(FILLED_BY_CMS[type] ?? [])]);
}

/** The block.json of `masthead/slot`: another slot of the page (`aside`), holding its blocks as inner blocks. */
export function slotBlockJson(): Record<string, unknown> {
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    // 3: the iframed canvas of WordPress 6.3 and later (2 is deprecated from 6.9); 6.1 reads it as 2.
    apiVersion: 3,
    name: 'masthead/slot',
    title: 'Side column',
    category: 'masthead',
    icon: 'align-pull-right',
    description: 'Blocks shown in another part of the page: the side column (slot “aside”).',
    keywords: ['masthead', 'aside', 'slot'],
    textdomain: 'masthead-content',
    attributes: { name: { type: 'string' } },
    supports: { html: false, customClassName: false },
    editorScript: 'masthead-blocks-editor',
    editorStyle: 'masthead-site-canvas',
  };
}

/** The block.json of a type's block; the scripts and styles are handles blocks.php registers. */
export function blockJson(type: BlockType): Record<string, unknown> {
  const { title, description, icon } = CATALOGUE[type];
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    // 3: the iframed canvas of WordPress 6.3 and later (2 is deprecated from 6.9); 6.1 reads it as 2.
    apiVersion: 3,
    name: `masthead/${type}`,
    title,
    category: 'masthead',
    icon,
    description,
    keywords: ['masthead', type],
    textdomain: 'masthead-content',
    attributes: Object.fromEntries(fieldsOf(type).map((field) => [field.key, attributeOf(field)])),
    // No "Edit as HTML" (the block stores no markup) and no extra class (the site would drop it).
    supports: { html: false, customClassName: false, ...(CORE_EXPRESSED.has(type) ? { inserter: false } : {}) },
    editorScript: 'masthead-blocks-editor',
    editorStyle: 'masthead-site-canvas',
  };
}
