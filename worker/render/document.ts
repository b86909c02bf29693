/**
 * The HTML document around the React app, as strings: the head goes out as
 * soon as the route is known, the body once the app is rendered. No inline
 * script runs: state travels in a JSON data block, the entry is an external
 * module, so the CSP needs no nonce and rendered pages can be cached whole.
 * @module
 */

import type { RenderKit } from '../../app/render/render-kit';
import { APP_ROOT_ID, ROUTE_ANNOUNCER_ID, STATE_ELEMENT_ID } from '../../contract/dom-ids';
import type { HeadModel } from '../../contract/head-model';
import type { AppState } from '../../contract/page-state';
import { APP_BASE } from '../../contract/routing/build-paths';
import type { BuildInfo } from '../builds';
import { buildHead } from '../head/build-head';
import type { HeldBytes, HtmlPart } from './html-parts';
import { hydrationStateWriter } from './hydration-state';
import { headTags } from './serialize';

/** The dev server's entry and stylesheet, under APP_BASE: the two paths scripts/vite-dev-client.ts serves. */
const DEV_ENTRY = '@masthead/dev-entry.js';
const DEV_STYLESHEET = 'app/styles/index.css';

export function documentStart(head: HeadModel, build: BuildInfo): string {
  const css = build.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const preload = build.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return (
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#14213d">' +
    `${headTags(head)}${css}<link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    `<script type="module" src="${build.entry}"></script>${preload}</head><body>`
  );
}

interface HeldHead {
  name: string;
  origin: string;
  menus: object;
  build: BuildInfo;
}

/** The document around the app, with what the isolate keeps of it: one per renderer (renderer.ts). */
export class DocumentParts {
  /** Document starts by route entry: a cached route is the same object on every request (see `head`). */
  readonly #heads = new WeakMap<object, HeldHead>();
  readonly #devBuilds = new WeakMap<BuildInfo, Map<string, BuildInfo>>();
  readonly #hydrationState: ReturnType<typeof hydrationStateWriter>;

  constructor(private readonly held: HeldBytes) {
    this.#hydrationState = hydrationStateWriter(held);
  }

  /**
   * The client the document links: the build, or in `npm run dev` (DEV_CLIENT_ORIGIN, worker/env.ts) Vite's dev
   * server's entry and stylesheet with no preloads, under the build's id (its files stay on disk for build
   * freshness). One object per build and origin, so the held heads stay valid.
   */
  client(build: BuildInfo, devClient: string | undefined): BuildInfo {
    if (!devClient) return build;
    const byOrigin = this.#devBuilds.get(build) ?? new Map<string, BuildInfo>();
    this.#devBuilds.set(build, byOrigin);
    let dev = byOrigin.get(devClient);
    if (!dev) {
      const base = `${devClient}${APP_BASE}`;
      dev = { ...build, entry: `${base}${DEV_ENTRY}`, preload: [], css: [`${base}${DEV_STYLESHEET}`] };
      byOrigin.set(devClient, dev);
    }
    return dev;
  }

  /**
   * The document's start for a state. A public page's head depends on its
   * route entry and the site frame only (a job's JSON-LD reads its node, and a
   * draft's head is its own), so it is written once per route entry and frame
   * and reused while both are the ones the isolate holds.
   */
  head(state: AppState, build: BuildInfo): HtmlPart {
    const { page, site } = state;
    if (page.kind !== 'content' || page.preview || page.slots.main?.some((node) => node.type === 'job-detail')) {
      return documentStart(buildHead(state), build);
    }
    let held = this.#heads.get(page.route);
    if (!held || held.name !== site.name || held.origin !== site.origin || held.menus !== site.menus || held.build !== build) {
      held = { name: site.name, origin: site.origin, menus: site.menus, build };
      this.#heads.set(page.route, held);
    }
    // Written at the entry's first use; its text then, its bytes from the second (html-parts.ts).
    return this.held(held, () => documentStart(buildHead(state), build));
  }

  /** The app, the route announcer and the state for hydration, which leaves out what the HTML already shows (hydration-state.ts). */
  end(app: readonly HtmlPart[], state: AppState, kit: RenderKit): HtmlPart[] {
    return [
      `<div id="${APP_ROOT_ID}">`,
      ...app,
      `</div><div id="${ROUTE_ANNOUNCER_ID}" class="visually-hidden" aria-live="assertive" aria-atomic="true"></div>` +
        `<script type="application/json" id="${STATE_ELEMENT_ID}">`,
      ...this.#hydrationState(state, kit.renderers),
      '</script></body></html>',
    ];
  }
}
