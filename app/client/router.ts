/**
 * The client router: same-origin link clicks become navigations without a
 * page load. Before every change the route pipeline runs (client-plan.ts for
 * the pure steps, then the edge for the redirect lookup and the route table);
 * external redirect targets and previews get a full page load. History keeps
 * each entry's scroll position (the entry restores the first page's itself,
 * scroll-memory.ts); after a change the head is updated, focus moves to the
 * main landmark and the new title is announced.
 * @module
 */

import type { ComponentType } from 'react';
import { MAIN_ID, ROUTE_ANNOUNCER_ID } from '../../contract/dom-ids';
import type { HeadModel } from '../../contract/head-model';
import type { ErrorPage, PageState, SiteFrame } from '../../contract/page-state';
import type { LegacyTable } from '../../contract/routing/legacy-rules';
import { errorHead } from '../error-head';
import { notFoundPage } from '../pages/error-copy';
import type { RenderKit } from '../render/render-kit';
import { planNavigation } from '../routing/client-plan';
import { interceptionFor } from '../routing/link-interception';
import { scrollToAnchor } from './anchors';
import { buildIsStale } from './build-freshness';
import { loadPage } from './data-loader';
import { applyHead } from './head-dom';
import { pageStore } from './page-store';
import { cancelRestore, holdSaves, restoreScroll, savedScrollY, saveScroll } from './scroll-memory';

/** Redirects followed inside one navigation before giving up with a full load. */
const MAX_HOPS = 3;

interface HistoryState {
  scrollY: number;
  /** Names the entry for `leftAt`. */
  key: string;
}

type PendingCommit = { scrollY: number | null; hash: string; focus: boolean; head: HeadModel };

let rules: LegacyTable = {};
/** What the pages the router shows are drawn with: every renderer (startRouter), and the error view once loaded. */
let kit: RenderKit;
let pending: PendingCommit | null = null;
let navigationId = 0;
/** Path and query of the page being shown: a history step that keeps them only scrolls. */
let shownAddress = '';
/** The key of the entry being shown. */
let shownKey = '';
/**
 * Where the reader was when each entry was left, by key. A history step cannot write the entry it leaves (the
 * browser has moved on by `popstate`), and its saved position may be the one before the last scroll (saves wait
 * for scrolling to pause): this remembers the position on screen at the step, so Forward, like Back, returns to it.
 */
const leftAt = new Map<string, number>();

function newKey(): string {
  return Math.random().toString(36).slice(2);
}

function entryKey(state: unknown): string {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : '';
}

/** The entry shown is being left: its position as it is now (not while the screen shows another entry's page). */
function leaving(): void {
  if (shownKey && !pending) leftAt.set(shownKey, Math.round(window.scrollY));
}

async function show(
  page: PageState,
  head: HeadModel,
  url: URL,
  mode: 'push' | 'replace' | 'pop',
  scrollY: number | null,
  site?: SiteFrame,
): Promise<void> {
  if (page.kind === 'error' && !kit.components.errorView) {
    try {
      kit = { ...kit, components: { ...kit.components, errorView: await loadErrorView() } };
    } catch {
      return location.assign(url.toString());
    }
  }
  const href = url.pathname + url.search + url.hash;
  shownKey = mode === 'pop' ? entryKey(history.state) : newKey();
  if (mode === 'push') history.pushState({ scrollY: 0, key: shownKey } satisfies HistoryState, '', href);
  if (mode === 'replace') history.replaceState({ scrollY: 0, key: shownKey } satisfies HistoryState, '', href);
  pending = { scrollY, hash: url.hash, focus: mode !== 'pop', head };
  shownAddress = url.pathname + url.search;
  pageStore.setPage(page, kit, site);
}

export async function navigate(href: string, mode: 'push' | 'replace' | 'pop' = 'push', scrollY: number | null = null): Promise<void> {
  const id = ++navigationId;
  let url = new URL(href, location.href);
  if (mode !== 'pop' && (await buildIsStale())) {
    location.assign(url.toString());
    return;
  }
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const plan = planNavigation(url, rules);
    if (plan.kind === 'full-load') return location.assign(plan.href);
    if (plan.kind === 'not-found') {
      // Decided here, without the edge: the same page and head the worker builds for this 404.
      const page = notFoundPage(plan.path);
      return show(page, errorHead(page, pageStore.get().state.site.name), url, mode, scrollY);
    }
    url = plan.url;
    let answer: Awaited<ReturnType<typeof loadPage>>;
    try {
      answer = await loadPage(url.pathname + url.search);
    } catch (error) {
      // A failed load is logged and navigation continues, here as a full page load.
      console.error('[masthead] page data failed to load:', error);
      return location.assign(url.toString());
    }
    if (id !== navigationId) return; // a newer navigation took over
    if (answer.kind === 'redirect') {
      const next = new URL(answer.location, location.href);
      if (answer.external || next.origin !== location.origin) return location.assign(next.toString());
      next.hash = next.hash || url.hash;
      url = next;
      mode = mode === 'pop' ? 'replace' : mode;
      continue;
    }
    return show(answer.page, answer.head, url, mode, scrollY, answer.site);
  }
  location.assign(url.toString());
}

/** Called after React commits a page: head, scroll, focus and announcement. */
export function afterCommit(): void {
  const commit = pending;
  pending = null;
  if (!commit) return;
  const { head } = commit;
  applyHead(head);
  if (commit.scrollY !== null) restoreScroll(commit.scrollY);
  else {
    cancelRestore();
    if (!commit.hash) window.scrollTo(0, 0);
  }
  if (commit.hash) scrollToAnchor(commit.hash, { focus: commit.focus });
  if (commit.focus) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  const announcer = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (announcer) announcer.textContent = head.title;
}

/** The error view: most visits never show one, so it is a chunk of its own, loaded before an error page is shown. */
async function loadErrorView(): Promise<ComponentType<{ page: ErrorPage }>> {
  return (await import('../pages/error-page')).ErrorPage;
}

/**
 * `restoring`: the entry is bringing the reader back to a saved position (entry.tsx), so a hash waits its turn.
 * `renderKit`: what the pages the router shows are drawn with.
 */
export function startRouter(legacy: LegacyTable, restoring: boolean, renderKit: RenderKit): void {
  rules = legacy;
  kit = renderKit;
  shownAddress = location.pathname + location.search;
  shownKey = entryKey(history.state) || newKey();
  history.replaceState({ ...(history.state as object | null), key: shownKey }, '');
  if (location.hash && !restoring) scrollToAnchor(location.hash);

  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const action = interceptionFor(event, anchor, new URL(location.href));
    if (!action) return;
    event.preventDefault();
    const url = new URL(anchor.href);
    leaving();
    if (action === 'hash') {
      saveScroll();
      shownKey = newKey();
      history.pushState({ scrollY: Math.round(window.scrollY), key: shownKey } satisfies HistoryState, '', url.hash);
      scrollToAnchor(url.hash, { focus: true });
      return;
    }
    saveScroll();
    void navigate(url.toString());
  });

  // A form marked `data-navigate` (the site search: GET, this origin) navigates like a link to its address.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || !form.hasAttribute('data-navigate')) return;
    const url = new URL(form.action);
    if (url.origin !== location.origin || form.method !== 'get') return;
    url.search = new URLSearchParams(new FormData(form) as unknown as string[][]).toString();
    event.preventDefault();
    leaving();
    saveScroll();
    void navigate(url.toString());
  });

  window.addEventListener('popstate', (event) => {
    leaving();
    holdSaves();
    const y = leftAt.get(entryKey(event.state)) ?? savedScrollY(event.state);
    const url = new URL(location.href);
    // Back or forward on the page being shown (a hash step): only scroll.
    if (url.pathname + url.search === shownAddress) {
      shownKey = entryKey(event.state);
      if (y !== null) return restoreScroll(y);
      cancelRestore();
      if (url.hash) scrollToAnchor(url.hash);
      return;
    }
    void navigate(url.toString(), 'pop', y ?? 0);
  });
}
