/**
 * The few browser APIs the interactive nodes and layouts use, typed here
 * because `app/` is also type-checked against the worker's libraries (no DOM).
 * Only ever called from effects and event handlers, never during render.
 * @module
 */

type Listener<E> = (event: E) => void;

export interface Focusable {
  focus(): void;
}

export interface ScrollBox {
  scrollLeft: number;
  readonly clientWidth: number;
  readonly scrollWidth: number;
  addEventListener(type: 'scroll', listener: Listener<unknown>, options?: { passive?: boolean }): void;
  removeEventListener(type: 'scroll', listener: Listener<unknown>): void;
  querySelector(selector: string): { readonly offsetWidth: number } | null;
  scrollBy(options: { left: number; behavior: 'auto' | 'smooth' }): void;
  getBoundingClientRect(): Edges;
}

interface Edges {
  readonly left: number;
  readonly right: number;
}

/** An element inside a scroll box (an event's target). */
export interface BoxChild {
  closest(selector: string): { getBoundingClientRect(): Edges } | null;
}

interface Observer {
  observe(target: unknown): void;
  disconnect(): void;
}

interface BrowserGlobals {
  ResizeObserver: new (callback: () => void) => Observer;
  addEventListener(type: 'resize', listener: Listener<unknown>): void;
  removeEventListener(type: 'resize', listener: Listener<unknown>): void;
  getComputedStyle(element: unknown): { columnGap: string };
  matchMedia(query: string): { matches: boolean };
  document: {
    addEventListener(type: 'keydown', listener: Listener<{ key: string }>): void;
    removeEventListener(type: 'keydown', listener: Listener<{ key: string }>): void;
  };
}

export function browser(): BrowserGlobals {
  return globalThis as unknown as BrowserGlobals;
}

export function prefersReducedMotion(): boolean {
  return browser().matchMedia('(prefers-reduced-motion: reduce)').matches;
}
