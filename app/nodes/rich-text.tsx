/**
 * Rich text: CMS HTML, sanitised by the worker before it reaches the page; in
 * the main slot its headings carry their section ids, and a long page's first
 * sections open with the contents list (parts/section-outline.ts).
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { withSectionIds } from './parts/section-html';
import { useSectionOutline } from './parts/section-outline';

export function RichText({ node }: { node: NodeOf<'rich-text'> }) {
  const outline = useSectionOutline();
  const ids = outline.ids.get(node);
  // A long page (one with a contents list) links each of its headings to itself.
  const html = ids
    ? withSectionIds(node.html, ids, outline.contents?.node === node ? outline.contents.entries : null, outline.contents !== null)
    : node.html;
  return <div className="prose node-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
