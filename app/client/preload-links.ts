/**
 * Route preloads: links that enter the viewport are queued, hovered or
 * focused links jump the queue; data-loader.ts runs at most 4 at once.
 * @module
 */

import { isValidPath } from '../../contract/routing/paths';
import { interceptionFor } from '../routing/link-interception';
import { preloadPage } from './data-loader';

function targetOf(anchor: HTMLAnchorElement): string | null {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  if (interceptionFor(plain, anchor, new URL(location.href)) !== 'navigate') return null;
  const url = new URL(anchor.href);
  const here = location.pathname.replace(/\/$/, '');
  if (!isValidPath(url.pathname) || url.pathname.replace(/\/$/, '') === here) return null;
  return url.pathname + url.search;
}

let observer: IntersectionObserver | undefined;

export function observeLinks(root: HTMLElement): void {
  observer?.disconnect();
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const target = targetOf(entry.target as HTMLAnchorElement);
        if (target) preloadPage(target);
      }
    },
    { rootMargin: '0px' },
  );
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(anchor);
}

export function preloadOnIntent(root: HTMLElement): void {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const target = targetOf(anchor);
    if (target) preloadPage(target, true);
  };
  root.addEventListener('mouseover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  root.addEventListener('touchstart', onIntent, { passive: true });
}
