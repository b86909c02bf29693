/**
 * The one generic page view (template `default`): the page's top
 * (breadcrumbs, and the title unless the first node renders it), the main
 * slot, and an aside column when the page has one.
 * @module
 */
import type { ContentPage } from '../../contract/page-state';
import { RenderNodes } from '../nodes/render-nodes';
import { PageTopPart } from './page-top-part';
import { PreviewPart } from './preview-part';

export function PageView({ page }: { page: ContentPage }) {
  const main = page.slots.main ?? [];
  const aside = page.slots.aside ?? [];
  const body = (
    <div className="page-flow">
      <RenderNodes nodes={main} />
    </div>
  );
  return (
    <div className={`page${aside.length > 0 ? ' page--with-aside' : ''}`}>
      {page.preview ? <PreviewPart preview={page.preview} /> : null}
      <div className="container page__container">
        <PageTopPart page={page} />
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
