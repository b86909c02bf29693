/**
 * A page's drawn content markup stored beside its nodes in their Cache API object (worker/render/stored-markup.ts):
 * a new isolate's first sight of a page, its data in the Cache API, is written from it and is byte for byte the
 * page an isolate serves once it has drawn the same nodes itself (a jobs list, which shows the day's roles, renders
 * with the page: the same document, ids aside). A purge of the page's tag drops it, another build ignores it, and
 * for generated content the markup read back writes the page the drawing it was made from writes. On the real
 * Cache API and the reference CMS.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { createElement } from 'react';

import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../app/app';
import { ISLAND_TYPES } from '../../../app/nodes/island-types';
import { PageView } from '../../../app/pages/page-view';
import type { RenderKit } from '../../../app/render/render-kit';
import { mediaBasesOf } from '../../../contract/media-src';
import { NODE_TYPES, type Slots } from '../../../contract/nodes';
import type { ContentPage } from '../../../contract/page-state';
import type { DataAnswer } from '../../../contract/routing/data-answer';
import { narrowedNewsListOf } from '../../../contract/routing/news-lists';
import { pageTag } from '../../../contract/tags';
import { build } from '../../../worker/builds';
import { EDGE_LAYOUT, partsOf } from '../../../worker/cache/edge-objects';
import { sanitizeSlots } from '../../../worker/cms/cms-kit';
import { ContentService } from '../../../worker/cms/content-service';
import { parseSlots } from '../../../worker/cms/parse-nodes';
import { configOf, nowOf } from '../../../worker/env';
import { createSite } from '../../../worker/index';
import { createIsolate } from '../../../worker/isolate/isolate';
import { RequestLog } from '../../../worker/observability/request-log';
import { siteFrame } from '../../../worker/render/app-state';
import { drawnNodes } from '../../../worker/render/drawn-nodes';
import { markupPart, storedMarkup } from '../../../worker/render/stored-markup';
// The worker's own renderer: the one its drawings are made with (two renderers of one tree's contexts warn).
import { renderToString } from '../../../worker/render/string-renderer.cjs';
import { cms } from '../../helpers/cms';
import { freshIsolate, isolateParts, recordPurge } from '../../helpers/isolate';
import { runs } from '../../helpers/property-runs';
import { plainKit } from '../../helpers/render-kit';
import { getWith } from '../../helpers/site-with';
import { arbitraryNodeOf } from '../../wordpress/unit/schema-arbitrary';

const RENDER_EVERY_TIME = { RENDERED_PAGE_CACHE: 'off', CACHE_FRESH_SECONDS: '3600' };
const CMS = 'http://127.0.0.1:8788';
const ANOTHER_BUILD = { ...build, timestamp: build.timestamp + 1 };

interface RouteLike {
  path: string;
  meta: { gone?: boolean };
}
const { routes } = (await (await fetch(`${CMS}/routes`)).json()) as { routes: RouteLike[] };
const PAGES = routes.filter((route) => !route.meta.gone).map((route) => route.path);

/** React's generated ids, numbered in order of appearance (nodes drawn apart take `_main-R_…_`). */
function sameIds(html: string): string {
  const seen = new Map<string, string>();
  return html.replace(/_(?:main-|aside-)?R_[0-9a-z]+_/g, (id) => {
    if (!seen.has(id)) seen.set(id, `ID${seen.size}`);
    return seen.get(id)!;
  });
}

/** A content service of a new isolate's, with stored markup drawn by a drawing of the test's own for `made`. */
function serviceFor(version: string, made = build, purges: Record<string, number> = {}) {
  const config = configOf(env);
  const background: Promise<unknown>[] = [];
  const nodes = drawnNodes();
  const service = new ContentService(config, new RequestLog(), version, {
    preview: false,
    waitUntil: (promise) => background.push(promise),
    cache: () => caches.default,
    purges,
    markup: storedMarkup(made, nodes, plainKit(), async () => undefined),
    ...isolateParts(config),
  });
  return { service, nodes, settle: async () => Promise.all(background.splice(0)) };
}

/** The nodes stored markup is for: no islands, no jobs lists (the day's roles), no news filters (the path's counts). */
const drawable = (slots: Slots) =>
  Object.values(slots)
    .flat()
    .filter((node) => !ISLAND_TYPES.has(node.type) && node.type !== 'jobs-list' && node.type !== 'news-filters');

describe('stored markup beside the nodes', () => {
  it('is written with the nodes, taken by a new isolate, ignored by another build, dropped by a purge of the page', async () => {
    const [path, slug] = ['/imagine/', 'imagine'];
    const version = `markup-${crypto.randomUUID()}`;
    const loading = serviceFor(version);
    const loaded = await loading.service.slots(slug, path);
    await loading.settle();
    expect(drawable(loaded).length).toBeGreaterThan(2);
    const object = await caches.default.match(`${configOf(env).SITE_ORIGIN}/__cache/v${version}/${EDGE_LAYOUT}/page${path}`);
    const parts = partsOf(object!.headers.get('x-masthead-parts'), await object!.text())!;
    const [nodes, markup] = [parts.get('nodes')!, parts.get(markupPart(build))!];
    expect(markup, "the build's markup part").toBeDefined();
    expect([markup.storedAt, markup.tags], "the nodes' store time and tags").toEqual([nodes.storedAt, nodes.tags]);
    expect(markup.tags).toContain(pageTag(path));

    await cms.reset();
    const reading = serviceFor(version);
    const read = await reading.service.slots(slug, path);
    expect((await cms.counts())['/nodes'] ?? 0, 'from the Cache API').toBe(0);
    for (const node of drawable(read)) expect(reading.nodes.markupOf(node)?.html, node.type).toEqual(expect.any(String));

    const other = serviceFor(version, ANOTHER_BUILD);
    for (const node of Object.values(await other.service.slots(slug, path)).flat()) {
      expect(other.nodes.markupOf(node), `another build: ${node.type}`).toBeUndefined();
    }

    const purged = serviceFor(version, build, { [pageTag(path)]: Date.now() + 1 });
    const reloaded = await purged.service.slots(slug, path);
    expect((await cms.counts())['/nodes'], 'reloaded after the purge').toBe(1);
    for (const node of Object.values(reloaded).flat()) expect(purged.nodes.markupOf(node), `purged: ${node.type}`).toBeUndefined();
    await purged.settle();
    const rewritten = await caches.default.match(`${configOf(env).SITE_ORIGIN}/__cache/v${version}/${EDGE_LAYOUT}/page${path}`);
    const after = partsOf(rewritten!.headers.get('x-masthead-parts'), await rewritten!.text())!;
    expect(after.get(markupPart(build))!.storedAt, 'drawn again from the reloaded nodes').toBe(after.get('nodes')!.storedAt);
    expect(after.get(markupPart(build))!.storedAt).toBeGreaterThan(markup.storedAt);
  });
});

describe('a page written from stored markup', () => {
  // A new content version: every page's object is written by this build's first load of it.
  beforeAll(async () => {
    await recordPurge(env.SITE_STATE, { everything: true }, 60_000);
  });

  it.each(PAGES)('%s: first sight in a new isolate is the page an isolate that drew it serves', async (path) => {
    const drawing = createSite(freshIsolate());
    const get = async (site: typeof drawing) => (await getWith(RENDER_EVERY_TIME, path, {}, site)).text();
    const first = await get(drawing);
    await get(drawing);
    const drawn = await get(drawing);
    const stored = await get(createSite(freshIsolate()));
    const otherBuild = await get(createSite(createIsolate({ build: ANOTHER_BUILD })));
    expect(otherBuild, 'another build renders the content with the page').toBe(first);
    const answer = (await (await getWith(RENDER_EVERY_TIME, `/__data?path=${encodeURIComponent(path)}`)).json()) as DataAnswer;
    const slots = answer.kind === 'page' && answer.page.kind === 'content' ? answer.page.slots : {};
    // A jobs list (the day's roles) and a narrowed news list (its stories, read with each request) are filled at the
    // request: the page renders with them, so its ids are numbered apart from the stored drawing's.
    const filled =
      narrowedNewsListOf(path) !== null ||
      Object.values(slots).some((nodes) => nodes.some((node) => node.type === 'jobs-list' || node.type === 'news-filters'));
    if (filled) expect(sameIds(stored), 'a list filled at the request renders with the page: ids aside').toBe(sameIds(drawn));
    else expect(stored).toBe(drawn);
    // Nodes drawn apart carry ids of their own: first sight shows them only when written from stored markup.
    if (/_main-R_/.test(drawn) && !filled) expect(first).not.toBe(stored);
  });
});

describe('stored markup of generated content', () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '<', '>', '&', '"', "'", 'é', '’', '😀', '/', '\n'), maxLength: 12 });
  // A jobs list and news filters render with the page (the site-wide test above covers them): their drawn ids are their own.
  const types = NODE_TYPES.filter((type) => type !== 'jobs-list' && type !== 'news-filters');
  const node = fc.constantFrom(...types).chain((type) => arbitraryNodeOf(type, { text, numbers: { min: 0, max: 4 } }));
  const config = configOf(env);
  const noCache = async () => undefined;

  it('writes the page its drawing writes, for any nodes', async () => {
    const answer = (await (await getWith(RENDER_EVERY_TIME, '/__data?path=%2F')).json()) as DataAnswer;
    if (answer.kind !== 'page' || answer.page.kind !== 'content') throw new Error('/ is not a content page');
    const base = answer.page;
    const frame = new ContentService(config, new RequestLog(), 'generated', {
      preview: false,
      waitUntil: () => undefined,
      ...isolateParts(config),
    });
    const site = await siteFrame(config, frame, nowOf(config));
    const page = (slots: Slots): ContentPage => ({ ...base, slots });
    const written = (slots: Slots, kit: RenderKit, hoisted: string) =>
      hoisted + renderToString(createElement(App, { state: { buildId: build.id, site, page: page(slots) }, kit, PageView }));
    await fc.assert(
      fc.asyncProperty(fc.array(node, { maxLength: 5 }), fc.array(node, { maxLength: 3 }), async (main, aside) => {
        const slots = sanitizeSlots(parseSlots({ main, aside }).slots, mediaBasesOf(config));
        // Drawn by the isolate that shows them: seen once, then drawn.
        const drawing = drawnNodes();
        const drawingKit = plainKit({ drawnNode: drawing.markupOf });
        drawing.draw(page(slots), drawingKit);
        const drawn = written(slots, drawingKit, drawing.draw(page(slots), drawingKit));
        // Drawn apart and stored; read back by a new isolate onto its own copy of the nodes.
        const text = await storedMarkup(build, drawnNodes(), plainKit(), noCache).draw(slots);
        const copy = structuredClone(slots);
        const adopting = drawnNodes();
        if (text !== null) expect(storedMarkup(build, adopting, plainKit(), noCache).adopt(copy, text)).toBe(true);
        const adoptingKit = plainKit({ drawnNode: adopting.markupOf });
        expect(written(copy, adoptingKit, adopting.draw(page(copy), adoptingKit))).toBe(drawn);
      }),
      { numRuns: runs(200) },
    );
  });
});
