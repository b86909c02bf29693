/**
 * Nodes as WordPress's own blocks, as its block editor saves them, for the nodes a core block holds exactly (no
 * field the block cannot carry): a plain table, a quote without a role, a heading-less list of files, a video
 * without text tracks, an audio clip, a YouTube or Vimeo video without its own title or poster. The importer
 * writes the pack's core-blocks page this way (export-pack.ts), so the parity and every-page-editable tests hold
 * the plugin's core-block conversion (includes/block-nodes.php) to the reference CMS's nodes on every WordPress
 * line CI runs. Media paths (`/media/…`) become the uploads addresses the import copies them to. Pure.
 * @module
 */
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

/** The node as core blocks (several for a list of files), or null when no core block holds it exactly. */
export function coreBlockOf(node: ContentNodeInput): string | null {
  switch (node.type) {
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
      if (node.role !== undefined || node.quote === '' || !plain(node.quote) || !optional(node.attribution)) return null;
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
