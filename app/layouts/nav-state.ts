/**
 * Which navigation link is the current section: the exact page, or a section
 * the path lies under (`/our-brands/goodfood/` is under `/our-brands/`).
 * @module
 */

export function isCurrentSection(href: string, path: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const target = href.split(/[?#]/)[0] ?? href;
  if (target === '/') return path === '/';
  const withSlash = target.endsWith('/') ? target : `${target}/`;
  return path === target || path.startsWith(withSlash);
}
