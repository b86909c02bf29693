/**
 * Rich text: CMS HTML, sanitised by the worker before it reaches the page.
 * @module
 */
import type { NodeOf } from '../../contract/nodes';

export function RichText({ node }: { node: NodeOf<'rich-text'> }) {
  return <div className="prose node-rich-text" dangerouslySetInnerHTML={{ __html: node.html }} />;
}
