/**
 * `npm run dev` only: the dev server's entry (scripts/vite-dev-client.ts) loads this module before the client
 * entry; no build includes it. Components the client renders change by React Fast Refresh and styles by Vite's
 * stylesheet swap, with the page's state kept. What only the worker draws (content nodes, the page top and the
 * footer, which the client adopts from the server's markup: adopt-page.ts) and what the worker decides changes
 * when the worker reloads: scripts/start.ts then sends `masthead:worker-reloaded`, and this module fetches the
 * page again and applies, in place, what the server now sends differently from before. Text and attributes
 * change where they are; markup the client adopted is replaced inside its element; the rest of the page keeps
 * its state (an open `<details>`, a typed field). When the head or the hydration state changed, or an element
 * the client rendered changed its structure, the page reloads instead.
 * @module
 */

import { APP_ROOT_ID, STATE_ELEMENT_ID } from '../../contract/dom-ids';
import type { HydrationState } from '../../contract/page-state';
import { ISLAND_TYPES } from '../nodes/island-types';
import { SLOT_LAYOUT } from '../pages/slot-layout';

/** Sent by scripts/start.ts when `wrangler dev` has reloaded the worker. */
const WORKER_RELOADED = 'masthead:worker-reloaded';
/** How often the path is checked: after a client navigation, the served page of the new path is the reference. */
const PATH_CHECK_MS = 500;

interface Served {
  head: string;
  state: string;
  app: Element;
}

function servedOf(doc: Document): Served | null {
  const app = doc.getElementById(APP_ROOT_ID);
  if (!app) return null;
  return { head: doc.head.innerHTML, state: doc.getElementById(STATE_ELEMENT_ID)?.textContent ?? '', app: app.cloneNode(true) as Element };
}

async function fetchServed(path: string): Promise<Served | null> {
  const response = await fetch(path, { cache: 'no-store', headers: { accept: 'text/html' } });
  return servedOf(new DOMParser().parseFromString(await response.text(), 'text/html'));
}

/** The elements whose content the client adopted from the server's markup as it is (adopt-page.ts). */
function adoptedElements(app: Element, state: string): Set<Element> {
  const found = new Set<Element>(
    app.querySelectorAll('footer.site-footer, .preview-banner, .page__container > :is(nav.breadcrumbs, header.page-header)'),
  );
  const sent = JSON.parse(state || '{}') as Partial<HydrationState>;
  if (sent.page?.kind !== 'content') return found;
  for (const { slot, selector } of SLOT_LAYOUT) {
    // Paired as adopt-page.ts pairs them: one element per drawn node or island, in order.
    const nodes = (sent.page.slots[slot] ?? []).filter((node) => 'drawn' in node || ISLAND_TYPES.has(node.type));
    const children = app.querySelector(selector)?.children ?? [];
    nodes.forEach((node, index) => {
      const element = children[index];
      if (element && 'drawn' in node && node.drawn) found.add(element);
    });
  }
  return found;
}

/** Child nodes without comments (the server separates adjacent texts with `<!-- -->`; the client does not). */
const childrenOf = (node: Node) => [...node.childNodes].filter((child) => child.nodeType !== Node.COMMENT_NODE);
const shape = (nodes: Node[]) => nodes.map((node) => node.nodeName).join();

/** The attributes the server changed between `before` and `after`, applied to `live` (its own are kept). */
function patchAttributes(before: Element, after: Element, live: Element): void {
  for (const name of new Set([...before.getAttributeNames(), ...after.getAttributeNames()])) {
    const value = after.getAttribute(name);
    if (value === before.getAttribute(name)) continue;
    if (value === null) live.removeAttribute(name);
    else live.setAttribute(name, value);
  }
}

/**
 * Applies to `live` what changed from `before` to `after` (both as the server sent them). False when that cannot
 * be done in place: the page must reload.
 */
function patch(before: Node, after: Node, live: Node, adopted: ReadonlySet<Element>, inAdopted: boolean): boolean {
  if (before.isEqualNode(after) || live.isEqualNode(after)) return true;
  if (after.nodeType === Node.TEXT_NODE) {
    if (live.nodeType !== Node.TEXT_NODE) return false;
    live.nodeValue = after.nodeValue;
    return true;
  }
  if (!(before instanceof Element && after instanceof Element && live instanceof Element)) return false;
  if (before.localName !== after.localName || live.localName !== after.localName) return false;
  const within = inAdopted || adopted.has(live);
  const [was, now, shown] = [childrenOf(before), childrenOf(after), childrenOf(live)];
  if (shape(was) === shape(now) && shape(shown) === shape(was)) {
    patchAttributes(before, after, live);
    return now.every((child, index) => patch(was[index]!, child, shown[index]!, adopted, within));
  }
  // A new structure: only inside markup the client adopted, which React never looks into.
  if (!within) return false;
  patchAttributes(before, after, live);
  live.innerHTML = after.innerHTML;
  return true;
}

const here = () => location.pathname + location.search;

function start(hot: NonNullable<ImportMeta['hot']>): void {
  const loaded = servedOf(document);
  const root = document.getElementById(APP_ROOT_ID);
  if (!loaded || !root) return;
  const adopted = adoptedElements(root, loaded.state);
  let path = here();
  let reference: Promise<Served | null> = Promise.resolve(loaded);
  let queue = Promise.resolve();

  setInterval(() => {
    if (here() === path) return;
    // A client navigation: the router rendered this page (nothing is adopted), and the server's answer now is
    // what it showed.
    path = here();
    adopted.clear();
    reference = fetchServed(path).catch(() => null);
  }, PATH_CHECK_MS);

  const refresh = async () => {
    const [before, after] = [await reference, await fetchServed(path)];
    if (!after) return;
    reference = Promise.resolve(after);
    const why = !before
      ? 'no earlier answer to compare with'
      : before.head !== after.head
        ? 'the head changed'
        : before.state !== after.state
          ? 'the hydration state changed'
          : patch(before.app, after.app, root, adopted, false)
            ? null
            : 'markup the client renders changed its structure';
    if (!why) return;
    console.info(`[masthead] dev: the worker changed this page (${why}), reloading`);
    location.reload();
  };
  hot.on(WORKER_RELOADED, () => {
    queue = queue.then(refresh).catch(() => undefined);
  });
}

if (import.meta.hot) start(import.meta.hot);
