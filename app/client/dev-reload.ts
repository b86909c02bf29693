/**
 * Live reload for `npm run dev` only: build-freshness.ts starts it when the client is built in development mode,
 * and a production build drops it. Once a second it fetches the current page again and reloads when the server
 * would now send a different head or app markup than the page was loaded with. A rebuilt client (new entry and
 * CSS names), a changed component and a changed worker module all show up there, and nothing else does, since
 * the dev server renders every request (RENDERED_PAGE_CACHE=off). Comparing what the server sends, rather than
 * the client's build id, means the reload waits until the worker has picked up the new build, so it never lands
 * on a page that links files of a build the worker does not know yet. No reload guard: every change shows.
 * @module
 */
import { APP_ROOT_ID } from '../dom-ids';

const INTERVAL_MS = 1000;

/** The parts of a document the server decides, serialised by the browser so both sides compare alike. */
export function servedMarkup(doc: Document): string {
  return `${doc.head.innerHTML}\n${doc.getElementById(APP_ROOT_ID)?.innerHTML ?? ''}`;
}

/** `loaded`: servedMarkup(document) taken before hydration changed the page. */
export function reloadOnServerChange(loaded: string): void {
  let path = location.pathname + location.search;
  let shown = loaded;
  const check = async () => {
    const here = location.pathname + location.search;
    try {
      const response = await fetch(here, { cache: 'no-store', headers: { accept: 'text/html' } });
      const served = servedMarkup(new DOMParser().parseFromString(await response.text(), 'text/html'));
      // After a client navigation the page shows what the router rendered: the next answer is the reference.
      if (here !== path) [path, shown] = [here, served];
      else if (served !== shown) {
        console.info('[masthead] dev: the server sends a different page now, reloading');
        location.reload();
        return;
      }
    } catch {
      // The dev server is restarting: try again.
    }
    setTimeout(() => void check(), INTERVAL_MS);
  };
  setTimeout(() => void check(), INTERVAL_MS);
}
