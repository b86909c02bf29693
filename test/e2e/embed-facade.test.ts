/**
 * Video, audio and an embedded YouTube video in a reader's browser (/imd-45-media/, the reference CMS's sample):
 * before any click the page asks nothing of any other site, not even for a poster, and loads no video or audio
 * bytes (`preload="none"`); a click on the facade puts youtube-nocookie.com's player in its place, inside the
 * site's CSP (a refused frame would be a console error); a click with a modifier, or a reader without script,
 * follows the link to the video on YouTube. The sample video then plays from the site's `/media/`.
 * YouTube itself is never reached: its addresses are answered here.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, describeProblems, gotoHydrated, testBrowser } from './browser';
import { AXE_SOURCE, axeViolations } from './page-checks';

const browser = testBrowser();
const PATH = '/imd-45-media/';
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1';
const WATCH = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** axe's violations on the page as it stands, by rule and element. */
async function axeFindings(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Every request the page makes, and YouTube's hosts answered with a stand-in page. */
async function recordRequests(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route(/^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title><p>Stand-in player</p>' }),
  );
  return requests;
}

const elsewhere = (requests: Request[]) =>
  requests.map((request) => request.url()).filter((url) => !url.startsWith('data:') && new URL(url).origin !== new URL(baseUrl()).origin);

describe('video, audio and an embed on a page', () => {
  it('nothing leaves the site before a click; the click loads the privacy-minded player in place', async () => {
    const { page, problems, close } = await browser.open();
    try {
      const requests = await recordRequests(page);
      expect(await gotoHydrated(page, PATH)).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(elsewhere(requests), 'requests to other sites before a click').toEqual([]);
      expect(
        requests.map((request) => new URL(request.url()).pathname).filter((path) => /\.(webm|mp3)$/.test(path)),
        'no video or audio bytes before play',
      ).toEqual([]);
      expect(await page.locator('video').getAttribute('preload')).toBe('none');
      expect(await page.locator('audio').getAttribute('preload')).toBe('none');

      const link = page.locator('a.embed__link');
      expect(await link.getAttribute('href')).toBe(WATCH);
      await link.click();
      const player = page.locator('.embed__slot iframe');
      await player.waitFor();
      expect(await player.getAttribute('src')).toBe(PLAYER);
      expect(await player.getAttribute('title')).toContain('Big Buck Bunny');
      await expect.poll(() => page.frames().some((frame) => frame.url() === PLAYER)).toBe(true);
      const frame = page.frames().find((candidate) => candidate.url() === PLAYER)!;
      await frame.locator('text=Stand-in player').waitFor();
      expect(await link.isVisible(), 'the facade gives way to the player').toBe(false);
      expect(new URL(page.url()).pathname, 'the reader stays on the page').toBe(PATH);
      expect(elsewhere(requests)).toEqual([PLAYER]);
      expect(problems, describeProblems(problems)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('axe finds nothing on the facade, nor on the player once clicked, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const { page, context, close } = await browser.open({ viewport: { width, height: 900 } });
      try {
        await context.addInitScript({ content: AXE_SOURCE });
        await recordRequests(page);
        await gotoHydrated(page, PATH);
        expect(await axeFindings(page), `facade at ${width} px`).toEqual([]);
        await page.locator('a.embed__link').click();
        await page.locator('.embed__slot iframe').waitFor();
        expect(await axeFindings(page), `player at ${width} px`).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('the sample video plays from the site with its captions', async () => {
    const { page, problems, close } = await browser.open();
    try {
      await gotoHydrated(page, PATH);
      const state = await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        await video.play();
        await new Promise((resolve) => setTimeout(resolve, 300));
        video.pause();
        return { duration: video.duration, width: video.videoWidth, tracks: video.textTracks.length, kind: video.textTracks[0]?.kind };
      });
      expect(state.duration).toBeGreaterThan(2.5);
      expect(state.width).toBe(320);
      expect(state).toMatchObject({ tracks: 1, kind: 'captions' });
      expect(problems, describeProblems(problems)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('without script the facade is a link to the video on YouTube', async () => {
    const { page, close } = await browser.open({ javaScriptEnabled: false });
    try {
      const requests = await recordRequests(page);
      await page.goto(baseUrl() + PATH, { waitUntil: 'load' });
      expect(elsewhere(requests)).toEqual([]);
      await page.locator('a.embed__link').click();
      await page.waitForURL(WATCH);
      expect(await page.locator('text=Stand-in player').count()).toBe(1);
    } finally {
      await close();
    }
  });
});
