/**
 * Jobseekers in the browser: the jobs list offers only roles open today (in
 * London) with labelled dates; filters by team, location and contract type
 * are plain links that work without JavaScript and through the client router,
 * each showing how many roles it leads to; on a phone they are a closed
 * disclosure above the list and the first role is in the first screen; the
 * closing-date order is a link too; a closed role's page says so (410, no apply button, no
 * JobPosting); filter and closed pages pass axe and vnu at both widths.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { londonDate } from '../../contract/london-day';
import { runNow } from '../../scripts/lib/clock-env.ts';
import { baseUrl, describeProblems, gotoHydrated, hasMarker, setMarker, testBrowser } from './browser';
import { AXE_SOURCE, pageProblems } from './page-checks';

interface CmsJob {
  id: string;
  title: string;
  department: string;
  validThrough?: string;
}

const browser = testBrowser();
let cmsJobs: CmsJob[] = [];
/** London's date now, read beside the page it is held to (a run may cross midnight; the site reads it per request). */
const today = () => londonDate(runNow());

beforeAll(async () => {
  cmsJobs = ((await (await fetch(`${inject('cmsUrl')}/jobs`)).json()) as { jobs: CmsJob[] }).jobs;
});
interface Row {
  href: string;
  department: string;
  text: string;
}

async function rows(page: Page): Promise<Row[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.job-row')].map((row) => ({
      href: row.querySelector('a.card__link')?.getAttribute('href') ?? '',
      department: row.querySelector('.job-row__department span')?.textContent ?? '',
      text: (row as HTMLElement).innerText,
    })),
  );
}

/** The count a filter link shows, and its address without the fragment. */
async function filterLink(page: Page, group: string, text: string): Promise<{ href: string; count: number }> {
  const link = page.locator('.job-filters__group', { has: page.locator('.job-filters__label', { hasText: group }) }).locator('a', {
    has: page.locator('.job-filters__text', { hasText: new RegExp(`^${text}$`) }),
  });
  const href = (await link.getAttribute('href')) ?? '';
  const count = Number(await link.locator('.job-filters__count').evaluate((el) => el.childNodes[1]?.textContent));
  return { href, count };
}

describe('the jobs list', () => {
  it('offers only roles open today, each with labelled Posted and Closes dates', async () => {
    const t = await browser.open();
    try {
      await gotoHydrated(t.page, '/jobs/');
      const listed = await rows(t.page);
      const open = cmsJobs.filter((job) => !job.validThrough || job.validThrough >= today());
      const closed = cmsJobs.filter((job) => job.validThrough && job.validThrough < today());
      expect(listed.map((row) => row.href).sort()).toEqual(open.map((job) => `/jobs/${job.id}`).sort());
      for (const job of closed) expect(await t.page.locator(`a[href="/jobs/${job.id}"]`).count(), job.id).toBe(0);
      for (const row of listed) {
        const job = cmsJobs.find((candidate) => `/jobs/${candidate.id}` === row.href)!;
        expect(row.text, row.href).toMatch(/Posted \d{1,2} [A-Z][a-z]+ \d{4}/);
        if (job.validThrough) expect(row.text, row.href).toMatch(/Closes \d{1,2} [A-Z][a-z]+ \d{4}/);
      }
      const count = await t.page.locator('.jobs__count').innerText();
      expect(count.toLowerCase()).toBe(`${open.length} open ${open.length === 1 ? 'role' : 'roles'}`);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('puts the first role in the first screen of a phone, the filters in a closed disclosure above it', async () => {
    const t = await browser.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    try {
      await t.page.goto(`${baseUrl()}/jobs/`);
      const at = () =>
        t.page.evaluate(() => ({
          role: document.querySelector('.job-row')!.getBoundingClientRect().top,
          summary: document.querySelector('.job-filters-disclosure__summary')!.getBoundingClientRect(),
          filtersShown: document.querySelector('.job-filters')!.checkVisibility(),
        }));
      const closed = await at();
      expect(closed.role, `the first role starts ${Math.round(closed.role)} px down`).toBeLessThan(844);
      expect(closed.summary.bottom, 'the disclosure comes before the list').toBeLessThanOrEqual(closed.role);
      expect(closed.summary.height, 'a tap target').toBeGreaterThanOrEqual(44);
      expect(closed.filtersShown).toBe(false);
      // No script needed: the disclosure opens on a tap and shows the filters above the roles.
      await t.page.tap('.job-filters-disclosure__summary');
      const open = await at();
      expect(open.filtersShown).toBe(true);
      expect(await t.page.locator('.job-filters__link').first().isVisible()).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('shows the filters beside the list on a wide screen, and sorts by closing date without JavaScript', async () => {
    const t = await browser.open({ javaScriptEnabled: false });
    try {
      await t.page.goto(`${baseUrl()}/jobs/`);
      expect(await t.page.locator('.job-filters-disclosure__summary').isVisible()).toBe(false);
      const filters = await t.page.locator('.job-filters').boundingBox();
      const list = await t.page.locator('.jobs__list').boundingBox();
      expect(filters!.x, 'beside the list').toBeGreaterThan(list!.x + list!.width - 1);
      await t.page.getByRole('link', { name: 'Closing soonest' }).click();
      await t.page.waitForURL((url) => url.pathname === '/jobs/sort/closing-date/');
      const closes = await t.page.evaluate(() =>
        [...document.querySelectorAll('.job-row')].map(
          (row) => row.querySelectorAll('.job-row__date time')[1]?.getAttribute('datetime') ?? '~',
        ),
      );
      expect(closes.length).toBeGreaterThan(1);
      expect(closes, 'closing soonest first, undated last').toEqual([...closes].sort());
    } finally {
      await t.close();
    }
  });
});

describe('filters', () => {
  it('are plain links that work without JavaScript, each with the count it leads to', async () => {
    const t = await browser.open({ javaScriptEnabled: false });
    try {
      await t.page.goto(`${baseUrl()}/jobs/`);
      const team = cmsJobs.filter((job) => !job.validThrough || job.validThrough >= today()).at(-1)!.department;
      const link = await filterLink(t.page, 'Team', team);
      expect(link.href).toMatch(/^\/jobs\/team\/[a-z0-9-]+\/#open-roles$/);
      await t.page.locator(`a[href="${link.href}"]`).click();
      await t.page.waitForURL((url) => url.pathname === link.href.replace(/#.*$/, ''));
      const listed = await rows(t.page);
      expect(listed).toHaveLength(link.count);
      for (const row of listed) expect(row.department).toBe(team);
      expect(await t.page.locator('.jobs__count').innerText()).toContain(team);
      // Narrow again by location, within the team: the count on the link is the number of rows again.
      const location = await t.page.evaluate(
        () => document.querySelectorAll('.job-filters__group')[1]!.querySelectorAll('a')[1]!.getAttribute('href')!,
      );
      const locationCount = Number(
        await t.page.locator(`a[href="${location}"] .job-filters__count`).evaluate((el) => el.childNodes[1]?.textContent),
      );
      await t.page.locator(`a[href="${location}"]`).click();
      await t.page.waitForURL((url) => url.pathname === location.replace(/#.*$/, ''));
      expect(await rows(t.page)).toHaveLength(locationCount);
      expect(await t.page.locator('a[aria-current="page"].job-filters__link').count(), 'the chosen team and location are marked').toBe(3);
    } finally {
      await t.close();
    }
  });

  it('navigate on the client with JavaScript, and bring the narrowed list into view', async () => {
    const t = await browser.open({ reducedMotion: 'reduce' });
    try {
      await gotoHydrated(t.page, '/jobs/');
      await setMarker(t.page);
      // The first contract type on offer today (the sample roles close one by one).
      const type = await t.page.locator('.job-filters__group').nth(2).locator('a').nth(1).locator('.job-filters__text').innerText();
      const link = await filterLink(t.page, 'Contract type', type);
      await t.page.locator(`a[href="${link.href}"]`).click();
      await t.page.waitForURL((url) => url.pathname === link.href.replace(/#.*$/, ''));
      await t.page.waitForFunction((words) => document.title.startsWith(`Jobs: ${words}`), type);
      expect(await rows(t.page)).toHaveLength(link.count);
      // The list, not the page's top, after the anchor delay.
      await t.page.waitForFunction(() => {
        const top = document.getElementById('open-roles')!.getBoundingClientRect().top;
        return top >= 0 && top < 200;
      });
      expect(await hasMarker(t.page), 'no page load').toBe(true);
      expect(t.problems, describeProblems(t.problems)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('a closed role', () => {
  it('has a page that says so: 410, no apply button, no JobPosting, a way to the open roles', async () => {
    const closed = cmsJobs.find((job) => job.validThrough && job.validThrough < today());
    expect(closed, 'the sample pack has a role that has closed').toBeDefined();
    const t = await browser.open();
    try {
      const status = await gotoHydrated(t.page, `/jobs/${closed!.id}`);
      expect(status).toBe(410);
      expect(await t.page.locator('main h1').innerText()).toBe(closed!.title);
      expect(await t.page.locator('main').innerText()).toMatch(/This role has closed/i);
      expect(await t.page.getByText('Apply now').count()).toBe(0);
      const jsonLd = await t.page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '').join(''),
      );
      expect(jsonLd).not.toContain('JobPosting');
      await t.page.getByRole('link', { name: 'See open roles' }).click();
      await t.page.waitForURL((url) => url.pathname === '/jobs/');
    } finally {
      await t.close();
    }
  });
});

describe('quality of the new pages', () => {
  it('a filter page and a closed role’s page pass axe at 1280 and 390 px, and vnu', async () => {
    const closed = cmsJobs.find((job) => job.validThrough && job.validThrough < today())!;
    // Filters of roles with no closing date: there whatever today's date.
    const paths = [
      '/jobs/',
      '/jobs/sort/closing-date/',
      '/jobs/team/editorial/',
      '/jobs/location/london/type/internship/',
      `/jobs/${closed.id}`,
    ];
    const t = await browser.open();
    await t.context.addInitScript({ content: AXE_SOURCE });
    try {
      expect(await pageProblems(t, paths)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);
});
