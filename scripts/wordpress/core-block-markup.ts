/**
 * Nodes as WordPress's own blocks, as its block editor saves them, for the nodes a core block holds exactly (no
 * field the block cannot carry): a plain table, a quote without a role, a heading-less list of files, a video
 * without text tracks, an audio clip, a YouTube or Vimeo video without its own title or poster, an image of the
 * library, a picture beside paragraphs, and rich text of paragraphs, headings, lists, columns of paragraphs, calls
 * to action, galleries, code, preformatted text and rules (a Group of Paragraph, Heading, List, Columns, Buttons,
 * Gallery, Code, Preformatted and Separator blocks). The importer writes the pack's core-blocks page this way (export-pack.ts), so
 * the parity and every-page-editable tests hold the plugin's core-block conversion (includes/block-nodes.php) to
 * the reference CMS's nodes on every WordPress line CI runs; a second page (otherCoreBlockOf) writes the nodes
 * WordPress has a second block for. Media paths (`/media/…`) become the uploads addresses
 * the import copies them to. Pure.
 * @module
 */
import { type DefaultTreeAdapterTypes, parseFragment, serialize, serializeOuter } from 'parse5';
import type { ContentNodeInput } from '../../contract/nodes';
import { serializeBlockAttributes } from './block-markup';

/** Where WordPress keeps uploads (the plugin reads `/wp-content/uploads/x` back as `/media/x`). */
const UPLOADS = '/wp-content/uploads/';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Text the plugin reads back unchanged: it collapses runs of whitespace and trims. */
const plain = (text: string) => text === text.replace(/\s+/g, ' ').trim();
/** An optional text a block holds: absent, or plain and not empty (an empty caption is no caption). */
const optional = (text: string | undefined) => text === undefined || (text !== '' && plain(text));
const uploads = (src: string) => (src.startsWith('/media/') ? `${UPLOADS}${src.slice('/media/'.length)}` : null);
const caption = (text: string | undefined) => (text ? `<figcaption class="wp-element-caption">${escapeHtml(text)}</figcaption>` : '');

function block(name: string, attributes: Record<string, unknown>, html: string): string {
  const attrs = Object.keys(attributes).length > 0 ? ` ${serializeBlockAttributes(attributes)}` : '';
  return `<!-- wp:${name}${attrs} -->\n${html}\n<!-- /wp:${name} -->`;
}

type Element = DefaultTreeAdapterTypes.Element;

/** The block editor's own form of inner blocks: each block's comments around it, blank lines between blocks. */
const inner = (blocks: string[]) => blocks.join('\n\n');
const elementsOf = (parent: { childNodes: DefaultTreeAdapterTypes.ChildNode[] }) =>
  parent.childNodes.filter((child): child is Element => 'tagName' in child);
const classOf = (element: Element) => element.attrs.find((attribute) => attribute.name === 'class')?.value;
const bare = (element: Element) => element.attrs.length === 0;

/**
 * An image as core/image writes it without a library id (the plugin finds the upload by its file), or null when
 * a core image cannot hold it: other widths (WordPress makes those itself), text the plugin would not read back.
 */
function imageBlockOf(image: { src: string; alt: string; sizes?: unknown[] }, text?: string): string | null {
  const src = uploads(image.src);
  if (!src || image.sizes?.length || !plain(image.alt) || !optional(text)) return null;
  const figure = `<figure class="wp-block-image size-full"><img src="${escapeHtml(src)}" alt="${escapeHtml(image.alt)}"/>${caption(text)}</figure>`;
  return block('image', { sizeSlug: 'full', linkDestination: 'none' }, figure);
}

/** A paragraph as core/paragraph; null when it carries attributes no paragraph block writes, or is empty (the plugin
 * leaves out the empty paragraphs the editor leaves behind). */
function paragraphOf(element: Element): string | null {
  const empty =
    serialize(element)
      .replace(/<[^>]*>/g, '')
      .trim() === '';
  return element.tagName === 'p' && bare(element) && !empty ? block('paragraph', {}, serializeOuter(element)) : null;
}

/**
 * One top-level element of rich text as the core block that writes it: a paragraph, a rule, code, the site's
 * columns of paragraphs and its calls to action (the classes includes/block-nodes.php draws Columns and Buttons
 * with); null for anything else.
 */
function richBlockOf(element: Element): string | null {
  const children = elementsOf(element);
  if (element.tagName === 'hr' && bare(element))
    return block('separator', {}, '<hr class="wp-block-separator has-alpha-channel-opacity"/>');
  if (
    element.tagName === 'pre' &&
    bare(element) &&
    element.childNodes.length === 1 &&
    children[0]?.tagName === 'code' &&
    bare(children[0])
  ) {
    return block('code', {}, `<pre class="wp-block-code">${serializeOuter(children[0])}</pre>`);
  }
  const heading = /^h([2-4])$/.exec(element.tagName);
  if (heading && bare(element) && serialize(element).trim() !== '') {
    // 6.1's form, without the class later editors add: they read it as it is, and the plugin drops that class.
    return block('heading', heading[1] === '2' ? {} : { level: Number(heading[1]) }, serializeOuter(element));
  }
  if ((element.tagName === 'ul' || element.tagName === 'ol') && bare(element) && element.childNodes.length > 0) {
    const items = element.childNodes.every(
      (child) => 'tagName' in child && child.tagName === 'li' && bare(child) && serialize(child).trim() !== '',
    );
    if (items) return block('list', element.tagName === 'ol' ? { ordered: true } : {}, serializeOuter(element));
    return null;
  }
  if (element.tagName === 'pre' && bare(element) && !children.some((child) => child.tagName === 'code')) {
    return block('preformatted', {}, `<pre class="wp-block-preformatted">${serialize(element)}</pre>`);
  }
  if (element.tagName === 'div' && classOf(element) === 'content-columns' && element.attrs.length === 1) {
    const columns = children.map((column) => {
      if (column.tagName !== 'div' || classOf(column) !== 'content-column' || column.attrs.length !== 1) return null;
      const paragraphs = elementsOf(column).map(paragraphOf);
      if (paragraphs.length === 0 || paragraphs.includes(null) || column.childNodes.length !== paragraphs.length) return null;
      return block('column', {}, `<div class="wp-block-column">${inner(paragraphs as string[])}</div>`);
    });
    if (columns.length === 0 || columns.includes(null) || element.childNodes.length !== columns.length) return null;
    return block('columns', {}, `<div class="wp-block-columns">${inner(columns as string[])}</div>`);
  }
  const gallery = /^content-gallery content-gallery--([2-6])$/.exec(classOf(element) ?? '');
  if (element.tagName === 'div' && gallery && element.attrs.length === 1) {
    // The site's grid of figures, each an image of the size the file has, with its caption.
    const images = children.map((figure) => {
      const [img, figcaption, ...rest] = elementsOf(figure);
      const attribute = (name: string) => img?.attrs.find((candidate) => candidate.name === name)?.value ?? '';
      const text =
        figcaption?.tagName === 'figcaption' && figcaption.childNodes.every((child) => child.nodeName === '#text')
          ? serialize(figcaption)
          : undefined;
      if (figure.tagName !== 'figure' || !bare(figure) || img?.tagName !== 'img' || rest.length || (figcaption && text === undefined))
        return null;
      return imageBlockOf({ src: attribute('src'), alt: attribute('alt') }, text);
    });
    if (images.length === 0 || images.includes(null)) return null;
    const classes = `wp-block-gallery has-nested-images columns-${gallery[1]} is-cropped`;
    return block(
      'gallery',
      { columns: Number(gallery[1]), linkTo: 'none' },
      `<figure class="${classes}">${inner(images as string[])}</figure>`,
    );
  }
  if (element.tagName === 'p' && classOf(element) === 'content-buttons' && element.attrs.length === 1) {
    // The plugin writes the buttons' links anew, one space between them: only that form reads back the same.
    const links = children.map((link) => {
      const href = link.attrs.find((attribute) => attribute.name === 'href')?.value;
      const label = link.childNodes.every((child) => child.nodeName === '#text') ? serialize(link) : '';
      if (link.tagName !== 'a' || classOf(link) !== 'button button--primary' || !href || label === '' || !plain(label)) return null;
      return block(
        'button',
        {},
        `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${escapeHtml(href)}">${label}</a></div>`,
      );
    });
    const spaced = element.childNodes.every((child, index) =>
      index % 2 === 0 ? 'tagName' in child : child.nodeName === '#text' && serializeOuter(child) === ' ',
    );
    if (links.length === 0 || links.includes(null) || !spaced) return null;
    return block('buttons', {}, `<div class="wp-block-buttons">${inner(links as string[])}</div>`);
  }
  return paragraphOf(element);
}

/** A quote a core Quote or Pullquote holds exactly: no role, plain text, an optional plain attribution. */
const blockQuote = (node: { role?: unknown; quote: string; attribution?: string }) =>
  node.role === undefined && node.quote !== '' && plain(node.quote) && optional(node.attribution);

/** Rich text of paragraphs alone, as Paragraph blocks; null when it holds anything else or nothing. */
function paragraphBlocks(html: string): string[] | null {
  const fragment = parseFragment(html);
  const blocks = elementsOf(fragment).map(paragraphOf);
  return blocks.length > 0 && !blocks.includes(null) && fragment.childNodes.length === blocks.length ? (blocks as string[]) : null;
}

/** The node as core blocks (several for a list of files), or null when no core block holds it exactly. */
export function coreBlockOf(node: ContentNodeInput): string | null {
  switch (node.type) {
    case 'image':
      return imageBlockOf(node.image, node.caption);
    case 'image-with-text': {
      // Media & Text: a library picture beside paragraphs, on either side; no heading or call to action of its own.
      const src = uploads(node.image.src);
      const texts = paragraphBlocks(node.html);
      const right = node.imagePosition === 'right';
      if (!src || node.imagePosition === 'behind' || node.image.sizes?.length || !plain(node.image.alt)) return null;
      if (node.heading !== undefined || node.cta || !texts) return null;
      const media = `<figure class="wp-block-media-text__media"><img src="${escapeHtml(src)}" alt="${escapeHtml(node.image.alt)}"/></figure>`;
      const content = `<div class="wp-block-media-text__content">${inner(texts)}</div>`;
      const classes = `wp-block-media-text alignwide${right ? ' has-media-on-the-right' : ''} is-stacked-on-mobile`;
      const attributes = right ? { mediaPosition: 'right', mediaType: 'image' } : { mediaType: 'image' };
      return block('media-text', attributes, `<div class="${classes}">${right ? content + media : media + content}</div>`);
    }
    case 'rich-text': {
      // In a Group: the plugin draws a group's blocks as a node of their own, so rich text beside other rich text
      // stays apart, as the reference CMS has it. Elements only: the plugin joins blocks' markup without a gap.
      const fragment = parseFragment(node.html);
      const blocks = fragment.childNodes.map((child) => ('tagName' in child ? richBlockOf(child) : null));
      if (blocks.length === 0 || blocks.includes(null)) return null;
      return block('group', {}, `<div class="wp-block-group">${inner(blocks as string[])}</div>`);
    }
    case 'table': {
      const cells = [...node.head, ...node.rows.flat()];
      const empty = node.head.length === 0 && node.rows.length === 0;
      if (empty || !cells.every(plain) || !optional(node.caption) || node.rows.some((row) => row.length === 0)) return null;
      const row = (tag: 'th' | 'td', items: string[]) => `<tr>${items.map((item) => `<${tag}>${escapeHtml(item)}</${tag}>`).join('')}</tr>`;
      const head = node.head.length > 0 ? `<thead>${row('th', node.head)}</thead>` : '';
      const body = node.rows.length > 0 ? `<tbody>${node.rows.map((cells) => row('td', cells)).join('')}</tbody>` : '';
      // Fixed layout named off: later lines default it on, and the saved markup must be the same on each.
      return block(
        'table',
        { hasFixedLayout: false },
        `<figure class="wp-block-table"><table>${head}${body}</table>${caption(node.caption)}</figure>`,
      );
    }
    case 'quote': {
      if (!blockQuote(node)) return null;
      const cite = node.attribution ? `<cite>${escapeHtml(node.attribution)}</cite>` : '';
      return block(
        'pullquote',
        {},
        `<figure class="wp-block-pullquote"><blockquote><p>${escapeHtml(node.quote)}</p>${cite}</blockquote></figure>`,
      );
    }
    case 'downloads': {
      if (node.heading !== undefined) return null;
      const files = node.files.map((file) => {
        const href = uploads(file.href);
        const extension = /\.([a-z0-9]+)$/i.exec(file.href)?.[1]?.toUpperCase();
        if (!href || file.size !== undefined || extension !== file.format || file.title === '' || !plain(file.title)) return null;
        const link = `<a href="${escapeHtml(href)}">${escapeHtml(file.title)}</a>`;
        const button = `<a href="${escapeHtml(href)}" class="wp-block-file__button wp-element-button" download>Download</a>`;
        return block('file', { href }, `<div class="wp-block-file">${link}${button}</div>`);
      });
      return files.every((file) => file !== null) && files.length > 0 ? files.join('\n\n') : null;
    }
    case 'video': {
      const src = uploads(node.src);
      const poster = node.poster ? uploads(node.poster.src) : '';
      if (!src || poster === null || (node.tracks ?? []).length > 0 || !optional(node.caption)) return null;
      const posterAttribute = poster ? ` poster="${escapeHtml(poster)}"` : '';
      return block(
        'video',
        {},
        `<figure class="wp-block-video"><video controls${posterAttribute} src="${escapeHtml(src)}"></video>${caption(node.caption)}</figure>`,
      );
    }
    case 'audio': {
      const src = uploads(node.src);
      if (!src || (node.tracks ?? []).length > 0 || !optional(node.caption)) return null;
      return block(
        'audio',
        {},
        `<figure class="wp-block-audio"><audio controls src="${escapeHtml(src)}"></audio>${caption(node.caption)}</figure>`,
      );
    }
    case 'embed': {
      const plainHref = /^https:\/\/[^\s"<>]+$/.test(node.href);
      if (node.title !== undefined || node.poster !== undefined || !plainHref || !optional(node.caption)) return null;
      const provider = node.provider;
      const attributes = {
        url: node.href,
        type: 'video',
        providerNameSlug: provider,
        responsive: true,
        className: 'wp-embed-aspect-16-9 wp-has-aspect-ratio',
      };
      const classes = `wp-block-embed is-type-video is-provider-${provider} wp-block-embed-${provider} wp-embed-aspect-16-9 wp-has-aspect-ratio`;
      return block(
        'embed',
        attributes,
        `<figure class="${classes}"><div class="wp-block-embed__wrapper">\n${node.href}\n</div>${caption(node.caption)}</figure>`,
      );
    }
    default:
      return null;
  }
}

/**
 * The node as the other core block that holds it, where WordPress has two for one node: a quote as Quote (in
 * WordPress 6.1's form, which later lines read through their deprecations), a picture behind paragraphs as a
 * Cover, an accordion as Details blocks (6.3 and later; the importer writes them
 * as Masthead's Accordion on a line without Details). Null for any other node, or one these cannot hold exactly.
 */
export function otherCoreBlockOf(node: ContentNodeInput): string | null {
  switch (node.type) {
    case 'quote': {
      if (!blockQuote(node)) return null;
      const cite = node.attribution ? `<cite>${escapeHtml(node.attribution)}</cite>` : '';
      return block('quote', {}, `<blockquote class="wp-block-quote"><p>${escapeHtml(node.quote)}</p>${cite}</blockquote>`);
    }
    case 'image-with-text': {
      const src = uploads(node.image.src);
      const texts = paragraphBlocks(node.html);
      const behind = node.imagePosition === 'behind';
      if (!src || !behind || node.image.sizes?.length || !plain(node.image.alt) || node.heading !== undefined || node.cta) return null;
      if (!texts) return null;
      const html =
        '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>' +
        `<img class="wp-block-cover__image-background" alt="${escapeHtml(node.image.alt)}" src="${escapeHtml(src)}" data-object-fit="cover"/>` +
        `<div class="wp-block-cover__inner-container">${inner(texts)}</div></div>`;
      return block('cover', { url: src, dimRatio: 50 }, html);
    }
    case 'accordion': {
      if (node.heading !== undefined || node.items.length === 0) return null;
      const items = node.items.map((item) => {
        const texts = paragraphBlocks(item.html);
        if (item.title === '' || !plain(item.title) || !texts) return null;
        const summary = `<summary>${escapeHtml(item.title)}</summary>`;
        return block('details', {}, `<details class="wp-block-details">${summary}${inner(texts)}</details>`);
      });
      return items.includes(null) ? null : items.join('\n\n');
    }
    default:
      return null;
  }
}
