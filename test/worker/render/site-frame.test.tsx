/**
 * The frame of every page (worker/render/app-state.ts siteFrame): the CMS's
 * `/site`, kept through an outage once seen; for a frame never seen, the
 * minimal outage frame (the site's name, no menus), under which the header
 * and footer still render.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DefaultLayout } from '../../../app/layouts/default-layout';
import { RenderKitProvider } from '../../../app/render/render-kit';
import { londonDate } from '../../../contract/london-day';
import type { SiteFrame } from '../../../contract/page-state';
import { SiteSchema } from '../../../contract/route';
import { ContentService } from '../../../worker/cms/content-service';
import { configOf, nowOf } from '../../../worker/env';
import { RequestLog } from '../../../worker/observability/request-log';
import { OUTAGE_FRAME, siteFrame } from '../../../worker/render/app-state';
import { renderToString } from '../../../worker/render/string-renderer.cjs';
import { cms } from '../../helpers/cms';
import { isolateParts } from '../../helpers/isolate';
import { plainKit } from '../../helpers/render-kit';

const config = { ...configOf(env), CACHE_FRESH_SECONDS: 0, CACHE_STALE_SECONDS: 0, CMS_TIMEOUT_MS: 400 };

/** A content service of its own (a new cache version): nothing seen before it. */
function freshService() {
  const background: Promise<unknown>[] = [];
  const service = new ContentService(config, new RequestLog(), `test-${crypto.randomUUID()}`, {
    preview: false,
    waitUntil: (p) => background.push(p),
    ...isolateParts(config),
  });
  return { service, settle: () => Promise.all(background.splice(0)) };
}

/** The default layout around a line of body text, for a frame and the path its navigation marks. */
function layoutHtml(frame: SiteFrame, path: string): string {
  return renderToString(
    <RenderKitProvider kit={plainKit()}>
      <DefaultLayout site={frame} path={path}>
        <p>body</p>
      </DefaultLayout>
    </RenderKitProvider>,
  );
}

describe('the site frame', () => {
  it('is the outage frame, with header and footer, when /site was never seen', async () => {
    await cms.faults({ paths: ['/site'], status: 503 });
    const year = Number(londonDate(nowOf(config)).slice(0, 4));
    for (const frame of [await siteFrame(config, freshService().service, nowOf(config)), await siteFrame(config, null, nowOf(config))]) {
      expect(frame).toEqual({ name: config.SITE_NAME, origin: config.SITE_ORIGIN, year, ...OUTAGE_FRAME });
      const html = layoutHtml(frame, '/news/');
      expect(html).toMatch(/<header class="site-header"/);
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>/); // the logo still links home
      expect(html.replace(/<!-- -->/g, '')).toContain(`© ${year} ${config.SITE_NAME}`);
      expect(html).toMatch(/<footer class="site-footer/);
      expect(html).not.toContain('aria-label="Main"');
      expect(html).not.toContain('menu-button');
    }
  });

  it("dates the footer's copyright by the page's calendar, in London", async () => {
    const { service } = freshService();
    const copyright = async (moment: string) => {
      const html = layoutHtml(await siteFrame(config, service, Date.parse(moment)), '/');
      return /<p class="site-footer__copyright">([^<]*(?:<!-- -->[^<]*)*)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
    };
    expect(await copyright('2026-12-31T23:59:59Z')).toBe(`© 2026 ${config.SITE_NAME}`);
    expect(await copyright('2027-01-01T00:00:00Z')).toBe(`© 2027 ${config.SITE_NAME}`);
    expect(await copyright('2031-06-30T23:30:00Z')).toBe(`© 2031 ${config.SITE_NAME}`);
  });

  it('keeps the CMS menus through an outage once /site was seen', async () => {
    const site = SiteSchema.parse(await (await fetch('http://127.0.0.1:8788/site')).json());
    const { service, settle } = freshService();
    expect((await siteFrame(config, service, nowOf(config))).menus).toEqual(site.menus);
    await settle();
    await cms.faults({ paths: ['/site'], status: 503 });
    const frame = await siteFrame(config, service, nowOf(config));
    expect(frame.menus).toEqual(site.menus);
    const html = layoutHtml(frame, '/news/');
    expect(html).toContain('aria-label="Main"');
    for (const link of site.menus.header) expect(html).toContain(`href="${link.href}"`);
  });
});
