/**
 * The site's page settings in the block editor, and what the REST boundary refuses (issue 30), on real
 * WordPress in real Chromium:
 * - the "Masthead page" panel sets layout, breadcrumbs (filled from the page's ancestors), noindex, canonical,
 *   withdrawn and the social image (picked in the media library); the site shows each on the next request;
 * - a value the site's schemas refuse is named under its field and locks saving until it is put right;
 * - the "Job" panel sets every job field; the job's page on the site shows them;
 * - over REST, a broken block or field is refused with a 400 naming the block (its registered title, whatever
 *   the blocks call it) and the field, and an Author
 *   (no `unfiltered_html`) cannot store script in any block attribute or field, while the administrator can and
 *   the site sanitises it anyway.
 * Everything this test creates it deletes. Screenshots go to .build/screenshots/editor-settings-*.png.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restAs, signInToWpAdmin, wordpressIdAt, wordpressRest, wordpressUser } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';
import { testBrowser } from '../e2e/browser.ts';
import { openInEditor } from './wp-admin.ts';

const SHOTS = '.build/screenshots';
const STAMP = Date.now().toString(36);

const wordpress = () => inject('wordpress');
const site = () => cmses().find((cms) => cms.name === 'wordpress')!.site;
/** The instance's state folder, as test/wordpress/global-setup.ts names it after WordPress's port. */
const state = () => `.build/wordpress/test-${new URL(wordpress().url).port}`;

interface Meta {
  meta: Record<string, unknown>;
}

async function onSite(path: string): Promise<{ status: number; html: string }> {
  const answer = await get(`${site()}${path}`, { headers: { accept: 'text/html' } });
  return { status: answer.status, html: answer.text };
}

/** Opens a post in the block editor (wp-admin.ts) with the document sidebar showing, and the named panel open. */
async function openPanel(page: Page, id: number, title: string): Promise<Locator> {
  await openInEditor(page, `${wordpress().url}/wp-admin/post.php?post=${id}&action=edit`);
  await page.evaluate(() =>
    (window as unknown as EditorWindow).wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/document'),
  );
  const toggle = page.locator('.components-panel__body-toggle', { hasText: title });
  await toggle.waitFor({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.locator('.components-panel__body', { has: toggle });
}

interface EditorWindow {
  wp: {
    data: {
      select(store: 'core/editor'): { getCurrentPostId(): number; isPostSavingLocked(): boolean };
      dispatch(store: 'core/edit-post'): { openGeneralSidebar(name: string): void };
    };
  };
}

async function update(page: Page): Promise<void> {
  await page.locator('.editor-post-publish-button').click();
  await page.locator('.components-snackbar', { hasText: /updated/i }).waitFor({ timeout: 30_000 });
}

const savingLocked = (page: Page) =>
  page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/editor').isPostSavingLocked());

describe('the Masthead panels and the REST boundary', () => {
  const browser = testBrowser();
  let page: Page;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1400 } })).newPage();
    await signInToWpAdmin(page);
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => console.error(`cleanup: ${error.message}`));
  });

  it('sets a page’s layout, breadcrumbs, noindex, canonical, social image and withdrawal; the site shows each', async () => {
    const parent = await wordpressIdAt('/our-brands/');
    const slug = `settings-${STAMP}`;
    const path = `/our-brands/${slug}/`;
    const created = await wordpressRest<{ id: number }>('POST', 'pages', {
      slug,
      parent: parent.id,
      status: 'publish',
      title: `Settings check ${STAMP}`,
      excerpt: 'A page the editor-settings test publishes and deletes.',
      content: '<!-- wp:paragraph -->\n<p>Sample text of a test page.</p>\n<!-- /wp:paragraph -->',
    });
    cleanups.push(() => wordpressRest('DELETE', `pages/${created.id}?force=true`));
    const panel = await openPanel(page, created.id, 'Masthead page');
    await panel.getByLabel('Layout').selectOption('minimal');
    await panel.getByRole('button', { name: 'Fill from ancestors' }).click();
    await panel.getByLabel('Slug 2').waitFor();
    await panel.getByLabel('Hide from search engines (noindex)').check();
    await panel.getByLabel('Canonical of a duplicate').fill('/our-brands/');
    await panel.getByRole('button', { name: 'Choose image' }).click();
    const library = page.locator('.media-modal');
    await library.getByRole('tab', { name: 'Media Library' }).click();
    await library.locator('li.attachment').first().click();
    await library.locator('.media-button-select').click();
    await panel.locator('code', { hasText: /^\/media\// }).waitFor();
    await panel.screenshot({ path: `${SHOTS}/editor-settings-page-panel.png` });
    await update(page);

    const { meta } = await wordpressRest<Meta>('GET', `pages/${created.id}?context=edit&_fields=meta`);
    expect(meta._masthead_layout).toBe('minimal');
    expect(JSON.parse(String(meta._masthead_breadcrumbs))).toEqual([
      { title: expect.any(String), slug: 'our-brands' },
      { title: `Settings check ${STAMP}`, slug },
    ]);
    expect(meta._masthead_noindex).toBe(true);
    expect(meta._masthead_canonical_path).toBe('/our-brands/');
    expect(String(meta._masthead_og_image)).toMatch(/^\/media\/.+/);

    const shown = await eventually(
      () => onSite(path),
      (answer) => answer.html.includes('noindex'),
    );
    expect(shown.status, path).toBe(200);
    expect(shown.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(shown.html).toMatch(/<link rel="canonical" href="[^"]*\/our-brands\/"/);
    expect(shown.html).toContain(String(meta._masthead_og_image));
    expect(shown.html).toMatch(/class="breadcrumbs"[\s\S]*href="\/our-brands\/"/);

    const again = await openPanel(page, created.id, 'Masthead page');
    await again.getByLabel('Withdrawn (the site answers 410 Gone)').check();
    await update(page);
    const gone = await eventually(
      () => onSite(path),
      (answer) => answer.status === 410,
    );
    expect(gone.status, `${path} after Withdrawn`).toBe(410);
  });

  it('names a refused value under its field and locks saving until it is put right', async () => {
    const { id } = await wordpressIdAt('/complaints/');
    const panel = await openPanel(page, id, 'Masthead page');
    const canonical = panel.getByLabel('Canonical of a duplicate');
    const before = await canonical.inputValue();
    await canonical.fill('https://elsewhere.example/page/');
    await expect.poll(() => panel.getByRole('alert').textContent()).toMatch(/path on the site/);
    expect(await savingLocked(page)).toBe(true);
    await panel.screenshot({ path: `${SHOTS}/editor-settings-refused.png` });
    await canonical.fill(before);
    await expect.poll(() => savingLocked(page)).toBe(false);
    expect(await panel.getByRole('alert').count()).toBe(0);
  });

  it('sets every field of a job in the Job panel; the job’s page shows them', async () => {
    const slug = `settings-job-${STAMP}`;
    const job = await wordpressRest<{ id: number }>('POST', 'masthead_job', {
      slug,
      status: 'publish',
      title: `Settings job ${STAMP}`,
      excerpt: 'A job the editor-settings test publishes and deletes.',
      content: '<!-- wp:paragraph -->\n<p>What the job is.</p>\n<!-- /wp:paragraph -->',
      meta: { _masthead_job_apply_url: 'https://careers.example/apply/first' },
    });
    cleanups.push(() => wordpressRest('DELETE', `masthead_job/${job.id}?force=true`));
    const panel = await openPanel(page, job.id, 'Job');
    const fields: [string, string][] = [
      ['Department', 'Audience Research'],
      ['Location', 'Glasgow'],
      ['Salary', '£41,000 a year'],
      ['Brand', 'Radio Times'],
      ['Contract', '18-month fixed term'],
      ['Apply URL', `https://careers.example/apply/${slug}`],
    ];
    for (const [label, value] of fields) await panel.getByLabel(label, { exact: true }).fill(value);
    await panel.getByLabel('Employment type').selectOption('PART_TIME');
    await panel.getByLabel('Workplace').selectOption('Remote');
    await panel.getByLabel('Closing date').fill('2099-03-31');
    await panel.screenshot({ path: `${SHOTS}/editor-settings-job-panel.png` });
    await update(page);

    const { meta } = await wordpressRest<Meta>('GET', `masthead_job/${job.id}?context=edit&_fields=meta`);
    expect(meta).toMatchObject({
      _masthead_job_department: 'Audience Research',
      _masthead_job_location: 'Glasgow',
      _masthead_job_salary: '£41,000 a year',
      _masthead_job_brand: 'Radio Times',
      _masthead_job_contract: '18-month fixed term',
      _masthead_job_apply_url: `https://careers.example/apply/${slug}`,
      _masthead_job_employment_type: 'PART_TIME',
      _masthead_job_workplace: 'Remote',
      _masthead_job_valid_through: '2099-03-31',
    });
    const shown = await eventually(
      () => onSite(`/jobs/${slug}`),
      (answer) => answer.html.includes('Glasgow'),
    );
    expect(shown.status).toBe(200);
    for (const text of ['Audience Research', 'Glasgow', '£41,000 a year', '18-month fixed term', `https://careers.example/apply/${slug}`]) {
      expect(shown.html, `/jobs/${slug} shows ${text}`).toContain(text);
    }
    expect(shown.html).toMatch(/"employmentType":"PART_TIME"/);
    expect(shown.html).toMatch(/"validThrough":"2099-03-31/);
  });

  it('refuses a broken block or field over REST with a 400 naming the block and the field; the page stays as it was', async () => {
    const { id } = await wordpressIdAt('/complaints/');
    const before = await wordpressRest<{ content: { raw: string } }>('GET', `pages/${id}?context=edit&_fields=content`);
    const admin = `${wordpress().admin.user}:${wordpress().admin.appPassword}`;
    const cases: [unknown, RegExp][] = [
      [{ content: '<!-- wp:masthead/hero {"variant":"page"} /-->' }, /^[^:]+: heading is required$/],
      [{ content: '<!-- wp:masthead/carousel {"slides":[]} /-->' }, /^[^:]+: slides needs at least 1 item$/],
      [{ content: '<!-- wp:masthead/heading {"text":"A","anchor":"Not An Anchor"} /-->' }, /^[^:]+: anchor may hold only/],
      [{ content: '<!-- wp:masthead/hologram {"beam":"on"} /-->' }, /masthead\/hologram is not one of Masthead’s/],
      [
        { meta: { _masthead_canonical_path: 'https://elsewhere.example/' } },
        /^Page settings: canonical of a duplicate must be a site path/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await restAs(admin, 'POST', `pages/${id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.json as { message: string }).message).toMatch(message);
    }
    const after = await wordpressRest<{ content: { raw: string } }>('GET', `pages/${id}?context=edit&_fields=content`);
    expect(after.content.raw).toBe(before.content.raw);
  });

  it('refuses script from an Author in any attribute or field; takes it from the administrator, and the site sanitises it', async () => {
    const auth = wordpressUser(state(), 'author', `author-${STAMP}`);
    const post = (content: string, meta?: Record<string, unknown>) => ({
      title: `Author check ${STAMP}`,
      status: 'draft',
      content,
      ...(meta ? { meta } : {}),
    });
    const refused: [unknown, RegExp][] = [
      [post('<!-- wp:masthead/hero {"heading":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"} /-->'), /^[^:]+: heading holds script/],
      [
        post('<!-- wp:masthead/accordion {"items":[{"title":"Q","html":"\\u003cimg src=x onerror=alert(1)\\u003e"}]} /-->'),
        /^[^:]+: items › item 1 › html holds script/,
      ],
      [
        post(
          '<!-- wp:masthead/quote {"quote":"q","role":"\\u003ca href=\\u0022java\\tscript:alert(1)\\u0022\\u003ex\\u003c/a\\u003e"} /-->',
        ),
        /^[^:]+: role holds script/,
      ],
      [
        post('<!-- wp:paragraph {"className":"x\\u0022 onmouseover=\\u0022alert(1)"} -->\n<p>x</p>\n<!-- /wp:paragraph -->'),
        /holds script/,
      ],
      [
        post('', { _masthead_breadcrumbs: JSON.stringify([{ title: '<script>alert(1)</script>', slug: 'a' }]) }),
        /^Page settings: breadcrumbs holds script/,
      ],
    ];
    for (const [body, message] of refused) {
      const answer = await restAs(auth, 'POST', 'posts', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.json as { message: string }).message).toMatch(message);
    }
    const clean = await restAs(auth, 'POST', 'posts', post('<!-- wp:masthead/hero {"heading":"A plain heading"} /-->'));
    expect(clean.status).toBe(201);
    cleanups.push(() => wordpressRest('DELETE', `posts/${(clean.json as { id: number }).id}?force=true`));

    // The administrator has unfiltered_html: stored as written, and the site's sanitiser makes it harmless.
    const slug = `unsafe-${STAMP}`;
    const html =
      '<p>Before</p><img src="/media/x.png" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>';
    const admin = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug,
      status: 'publish',
      title: `Unsafe check ${STAMP}`,
      content: `<!-- wp:masthead/accordion {"items":[{"title":"Q","html":${JSON.stringify(html).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}}]} /-->`,
    });
    cleanups.push(() => wordpressRest('DELETE', `posts/${admin.id}?force=true`));
    const shown = await eventually(
      () => onSite(`/${slug}/`),
      (answer) => answer.status === 200,
    );
    expect(shown.status).toBe(200);
    const main = /<main[\s\S]*<\/main>/.exec(shown.html)?.[0] ?? '';
    expect(main).toContain('Before');
    expect(main).not.toMatch(/onerror|<script|javascript:/i);
  });
});
