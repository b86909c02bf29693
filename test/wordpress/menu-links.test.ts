/**
 * Menus link pages (wordpress/local/import.php, includes/site.php, includes/menu-links.php): the imported menus'
 * items point at the WordPress pages they name, and the site's header follows a linked page as an Editor changes
 * it over the REST API the block editor uses: renamed, the link moves with it; unpublished or trashed, the link
 * leaves; published again, it comes back. Each change purges the site state (the `site` tag in the purge log), so
 * the next request shows it. And the header fits a menu grown in wp-admin to 8 and to 12 items, some with long
 * labels: in Chromium, hydrated and without script, from 320 to 1920 px (test/e2e/header-layout.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { phpInInstance } from '../../scripts/wordpress/stack.ts';
import { restAs, wordpressRest, wordpressUser } from '../contract/adapters';
import { api, cmses, eventually, get } from '../contract/api';
import { testBrowser } from '../e2e/browser.ts';
import { layoutsAtEveryWidth } from '../e2e/header-layout.ts';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;
const made: string[] = [];
const admin = () => `${wordpress().admin.user}:${wordpress().admin.appPassword}`;
let editor = '';

interface MenuItem {
  id: number;
  title: { raw: string };
  type: string;
  object: string;
  object_id: number;
  url: string;
}

interface PurgeRecord {
  body: string;
  ok: boolean;
  /** The call's signed timestamp: only grows, so it tells calls apart where the log (the last calls only) cannot. */
  timestamp: string;
}

/** The purge calls WordPress has sent and still logs (wordpress/local/purge-log.php). */
function purgeLog(): PurgeRecord[] {
  return JSON.parse(phpInInstance(state(), 'wordpress/local/purge-log.php')) as PurgeRecord[];
}

/** The newest call's stamp (0: none yet). */
function newestPurge(): number {
  return Math.max(0, ...purgeLog().map((record) => Number(record.timestamp)));
}

/** The links of the site's main navigation on its home page. */
async function headerLinks(): Promise<string[]> {
  const page = await get(`${cms().site}/`, { headers: { accept: 'text/html' } });
  const nav = /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(page.text)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
}

/** The header links of the content API's `/site`. */
async function siteHeader(): Promise<string[]> {
  const site = (await api(cms(), '/site')).json as { menus: { header: { href: string }[] } };
  return site.menus.header.map((link) => link.href);
}

/** Whether a purge call stamped after `since` named the site state and was taken. */
function sitePurgedSince(since: number): boolean {
  return purgeLog().some(
    (record) =>
      Number(record.timestamp) > since &&
      record.ok &&
      ((JSON.parse(record.body) as { tags?: string[] } | null)?.tags ?? []).includes('site'),
  );
}

/** Makes a change as the Editor and waits until the header shows `done`; the change purged the site state. */
async function changeAndSee(route: string, body: unknown, method: string, done: (links: string[]) => boolean, why: string) {
  const since = newestPurge();
  const answer = await restAs(editor, method, route, body);
  expect(answer.status, `${why}: ${JSON.stringify(answer.json).slice(0, 300)}`).toBeLessThan(300);
  expect(done(await siteHeader()), `${why}: /site of the content API`).toBe(true);
  // PHP sends its purge at shutdown, after the answer.
  const purged = await eventually(async () => sitePurgedSince(since), Boolean);
  expect(purged, `${why}: a purge of the site state was sent`).toBe(true);
  const links = await eventually(headerLinks, done);
  expect(done(links), `${why}: the site's header (${links.join(' ')})`).toBe(true);
}

beforeAll(() => {
  editor = wordpressUser(state(), 'editor', `menu-editor-${STAMP}`);
});

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

describe('menus link pages', () => {
  it('imports menu items as links to the pages they name; other addresses stay custom links', async () => {
    const header = await wordpressRest<MenuItem[]>(
      'GET',
      `menu-items?menus=${wordpress().manifest.menus.header}&per_page=100&context=edit`,
    );
    const whoWeAre = header.find((item) => item.url.endsWith('/who-we-are/'));
    expect(whoWeAre, 'the header links Who we are').toMatchObject({
      type: 'post_type',
      object: 'page',
      object_id: wordpress().manifest.paths['/who-we-are/'],
    });
    const pages = header.filter((item) => item.type === 'post_type');
    expect(pages.length, 'header items that link pages').toBe(header.length);

    const social = await wordpressRest<MenuItem[]>(
      'GET',
      `menu-items?menus=${wordpress().manifest.menus.social}&per_page=100&context=edit`,
    );
    expect(social.length).toBeGreaterThan(0);
    expect(
      social.every((item) => item.type === 'custom'),
      'social links are other sites',
    ).toBe(true);
  });

  it('the header follows a linked page an Editor renames, unpublishes, publishes again and trashes', async () => {
    const slug = `menu-link-${STAMP}`;
    const page = await wordpressRest<{ id: number }>('POST', 'pages', {
      slug,
      status: 'publish',
      title: `Menu link ${STAMP}`,
      content: '<!-- wp:paragraph --><p>A page in the header.</p><!-- /wp:paragraph -->',
    });
    made.push(`pages/${page.id}`);
    const item = await wordpressRest<{ id: number }>('POST', 'menu-items', {
      menus: wordpress().manifest.menus.header,
      type: 'post_type',
      object: 'page',
      object_id: page.id,
      status: 'publish',
    });
    made.push(`menu-items/${item.id}`);
    const first = `/${slug}/`;
    const links = await eventually(headerLinks, (now) => now.includes(first));
    expect(links, 'the new item in the header').toContain(first);
    expect(await siteHeader()).toContain(first);

    const moved = `/${slug}-moved/`;
    await changeAndSee(
      `pages/${page.id}`,
      { slug: `${slug}-moved` },
      'POST',
      (now) => now.includes(moved) && !now.includes(first),
      'renamed',
    );
    await changeAndSee(`pages/${page.id}`, { status: 'draft' }, 'POST', (now) => !now.includes(moved), 'unpublished');
    await changeAndSee(`pages/${page.id}`, { status: 'publish' }, 'POST', (now) => now.includes(moved), 'published again');
    await changeAndSee(`pages/${page.id}`, undefined, 'DELETE', (now) => !now.includes(moved), 'trashed');
  });

  const browser = testBrowser();
  /** Labels an editor might give, long ones among them. */
  const LABELS = [
    'Sustainability and responsibility',
    'Investors',
    'Advertise with us',
    'Partnerships and licensing',
    'Events',
    'Careers at Masthead',
  ];

  it('the header fits when the main menu grows to 8 and to 12 items: no sideways scroll, the search whole', async () => {
    const menu = wordpress().manifest.menus.header;
    const all = await wordpressRest<MenuItem[]>('GET', `menu-items?menus=${menu}&per_page=100&context=edit`);
    const linked = new Set(all.map((item) => item.object_id));
    // Pages not yet in the menu, by their sample address: the site's header links only pages it serves.
    const spare = Object.entries(wordpress().manifest.paths)
      .filter(([path, id]) => /^\/[a-z-]+\/$/.test(path) && !linked.has(id))
      .map(([, id]) => id);
    // The header's row as the site draws it (an item whose page is gone, as the test above leaves one, is not in it).
    let shown = (await headerLinks()).length;
    expect(spare.length, 'pages not in the menu yet').toBeGreaterThanOrEqual(12 - shown);
    for (const target of [8, 12]) {
      while (shown < target) {
        // Menus are WordPress's Appearance screens: an Administrator's (edit_theme_options).
        const added = await restAs(admin(), 'POST', 'menu-items', {
          menus: menu,
          type: 'post_type',
          object: 'page',
          object_id: spare.shift(),
          title: LABELS[shown % LABELS.length],
          status: 'publish',
        });
        expect(added.status, JSON.stringify(added.json).slice(0, 300)).toBe(201);
        made.push(`menu-items/${(added.json as MenuItem).id}`);
        const before = shown;
        shown = (await eventually(headerLinks, (links) => links.length > before)).length;
        expect(shown, 'the new item in the site’s header').toBe(before + 1);
      }
      for (const enhanced of [true, false]) {
        await browser.withPage(async (t) => {
          // Without script: the site's modules never load, so the header is the server's, unhydrated.
          if (!enhanced) await t.page.route('**/*.js', (route) => route.abort());
          await t.page.goto(`${cms().site}/`);
          if (enhanced) await t.page.waitForSelector('.site-header[data-enhanced]');
          const problems = await layoutsAtEveryWidth(t.page, enhanced);
          expect(problems, `${target} items, ${enhanced ? 'hydrated' : 'without script'}`).toEqual([]);
        });
      }
    }
  });
});
