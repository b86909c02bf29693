/**
 * Everything that renders a part from content: every node renderer, the
 * slot's guard and contexts, the footer, the page top and the preview bar.
 * The worker's render kit has it from the start; the client adds it to its
 * kit once idle after hydration (after-hydration.ts), or at once when a page
 * must hydrate from its full data (full-page.ts).
 * @module
 */
import type { FrameBasics, SiteFrame } from '../../contract/page-state';
import { SiteFooter } from '../layouts/site-footer';
import { RENDERERS } from '../nodes/renderers';
import { slotParts } from '../nodes/slot-parts';
import { PageTop } from '../pages/page-top';
import { PreviewBar } from '../pages/preview-bar';
import type { RenderKit } from './render-kit';

/** Whether a frame is whole (a page answer's), not the basics a page embeds for hydration. */
function isWholeFrame(site: FrameBasics): site is SiteFrame {
  return 'settings' in site;
}

/** A kit with everything that renders from content added. `iconSprite`: the build's (iconSpritePath), for the footer. */
export function withRenderers(kit: RenderKit, iconSprite: string): RenderKit {
  // The footer needs the whole frame: the worker always has it, and so does a navigation's answer.
  const footer = ({ site, slim }: { site: FrameBasics; slim: boolean }) =>
    isWholeFrame(site) ? <SiteFooter site={site} slim={slim} iconSprite={iconSprite} /> : null;
  return {
    ...kit,
    renderers: RENDERERS,
    slotParts: slotParts(),
    components: { ...kit.components, footer, pageTop: PageTop, previewBar: PreviewBar },
  };
}
