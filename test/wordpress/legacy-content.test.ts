/**
 * A publisher's posts as years of use leave them (issue 56), compared item by item with what the site serves. The
 * legacy content fixture (scripts/wordpress/legacy-content-fixture.ts, written by wordpress/local/legacy-fixture.php)
 * holds a classic-editor post using each shortcode and auto-embed, synced patterns nested in a post, and blocks
 * hidden from readers everywhere and per viewport; it is written before these tests and removed after them. For
 * each item: the page's status and head, its text and links, every media address it names served with 200, the
 * nodes the content API answers, and the preview an editor sees. An editor's save, trashing or restoring of a
 * pattern purges every page drawing it: the next request shows the change.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLASSIC_VIDEOS, legacyContentFixture, PRESS_LINE, PRESS_LINE_EDITED } from '../../scripts/wordpress/legacy-content-fixture.ts';
import { type LegacyManifest, runLegacyFixture } from '../../scripts/wordpress/legacy-fixture.ts';
import { adapterFor } from '../contract/adapters';
import { api, cmses, get, nodesQuery, seen, type TestCms } from '../contract/api';

const cms = () => cmses().find((candidate) => candidate.name === 'wordpress') as TestCms;
/** The instance's state folder, as test/wordpress/global-setup.ts names it after WordPress's port. */
const state = () => `.build/wordpress/test-${new URL(inject('wordpress').url).port}`;
const fixture = legacyContentFixture();
let manifest: LegacyManifest;

interface Served {
  html: string;
  /** What lies in `<main>`. */
  main: string;
  /** The main content's words, tags taken out and spaces joined. */
  text: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** A page the site serves at an address (200). */
async function served(url: string): Promise<Served> {
  const answer = await get(url, { headers: { accept: 'text/html' } });
  expect(answer.status, seen(answer)).toBe(200);
  const main = /<main[\s\S]*<\/main>/.exec(answer.text)?.[0] ?? '';
  const text = decode(main.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/ ([.,])/g, '$1');
  return { html: answer.text, main, text };
}

const page = (path: string) => served(`${cms().site}${path}`);

/** Every media address a piece of markup names (`src`, `srcset`, `poster`, `href` under `/media/`). */
function mediaOf(html: string): string[] {
  const found = new Set<string>();
  for (const [, value] of html.matchAll(/\b(?:src|poster|href)="(\/media\/[^"]+)"/g)) found.add(decode(value!));
  for (const [, set] of html.matchAll(/\bsrcset="([^"]+)"/g))
    for (const item of decode(set!).split(',')) found.add(item.trim().split(/\s+/)[0]!);
  return [...found];
}

beforeAll(() => {
  manifest = runLegacyFixture(state(), 'write', fixture)!;
});

afterAll(() => {
  runLegacyFixture(state(), 'remove', fixture);
});

describe('classic content reads as it did on the old site', () => {
  it('each shortcode and auto-embed is the site’s node, no bracket text reaches readers, and every file is served', async () => {
    const { html, main, text } = await page('/legacy-classic-story/');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('Legacy classic story');
    expect(html).toContain(`<link rel="canonical" href="${new URL(cms().site).origin}/legacy-classic-story/">`);
    // No excerpt written: the description is the start of what readers read, as WordPress and the SEO plugins make one.
    const summary =
      'First paragraph of the classic story, with a link to who we are. The newsroom at night Before after. The end of the classic story. Read the team.';
    expect(html).toContain(`<meta name="description" content="${summary}">`);
    expect(html).toContain(`<meta property="og:description" content="${summary}">`);
    // Its card in the news list sums it up the same way, as WordPress's lists did.
    const news = await api(cms(), '/news?page=1&limit=1000');
    expect(news.status, seen(news)).toBe(200);
    const card = (news.json as { items: { href: string; excerpt: string }[] }).items.find((item) => item.href === '/legacy-classic-story/');
    expect(card?.excerpt, 'the classic story’s card').toBe(summary);
    // Paragraphs by wpautop, a link kept; the unknown plugin's shortcode gone with no trace, its neighbours kept.
    expect(text).toContain('First paragraph of the classic story, with a link to who we are.');
    expect(main).toContain('<a href="/who-we-are/">a link to who we are</a>');
    expect(text).toMatch(/Before after\./);
    expect(text).toContain('The end of the classic story.');
    expect(main).toContain('<a href="/who-we-are/#team">the team</a>');
    expect(text).not.toMatch(/\[\/?(?:caption|gallery|embed|video|audio|contact-form-7)\b/);
    // [caption]: an image with its caption.
    expect(main).toMatch(/<img [^>]*alt="The newsroom"/);
    expect(main).toContain('<figcaption class="figure__caption">The newsroom at night</figcaption>');
    // [gallery]: the Gallery block's grid of two.
    const gallery = /<div class="content-gallery content-gallery--2">([\s\S]*?)<\/div>/.exec(main)?.[1] ?? '';
    expect(gallery.match(/<img /g), main).toHaveLength(2);
    // Bare YouTube and Vimeo addresses on their own lines and [embed]: the facade, linking to each video.
    expect(main.match(/class="embed__link"/g)).toHaveLength(CLASSIC_VIDEOS.length);
    for (const url of CLASSIC_VIDEOS) expect(main).toContain(`href="${url}"`);
    // [video] and [audio]: the clip nodes, from the site's /media/.
    expect(main).toMatch(/<video class="media__video" src="\/media\/[^"]+"/);
    expect(main).toMatch(/<audio class="media__audio" src="\/media\/[^"]+"/);
    const media = mediaOf(main);
    expect(media.length, main).toBeGreaterThanOrEqual(4);
    const statuses = await Promise.all(media.map(async (path) => [path, (await get(`${cms().site}${path}`)).status] as const));
    expect(statuses).toEqual(media.map((path) => [path, 200]));
  });

  it('the same post converted to blocks draws each Shortcode block as the classic post drew its shortcode', async () => {
    const { main, text } = await page('/legacy-converted-story/');
    expect(text).toContain('First paragraph of the classic story, with a link to who we are.');
    expect(text).toMatch(/Before after\./);
    expect(text).not.toMatch(/\[\/?(?:caption|gallery|embed|video|audio|contact-form-7)\b/);
    expect(main).toContain('<figcaption class="figure__caption">The newsroom at night</figcaption>');
    expect(/<div class="content-gallery content-gallery--2">([\s\S]*?)<\/div>/.exec(main)?.[1]?.match(/<img /g), main).toHaveLength(2);
    // Only [embed] is a shortcode: the bare addresses are Embed blocks once converted, and this post leaves them out.
    // The second facade is the player pasted into a Custom HTML block, linking to the video's own page.
    expect(main.match(/class="embed__link"/g)).toHaveLength(2);
    expect(main).toContain(`href="${CLASSIC_VIDEOS[2]}"`);
    expect(main).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    expect(main).not.toContain('<iframe');
    // Links naming WordPress's own address are the site's: a page, a post by its id, a file; wp-admin stays.
    expect(main).toContain('<a href="/who-we-are/#team">the team</a>');
    expect(main).toContain('<a href="/legacy-classic-story/">the classic story</a>');
    expect(main).toMatch(/<a href="\/media\/[a-z0-9/-]+\.webm">the clip<\/a>/);
    expect(main).toContain(`<a href="${manifest.home}/wp-admin/">admin</a>`);
    expect(main).toContain(`<a href="${manifest.home}/wp-content/plugins/old/readme.txt">a plugin file</a>`);
    // A picture of the uploads without its library class is the image; a hotlinked one is gone (the editor is told).
    expect(main).toMatch(/<img [^>]*src="\/media\/[^"]+"[^>]*alt="Second picture"|<img [^>]*alt="Second picture"[^>]*src="\/media\//);
    expect(main).not.toContain('elsewhere.example');
    expect(main).toMatch(/<video class="media__video" src="\/media\/[^"]+"/);
    expect(main).toMatch(/<audio class="media__audio" src="\/media\/[^"]+"/);
  });
});

describe('synced patterns', () => {
  it('draws a pattern nested in a pattern in a post; an editor’s save, trashing or restoring of the inner one shows on the next request', async () => {
    const before = await page('/legacy-press-release/');
    expect(before.main).toContain('<p>The announcement itself.</p>');
    expect(before.main).toContain('<p>Notes to editors</p>');
    expect(before.main).toContain(`<p>${PRESS_LINE}</p>`);
    // Held by the site now: the page and its nodes are cached, tagged by both patterns.
    await page('/legacy-press-release/');
    runLegacyFixture(state(), 'edit-pattern', fixture);
    const after = await page('/legacy-press-release/');
    expect(after.main).toContain(`<p>${PRESS_LINE_EDITED}</p>`);
    expect(after.main).not.toContain(PRESS_LINE);
    expect(after.main).toContain('<p>Notes to editors</p>');
    // Trashed, it leaves the page at once; restored and published again, it is back (that purge is everything).
    runLegacyFixture(state(), 'edit-pattern', fixture, 'trash');
    const trashed = await page('/legacy-press-release/');
    expect(trashed.main).not.toContain(PRESS_LINE_EDITED);
    expect(trashed.main).toContain('<p>Notes to editors</p>');
    runLegacyFixture(state(), 'edit-pattern', fixture, 'restore');
    expect((await page('/legacy-press-release/')).main).toContain(`<p>${PRESS_LINE_EDITED}</p>`);
  });
});

describe('hidden stays hidden', () => {
  it('a block hidden everywhere is in no node; one hidden per viewport is wrapped for the stylesheet to hide at those widths', async () => {
    const { html, main, text } = await page('/legacy-hidden-blocks/');
    expect(text).toContain('Everyone reads this.');
    for (const hidden of ['Embargoed', 'Nobody at any width']) expect(html).not.toContain(hidden);
    // Its automatic description holds what readers are shown, never what is hidden from them.
    expect(html).toMatch(/<meta name="description" content="Everyone reads this\. Not on phones\. Phones only\.">/);
    expect(main).toMatch(/<div class="node-hidden node-hidden--mobile">(?:(?!<div class="node-hidden)[\s\S])*Not on phones\./);
    expect(main).toMatch(
      /<div class="node-hidden node-hidden--tablet node-hidden--desktop">(?:(?!<div class="node-hidden)[\s\S])*Phones only\./,
    );
    expect(main).not.toContain('node-hidden__note');
    // The content API's nodes (which search, feeds and JSON-LD read) hold none of it either.
    const nodes = await api(cms(), nodesQuery('/legacy-hidden-blocks/'));
    expect(nodes.status, seen(nodes)).toBe(200);
    expect(nodes.text).not.toMatch(/Embargoed|Nobody at any width/);
    // The widths are the stylesheet's to hide: no script.
    const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    const css = (await get(new URL(sheet!, cms().site).toString())).text;
    expect(css).toMatch(/@media[^{]*480px[^{]*\{\s*\.node-hidden--mobile\s*\{\s*display:\s*none/);
  });

  it('the preview shows every hidden block in full under a marker saying who will not see it', async () => {
    const handOff = await adapterFor(cms()).generateAsEditor(String(manifest.ids.hidden), 'post');
    expect(handOff.status, handOff.text.slice(0, 200)).toBe(302);
    const preview = await served(new URL(handOff.location!, cms().publicOrigin).toString());
    for (const words of ['Everyone reads this.', 'Embargoed until Monday.', 'Not on phones.', 'Phones only.', 'Nobody at any width.']) {
      expect(preview.text).toContain(words);
    }
    const notes = [...preview.main.matchAll(/<p class="node-hidden__note">([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(notes).toEqual(['Hidden from readers', 'Hidden on phones', 'Hidden on tablets and desktops', 'Hidden from readers']);
    expect(preview.main).not.toMatch(/node-hidden--(?:mobile|tablet|desktop)/);
  });
});
