/**
 * The one generic page view (template `default`): the preview bar on a
 * draft, the page's top (breadcrumbs, and the title unless the first node
 * renders it), the main slot, and an aside column when the page has one.
 * Each part is drawn markup or rendered (render-kit.tsx `Part`); the slots
 * go where slot-layout.ts says.
 * @module
 */
import type { ContentPage } from '../../contract/page-state';
import { RenderNodes } from '../nodes/render-nodes';
import { Part } from '../render/render-kit';
import { slotPlace } from './slot-layout';

const MAIN = slotPlace('main');
const ASIDE = slotPlace('aside');

export function PageView({ page }: { page: ContentPage }) {
  const main = page.slots[MAIN.slot] ?? [];
  const aside = page.slots[ASIDE.slot] ?? [];
  const body = (
    <div className={MAIN.flowClass}>
      <RenderNodes nodes={main} lead={MAIN.lead} preview={Boolean(page.preview)} />
    </div>
  );
  return (
    <div className={`page${aside.length > 0 ? ' page--with-aside' : ''}`}>
      {page.preview ? <Part part="previewBar" preview={page.preview} /> : null}
      <div className="container page__container">
        <Part part="pageTop" page={page} />
        {aside.length > 0 ? (
          <div className="page-columns">
            {body}
            <aside className="page-aside" aria-label="Related">
              <div className={ASIDE.flowClass}>
                <RenderNodes nodes={aside} lead={ASIDE.lead} preview={Boolean(page.preview)} />
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
