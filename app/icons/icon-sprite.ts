/**
 * The icon set as one SVG of `<symbol>`s, written beside each client build
 * (scripts/vite-build-meta.ts) so that icons below the fold cost a page a
 * `<use>` reference instead of their paths. The file is fetched once per build
 * and cached as immutable.
 * @module
 */
export function iconSprite(icons: Iterable<readonly [name: string, markup: string]>): string {
  let symbols = '';
  for (const [name, markup] of icons) symbols += `<symbol id="${name}" viewBox="0 0 24 24">${markup}</symbol>`;
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
}
