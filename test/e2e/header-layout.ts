/**
 * What is wrong with the site's header as laid out at every width from 320 to 1920 px (header-fit.test.ts on generated
 * menus and the sample site's; the WordPress suite's menu-links.test.ts on a menu an Editor grows): the page scrolls
 * sideways, the search is not whole in the window (or, on the search page, drawn above the page's own form), an item
 * runs outside the window or under the search, or, hydrated, an item is in both or neither of the row and the menu
 * button's list, or the header leaves an empty row below its items.
 */
import type { Page } from 'playwright-core';

/** Every 40 px from 320 to 1920, and the edges of the phone layout. */
const WIDTHS = [...Array.from({ length: 41 }, (_, i) => 320 + i * 40), 899, 900];

interface Layout {
  width: number;
  scrollWidth: number;
  search: string | null;
  problems: string[];
}

/** What is wrong with the header as laid out now (run in the page). */
function headerProblems(enhanced: boolean): Layout {
  const problems: string[] = [];
  const view = document.documentElement.clientWidth;
  const inView = (box: DOMRect) => box.width > 0 && box.height > 0 && box.left >= -0.5 && box.right <= view + 0.5;
  // The search page's own form is its one box (search.css): the header draws none there.
  const ownForm = document.getElementById('search-q') !== null;
  if (ownForm && document.querySelector('.site-search')?.getClientRects().length)
    problems.push("a header search above the page's own form");
  const searchParts = ownForm ? [] : [...document.querySelectorAll('.site-search input, .site-search button')];
  const searchBoxes = searchParts.map((part) => part.getBoundingClientRect());
  const searchHidden = searchBoxes.some((box) => !inView(box));
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const row = [...document.querySelectorAll<HTMLElement>('.site-nav__list .site-nav__item')];
  const shown = row.filter((item) => !item.hidden);
  for (const item of shown) {
    const box = item.getBoundingClientRect();
    if (!inView(box)) problems.push(`"${item.textContent}" is outside the window`);
    if (searchBoxes.some((search) => overlaps(box, search))) problems.push(`"${item.textContent}" runs under the search`);
  }
  if (enhanced) {
    const header = document.querySelector('.site-header')!;
    if (!header.hasAttribute('data-enhanced')) problems.push('not hydrated');
    const menu = [...document.querySelectorAll('.site-nav__menu .site-nav__item')].map((item) => item.textContent);
    const inRow = shown.map((item) => item.textContent);
    const all = row.map((item) => item.textContent);
    if (JSON.stringify([...inRow, ...menu]) !== JSON.stringify(all))
      problems.push(`row ${inRow.length} + menu ${menu.length} ≠ ${all.length} items`);
    const button = document.querySelector<HTMLElement>('.menu-button:not(.site-nav__copy *)');
    const buttonShown = Boolean(button && !button.hidden);
    if (buttonShown !== menu.length > 0) problems.push(`button ${buttonShown ? 'shown' : 'hidden'} with ${menu.length} items behind it`);
    if (button && buttonShown) {
      const box = button.getBoundingClientRect();
      if (!inView(box)) problems.push('the menu button is outside the window');
      if (searchBoxes.some((search) => overlaps(box, search))) problems.push('the menu button runs under the search');
    }
    // The row a search that is not drawn would take (a phone's second row): no more than a row's own margins.
    const parts = [...header.querySelectorAll('.logo, .site-search, .menu-button:not(.site-nav__copy *)'), ...shown];
    const lowest = Math.max(
      ...parts
        .map((part) => part.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => box.bottom),
    );
    const below = header.getBoundingClientRect().bottom - lowest;
    if (below > 30) problems.push(`${Math.round(below)} px of the header below its items`);
    const height = header.getBoundingClientRect().height;
    const expected = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) - 16;
    if (Math.abs(height - expected) > 0.5) problems.push(`header ${height} px high, scroll padding leaves ${expected}`);
  }
  return {
    width: view,
    scrollWidth: document.documentElement.scrollWidth,
    search: searchHidden ? searchBoxes.map((box) => `${box.left.toFixed(0)}–${box.right.toFixed(0)}`).join(', ') : null,
    problems,
  };
}

export async function layoutsAtEveryWidth(page: Page, enhanced: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const layout = await page.evaluate(headerProblems, enhanced);
    if (layout.scrollWidth > layout.width) problems.push(`${width} px: the page is ${layout.scrollWidth} px wide`);
    if (layout.search) problems.push(`${width} px: the search is not whole in the window (${layout.search})`);
    for (const problem of layout.problems) problems.push(`${width} px: ${problem}`);
  }
  return problems;
}
