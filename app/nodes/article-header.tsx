/**
 * The header of a news article or press release: category, title, standfirst,
 * byline with the publication date, and the lead image.
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { DateText } from './parts/dates';
import { useIsLead } from './parts/lead';
import { Picture } from './parts/picture';

export function ArticleHeader({ node }: { node: NodeOf<'article-header'> }) {
  const lead = useIsLead(node);
  const Title = lead ? 'h1' : 'h2';
  return (
    <header className="article-header">
      {node.category ? <p className="eyebrow article-header__category">{node.category}</p> : null}
      <Title className="article-header__title">{node.title}</Title>
      {node.standfirst ? <p className="article-header__standfirst">{node.standfirst}</p> : null}
      <p className="article-header__byline">
        {node.author ? <span className="article-header__author">{node.author}</span> : null}
        <DateText text={node.date} />
      </p>
      {node.image ? (
        <figure className="article-header__figure">
          <Picture image={node.image} />
        </figure>
      ) : null}
    </header>
  );
}
