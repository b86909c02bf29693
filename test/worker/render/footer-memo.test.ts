/**
 * The footer is drawn for the layout a page shows, one at a time (footer-memo.ts): a new isolate's first page
 * draws the footer it needs, not both, and each drawing is the footer's own render.
 */
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { SiteFooter } from '../../../app/layouts/site-footer';
import type { SiteFrame } from '../../../contract/page-state';
import { OUTAGE_FRAME } from '../../../worker/render/app-state';
import { footerMemo } from '../../../worker/render/footer-memo';
import { renderToString } from '../../../worker/render/string-renderer.cjs';

const SPRITE = '/_app/icons-test.svg';
const site: SiteFrame = {
  name: 'Masthead',
  origin: 'https://example.test',
  settings: { legalLine: 'Registered in England', tagline: 'Media for every interest' },
  year: 2026,
  menus: { ...OUTAGE_FRAME.menus, legal: [{ label: 'Privacy', href: '/privacy/' }] },
};

it.each([false, true])('draws only the footer asked for (slim: %s), as it renders', (slim) => {
  const footers = footerMemo(SPRITE);
  footers.draw(site, slim);
  expect(footers.find(site, !slim)).toBeNull();
  const drawn = footers.find(site, slim);
  expect(drawn).not.toBeNull();
  const rendered = renderToString(createElement(SiteFooter, { site, slim, iconSprite: SPRITE }));
  expect(`<${drawn!.tag}`).toBe(rendered.slice(0, drawn!.tag.length + 1));
  expect(rendered).toContain(drawn!.html);
  footers.draw(site, !slim);
  expect(footers.find(site, !slim)).not.toBeNull();
  expect(footers.find(site, slim)).toBe(drawn);
});

it('is drawn afresh in a new year, the copyright with it', () => {
  const footers = footerMemo(SPRITE);
  footers.draw(site, false);
  const newYear = { ...site, year: 2027 };
  expect(footers.find(newYear, false)).toBeNull();
  footers.draw(newYear, false);
  const text = (frame: SiteFrame) => footers.find(frame, false)!.html.replaceAll('<!-- -->', '');
  expect(text(newYear)).toContain('© 2027 Masthead');
  expect(text(site)).toContain('© 2026 Masthead');
});
