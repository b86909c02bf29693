/**
 * What a content page shows above its nodes: the breadcrumbs and, unless the
 * first node renders the title itself, the page header (eyebrow, title,
 * date). It has no behaviour, so the client adopts it from the document
 * (render-kit.tsx `Part`, app/client/adopt-page.ts) and this renderer loads after hydration, with the
 * node renderers.
 * @module
 */
import type { ContentPage } from '../../contract/page-state';
import { DateText } from '../nodes/parts/dates';
import { Breadcrumbs } from './breadcrumbs';
import { pageTopParts } from './page-top-parts';
import { trailOf } from './trail';

export function PageTop({ page }: { page: ContentPage }) {
  const { meta } = page.route;
  const parts = pageTopParts(page);
  const isPost = meta.post_data.post_type === 'post';
  const trail = trailOf(page.route);
  return (
    <>
      {parts.breadcrumbs && trail ? <Breadcrumbs items={trail} current={{ title: meta.title, href: page.path }} /> : null}
      {parts.header ? (
        <header className="page-header">
          {isPost && meta.category ? <p className="eyebrow">{meta.category}</p> : null}
          <h1 className="page-header__title">{meta.title}</h1>
          {isPost ? (
            <p className="page-header__date">
              <DateText text={meta.post_data.published_date} />
            </p>
          ) : null}
        </header>
      ) : null}
    </>
  );
}
