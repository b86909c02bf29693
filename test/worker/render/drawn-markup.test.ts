/**
 * Markup drawn once and reused (the header per frame and section, the footer
 * per frame, the page's top and the head per route entry, each content node per content object,
 * the state's unchanging parts, all kept as bytes) makes the same document as
 * rendering everything afresh. For every page of the sample pack, a job and an
 * error page, served three times with the rendered-page cache off: the first
 * time the nodes render with the page (content seen once is not drawn), the
 * second time they are drawn, the third the page is written from drawn markup
 * alone. The second and third are byte-identical, and the first is the same
 * document, ids aside; its head is the head built afresh, its state is the
 * state built afresh, and its app markup is a plain React render of fresh
 * copies of the same content, ids aside (nodes drawn apart from the page take
 * ids of their own).
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../app/app';
import { RENDERERS } from '../../../app/nodes/renderers';
import { PageTop } from '../../../app/pages/page-top';
import { showsPageHeader } from '../../../app/pages/page-top-parts';
import { PageView } from '../../../app/pages/page-view';
import type { AdoptedMarkup } from '../../../app/render/markup';
import { drawnElement } from '../../../app/render/render-kit';
import { APP_ROOT_ID, ROUTE_ANNOUNCER_ID, STATE_ELEMENT_ID } from '../../../contract/dom-ids';
import type { AppState, ContentPage, ErrorPage as ErrorPageState } from '../../../contract/page-state';
import type { DataAnswer } from '../../../contract/routing/data-answer';
import { build } from '../../../worker/builds';
import { ContentService } from '../../../worker/cms/content-service';
import { configOf, nowOf } from '../../../worker/env';
import { buildHead } from '../../../worker/head/build-head';
import { RequestLog } from '../../../worker/observability/request-log';
import { siteFrame } from '../../../worker/render/app-state';
import { documentStart } from '../../../worker/render/document';
import { drawnNodes } from '../../../worker/render/drawn-nodes';
import { hydrationState } from '../../../worker/render/hydration-state';
import { pageTopMemo } from '../../../worker/render/page-top-memo';
import { parseElements, parseMarkup } from '../../../worker/render/parse-markup';
// The worker's own renderer: a second renderer of the same contexts warns ("multiple renderers concurrently").
import { renderToString } from '../../../worker/render/string-renderer.cjs';
import { isolateParts } from '../../helpers/isolate';
import { plainKit } from '../../helpers/render-kit';
import { RENDER_EVERY_TIME, samplePages } from '../../helpers/sample-pages';
import { getWith } from '../../helpers/site-with';

const PAGES = await samplePages();

/** React's generated ids (`_R_…_`, and `_main-R_…_` for nodes drawn apart), numbered in order of appearance. */
function sameIds(html: string): string {
  const seen = new Map<string, string>();
  return html.replace(/_(?:main-|aside-|top-)?R_[0-9a-z]+_/g, (id) => {
    if (!seen.has(id)) seen.set(id, `ID${seen.size}`);
    return seen.get(id)!;
  });
}

function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from + start.length);
  expect(from, `${start} in the document`).toBeGreaterThanOrEqual(0);
  expect(to, `${end} in the document`).toBeGreaterThan(from);
  return html.slice(from + start.length, to);
}

/** The state of a page built from scratch: a content service of its own (new objects, nothing drawn for them) and the page as /__data gives it. */
async function freshState(path: string): Promise<AppState> {
  const config = configOf(env);
  const content = new ContentService(config, new RequestLog(), `fresh-${crypto.randomUUID()}`, {
    preview: false,
    waitUntil: () => undefined,
    ...isolateParts(config),
  });
  const answer = (await (await getWith(RENDER_EVERY_TIME, `/__data?path=${encodeURIComponent(path)}`)).json()) as DataAnswer;
  if (answer.kind === 'redirect') throw new Error(`${path} redirects`);
  const page: ContentPage | ErrorPageState = structuredClone(answer.page);
  return { buildId: build.id, site: await siteFrame(config, content, nowOf(config)), page };
}

describe('drawn markup', () => {
  // One test per page: the time limit guards a hang, and a busy machine's slower renders never add up to it.
  it.each(PAGES)('serves %s as a fresh render would', async (path) => {
    const first = await (await getWith(RENDER_EVERY_TIME, path)).text();
    const again = await getWith(RENDER_EVERY_TIME, path);
    const second = await again.text();
    const servedResponse = await getWith(RENDER_EVERY_TIME, path);
    const served = await servedResponse.text();
    // Nodes the isolate holds settle within the turn, so the page goes whole, for browsers to keep (page/response.ts);
    // a streamed page (no-cache) means the render waited on something it already had.
    for (const response of [again, servedResponse])
      expect(response.headers.get('cache-control'), `${path}: sent whole`).not.toBe('no-cache');
    expect(served, `${path}: drawn, then written from drawn markup: the same bytes`).toBe(second);
    expect(sameIds(first), `${path}: first sight (rendered with the page) is the same document`).toBe(sameIds(served));

    const state = await freshState(path);
    const head = served.slice(0, served.indexOf('<body>') + '<body>'.length);
    expect(head, `${path}: head`).toBe(documentStart(buildHead(state), build));
    const sent = JSON.parse(between(served, `id="${STATE_ELEMENT_ID}">`, '</script>'));
    expect(sent, `${path}: state`).toEqual(JSON.parse(JSON.stringify(hydrationState(state, RENDERERS))));
    const app = between(served, `<div id="${APP_ROOT_ID}">`, `</div><div id="${ROUTE_ANNOUNCER_ID}"`);
    const plain = renderToString(createElement(App, { state, kit: plainKit(), PageView }));
    expect(sameIds(app), `${path}: app markup`).toBe(sameIds(plain));
  });
});

describe('content nodes drawn once per content object', () => {
  it('draws a slot the second time it renders, renders islands every time, and draws new objects afresh', async () => {
    const state = await freshState('/');
    const page = state.page as ContentPage;
    const main = page.slots.main!;
    expect(main.some((node) => node.type === 'carousel')).toBe(true);
    const nodes = drawnNodes();
    const kit = plainKit();
    const drawnMarkupOf = (node: object | undefined) => (node ? nodes.markupOf(node) : undefined);
    // First sight: rendered with the page, nothing drawn.
    expect(nodes.draw(page, kit)).toBe('');
    for (const node of main) expect(drawnMarkupOf(node), node.type).toBeUndefined();
    nodes.draw(page, kit);
    for (const node of main) {
      if (node.type === 'carousel') expect(drawnMarkupOf(node), 'an island').toBeUndefined();
      else expect(drawnMarkupOf(node)?.html, node.type).toEqual(expect.any(String));
    }
    const drawn = drawnMarkupOf(main.find((node) => node.type === 'stats'));
    // Drawn again for a new object with the same content: the same markup, a separate drawing.
    const copy = structuredClone(main);
    expect(drawnMarkupOf(copy.find((node) => node.type === 'stats'))).toBeUndefined();
    nodes.draw({ ...page, slots: { main: copy } }, kit);
    expect(drawnMarkupOf(copy.find((node) => node.type === 'stats')), 'a new object, seen once').toBeUndefined();
    nodes.draw({ ...page, slots: { main: copy } }, kit);
    const redrawn = drawnMarkupOf(copy.find((node) => node.type === 'stats'));
    expect(redrawn).toEqual(drawn);
    expect(redrawn).not.toBe(drawn);
  });

  it('draws nothing for a draft', () => {
    const node = { type: 'heading', text: 'Draft heading', level: 2 } as never;
    const draft = { kind: 'content', path: '/x/', route: {} as never, slots: { main: [node] }, preview: {} as never } as ContentPage;
    expect(drawnNodes().draw(draft, plainKit())).toBe('');
  });
});

describe("the page's top drawn once per route entry", () => {
  const kit = plainKit();
  const written = (markup: readonly AdoptedMarkup[]) =>
    renderToString(createElement(Fragment, null, ...markup.map((element, index) => drawnElement(kit, element, index))));
  const CONTENT_PAGES = PAGES.filter((path) => path !== '/no-such-page-here/' && !/^\/jobs\/[^/]+$/.test(path));

  it.each(CONTENT_PAGES)('draws the top of %s the second time its route renders, as PageTop renders it', async (path) => {
    const { page } = await freshState(path);
    if (page.kind !== 'content') throw new Error(`${path} is not a content page`);
    const tops = pageTopMemo();
    tops.draw(page);
    expect(tops.find(page), 'first sight: rendered with the page').toBeNull();
    tops.draw(page);
    const drawn = tops.find(page);
    expect(drawn, 'drawn the second time').not.toBeNull();
    expect(sameIds(written(drawn!))).toBe(sameIds(renderToString(createElement(PageTop, { page }))));
  });

  it('matches only the route entry, path and page header it was drawn for, and draws nothing for a draft', async () => {
    const { page } = await freshState('/news/');
    if (page.kind !== 'content') throw new Error('/news/ is not a content page');
    const tops = pageTopMemo();
    tops.draw(page);
    tops.draw(page);
    expect(tops.find(page)).not.toBeNull();
    expect(tops.find({ ...page, path: '/news/other/' }), 'another path').toBeNull();
    // The page header shown where it was not, or not where it was: the first node owning the title, or no nodes.
    const main = showsPageHeader(page) ? [{ type: 'article-header' } as never, ...(page.slots.main ?? [])] : [];
    expect(tops.find({ ...page, slots: { ...page.slots, main } }), 'the page header shown otherwise').toBeNull();
    const copy = { ...page, route: structuredClone(page.route) };
    expect(tops.find(copy), 'a new route entry').toBeNull();
    tops.draw(copy);
    expect(tops.find(copy), 'a new route entry, seen once').toBeNull();
    const draft = { ...page, route: structuredClone(page.route), preview: {} as never };
    tops.draw(draft);
    tops.draw(draft);
    expect(tops.find(draft), 'a draft').toBeNull();
  });
});

describe('reading drawn markup back', () => {
  it('takes consecutive elements one by one, whatever they nest', () => {
    const tag = fc.constantFrom('nav', 'header', 'div', 'section', 'p');
    const element = fc.record({
      tag,
      className: fc.stringMatching(/^[a-z][a-z -]{0,10}$/),
      text: fc.stringMatching(/^[^<>&"]{0,12}$/),
      nested: fc.nat(3),
    });
    fc.assert(
      fc.property(fc.array(element, { minLength: 1, maxLength: 4 }), (elements) => {
        const inner = elements.map(({ tag, text, nested }) => `${`<${tag} class="x">`.repeat(nested)}${text}${`</${tag}>`.repeat(nested)}`);
        const html = elements.map(({ tag, className }, index) => `<${tag} class="${className}">${inner[index]}</${tag}>`).join('');
        expect(parseElements(html)).toEqual(
          elements.map(({ tag, className }, index) => ({ tag, props: { className }, html: inner[index] })),
        );
      }),
    );
  });

  it('refuses what is not elements all through', () => {
    expect(parseElements('<nav>a</nav>text')).toBeNull();
    expect(parseElements('<nav>a</nav><img src="/x.png">')).toBeNull();
    expect(parseElements('<nav>a<nav>b</nav>')).toBeNull();
    expect(parseElements('')).toEqual([]);
  });

  it('takes one element with its attributes as React props and its inner HTML', () => {
    expect(
      parseMarkup('<section class="a b" aria-labelledby="x" tabindex="-1" data-k="1&amp;2"><h2 id="x">T &lt;3</h2></section>'),
    ).toEqual({
      tag: 'section',
      props: { className: 'a b', 'aria-labelledby': 'x', tabIndex: '-1', 'data-k': '1&2' },
      html: '<h2 id="x">T &lt;3</h2>',
    } satisfies AdoptedMarkup);
  });

  it('keeps boolean attributes true, so React writes them again', () => {
    expect(parseMarkup('<div hidden=""><p>x</p></div>')?.props).toEqual({ hidden: true });
  });

  it('refuses what is not one element, and inline style', () => {
    expect(parseMarkup('<p>a</p><p>b</p>')).toBeNull();
    expect(parseMarkup('')).toBeNull();
    expect(parseMarkup('<p style="color:red">a</p>')).toBeNull();
  });
});
