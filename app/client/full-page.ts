/**
 * The fallback when a page's document does not match its state (adopt-page.ts
 * found no element for a drawn node): the full page from `/__data` and every
 * renderer, so the page hydrates from complete content. Loaded only then.
 * @module
 */
import type { ContentPage } from '../../contract/page-state';
import '../nodes/renderers';
import type { DataAnswer } from '../routing/data-answer';

export async function fullPage(): Promise<ContentPage> {
  const response = await fetch(`/__data?path=${encodeURIComponent(location.pathname + location.search)}`, {
    headers: { accept: 'application/json' },
  });
  const answer = (await response.json()) as DataAnswer;
  if (answer.kind !== 'page') throw new Error(`page data answered ${answer.kind}`);
  return answer.page;
}
