/**
 * The one generic page view (template `default`), loaded on demand on the
 * client: breadcrumbs, the page title (unless the first node renders it),
 * the main slot, and an aside column when the page has one.
 * @module
 */
import type { ContentPage } from '../content/page-state';
import { DateText } from '../nodes/parts/dates';
import { RenderNodes, TITLE_NODE_TYPES } from '../nodes/render-nodes';
import { Breadcrumbs } from './breadcrumbs';
import { PreviewPart } from './preview-part';

export function PageView({ page }: { page: ContentPage }) {
  const { meta } = page.route;
  const main = page.slots.main ?? [];
  const aside = page.slots.aside ?? [];
  const first = main[0];
  const ownsTitle = first !== undefined && TITLE_NODE_TYPES.has(first.type);
  const isPost = meta.post_data.post_type === 'post';
  const body = (
    <div className="page-flow">
      <RenderNodes nodes={main} />
    </div>
  );
  return (
    <div className={`page${aside.length > 0 ? ' page--with-aside' : ''}`}>
      {page.preview ? <PreviewPart preview={page.preview} /> : null}
      <div className="container page__container">
        {meta.breadcrumbs && meta.breadcrumbs.length > 0 ? <Breadcrumbs items={meta.breadcrumbs} /> : null}
        {ownsTitle ? null : (
          <header className="page-header">
            {isPost && meta.category ? <p className="eyebrow">{meta.category}</p> : null}
            <h1 className="page-header__title">{meta.title}</h1>
            {isPost ? (
              <p className="page-header__date">
                <DateText text={meta.post_data.published_date} />
              </p>
            ) : null}
          </header>
        )}
        {aside.length > 0 ? (
          <div className="page-columns">
            {body}
            <aside className="page-aside" aria-label="Related">
              <div className="page-flow page-flow--aside">
                <RenderNodes nodes={aside} lead={false} />
              </div>
            </aside>
          </div>
        ) : (
          body
        )}
      </div>
    </div>
  );
}
