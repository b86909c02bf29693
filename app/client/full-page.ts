/**
 * The fallback when a page's document does not match its state (adopt-page.ts
 * found no element for a drawn node): the full page from `/__data`, and a
 * kit with every renderer, so the page hydrates from complete content.
 * Loaded only then.
 * @module
 */
import type { ContentPage } from '../../contract/page-state';
import { iconSpritePath } from '../../contract/routing/build-paths';
import { DATA_PATH, type DataAnswer } from '../../contract/routing/data-answer';
import type { RenderKit } from '../render/render-kit';
import { withRenderers } from '../render/rendered-parts';

/** `buildId`: this page's build, whose icon sprite the footer points into. */
export async function fullPage(frame: RenderKit, buildId: string): Promise<{ page: ContentPage; kit: RenderKit }> {
  const response = await fetch(`${DATA_PATH}?path=${encodeURIComponent(location.pathname + location.search)}`, {
    headers: { accept: 'application/json' },
  });
  const answer = (await response.json()) as DataAnswer;
  if (answer.kind !== 'page') throw new Error(`page data answered ${answer.kind}`);
  return { page: answer.page, kit: withRenderers(frame, iconSpritePath(buildId)) };
}
