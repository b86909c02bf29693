/**
 * Which link clicks the client router takes over (after preact-iso's
 * `handleNav`): plain left clicks on same-origin links without `target` or
 * `download`, not modified, not already handled, and not only a hash change
 * on the same page (those scroll, see anchors.ts).
 * @module
 */

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

export type Interception = 'navigate' | 'hash' | null;

export function interceptionFor(event: ClickLike, anchor: AnchorLike, current: URL): Interception {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.hasAttribute('data-native')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  // Assets, media and feeds are not pages.
  if (/^\/(_app|media|__)/.test(url.pathname) || /\.(xml|txt|json|pdf|svg)$/.test(url.pathname)) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return 'hash';
  return 'navigate';
}
