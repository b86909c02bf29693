/**
 * Previous and next links of the paged news index: plain `<a href>` links, so
 * crawlers follow them and the client router navigates them like any link.
 * `rel` marks the neighbours for tools that still read it.
 * @module
 */
import type { NodeOf } from '../../../contract/nodes';
import { Icon } from '../../icons/icon';

type Pagination = NonNullable<NodeOf<'news-list'>['pagination']>;

export function NewsPager({ pagination }: { pagination: Pagination }) {
  const { page, pages, previous, next } = pagination;
  if (pages <= 1) return null;
  return (
    <nav className="news-pager" aria-label="News pages">
      {previous ? (
        <a href={previous} rel="prev" className="text-link news-pager__previous">
          <Icon name="arrow-left" size={18} className="icon--inline" />
          Newer news
        </a>
      ) : null}
      <p className="news-pager__status">{`Page ${page} of ${pages}`}</p>
      {next ? (
        <a href={next} rel="next" className="text-link news-pager__next">
          Older news
          <Icon name="arrow-right" size={18} className="icon--inline" />
        </a>
      ) : null}
    </nav>
  );
}
