/**
 * News and press releases, newest first: cards, or a compact dated list of
 * rows; both with a thumbnail. Each item shows its date (`<time>` with the
 * ISO date), category and a title link.
 * @module
 */
import { useId } from 'react';
import { newsPageNumber } from '../../contract/news-pages';
import type { NewsItem, NodeOf } from '../../contract/nodes';
import { FEED_PATH } from '../../contract/routing/site-paths';
import { Icon } from '../icons/icon';
import { DateText } from './parts/dates';
import { type ItemHeading, itemHeading } from './parts/item-heading';
import { SmartLink } from './parts/link';
import { NewsPager } from './parts/news-pager';
import { DISPLAY_WIDTH, Picture } from './parts/picture';
import { SectionHeader } from './parts/section-header';

export function NewsList({ node }: { node: NodeOf<'news-list'> }) {
  const id = useId();
  const items = node.limit ? node.items.slice(0, node.limit) : node.items;
  const titleLevel = itemHeading(node.heading);
  // The news index (the paged list) offers its feed, visibly: readers and journalists subscribe from here.
  const action = node.viewAll ? (
    <SmartLink href={node.viewAll.href} className="text-link">
      {node.viewAll.label}
      <Icon name="arrow-right" size={18} className="icon--inline" />
    </SmartLink>
  ) : node.pagination && isNewsIndex(node.pagination) ? (
    <a href={FEED_PATH} className="text-link news__feed" type="application/rss+xml">
      <Icon name="rss" size={18} />
      RSS feed of the news
    </a>
  ) : null;
  return (
    <section className="block news" aria-labelledby={node.heading ? id : undefined}>
      <SectionHeader id={id} heading={node.heading} action={action} />
      {items.length === 0 ? (
        <p className="empty-state">There is no news to show yet.</p>
      ) : node.layout === 'list' ? (
        <ol className="news-rows" role="list">
          {items.map((item) => (
            <NewsRow key={item.href} item={item} titleLevel={titleLevel} />
          ))}
        </ol>
      ) : (
        <ul className="news-grid" role="list">
          {items.map((item) => (
            <NewsCard key={item.href} item={item} titleLevel={titleLevel} />
          ))}
        </ul>
      )}
      {node.pagination ? <NewsPager pagination={node.pagination} /> : null}
    </section>
  );
}

/**
 * Whether a paged list is the news index, whose feed is all the news: a narrowed list (a brand's, paged at
 * `/news/topgear/page-2/`) links only its own feed, from its page.
 */
function isNewsIndex({ previous, next }: NonNullable<NodeOf<'news-list'>['pagination']>): boolean {
  return [previous, next].every((path) => path === undefined || newsPageNumber(path) !== null);
}

function NewsMeta({ item }: { item: NewsItem }) {
  return (
    <p className="news-meta">
      {item.category ? <span className="news-meta__category">{item.category}</span> : null}
      <DateText text={item.date} className="news-meta__date" />
    </p>
  );
}

function NewsCard({ item, titleLevel: Title }: { item: NewsItem; titleLevel: ItemHeading }) {
  return (
    <li className="news-card card--link">
      <NewsThumb item={item} className="news-card__media" />
      <div className="news-card__body">
        <NewsMeta item={item} />
        <Title className="news-card__title">
          <SmartLink href={item.href} className="card__link">
            {item.title}
          </SmartLink>
        </Title>
        {item.excerpt ? <p className="news-card__excerpt">{item.excerpt}</p> : null}
      </div>
    </li>
  );
}

function NewsRow({ item, titleLevel: Title }: { item: NewsItem; titleLevel: ItemHeading }) {
  return (
    <li className="news-row card--link">
      <NewsThumb item={item} className="news-row__media" />
      <div className="news-row__main">
        <NewsMeta item={item} />
        <Title className="news-row__title">
          <SmartLink href={item.href} className="card__link">
            {item.title}
          </SmartLink>
        </Title>
        {item.excerpt ? <p className="news-row__excerpt">{item.excerpt}</p> : null}
      </div>
      <Icon name="arrow-right" size={20} className="news-row__arrow" />
    </li>
  );
}

/** The item's image, or a drawn panel naming its category when it has none: every card and row has a thumbnail. */
function NewsThumb({ item, className }: { item: NewsItem; className: string }) {
  return (
    <div className={className}>
      {item.image ? (
        <Picture image={item.image} displayWidth={DISPLAY_WIDTH.card} />
      ) : (
        <div className="news-card__placeholder" aria-hidden="true">
          <span>{item.category ?? 'News'}</span>
        </div>
      )}
    </div>
  );
}
