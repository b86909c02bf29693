/**
 * Loads the icons on demand (spec §9). Each icon's markup is its own module
 * under `svg/`, imported through a literal `import()` so that Vite emits one
 * small chunk per icon and a page only fetches the icons it shows.
 *
 * Loaded markup is kept by name: `getLoadedIcon` answers synchronously, which
 * is what lets `<Icon>` render identical markup on the server (which preloads
 * every icon once) and on the client (which preloads the icons present in the
 * server HTML before hydrating).
 * @module
 */
import type { IconName } from './names';

/** What an icon module exports: the inner markup of a 24×24 SVG. */
export interface IconModule {
  default: string;
}

export type IconLoaders = Record<IconName, () => Promise<IconModule>>;

/** One loader per icon. The paths must stay literal for Vite to split them. */
export const ICON_LOADERS: IconLoaders = {
  facebook: () => import('./svg/facebook'),
  x: () => import('./svg/x'),
  instagram: () => import('./svg/instagram'),
  linkedin: () => import('./svg/linkedin'),
  youtube: () => import('./svg/youtube'),
  tiktok: () => import('./svg/tiktok'),
  pinterest: () => import('./svg/pinterest'),
  threads: () => import('./svg/threads'),
  spotify: () => import('./svg/spotify'),
  'apple-podcasts': () => import('./svg/apple-podcasts'),
  whatsapp: () => import('./svg/whatsapp'),
  rss: () => import('./svg/rss'),
  'chevron-left': () => import('./svg/chevron-left'),
  'chevron-right': () => import('./svg/chevron-right'),
  pause: () => import('./svg/pause'),
  play: () => import('./svg/play'),
  dot: () => import('./svg/dot'),
  location: () => import('./svg/location'),
  briefcase: () => import('./svg/briefcase'),
  clock: () => import('./svg/clock'),
  calendar: () => import('./svg/calendar'),
  salary: () => import('./svg/salary'),
  building: () => import('./svg/building'),
  contract: () => import('./svg/contract'),
  department: () => import('./svg/department'),
  hybrid: () => import('./svg/hybrid'),
  'arrow-right': () => import('./svg/arrow-right'),
  'arrow-left': () => import('./svg/arrow-left'),
  'arrow-up': () => import('./svg/arrow-up'),
  'arrow-down': () => import('./svg/arrow-down'),
  'arrow-up-right': () => import('./svg/arrow-up-right'),
  menu: () => import('./svg/menu'),
  close: () => import('./svg/close'),
  download: () => import('./svg/download'),
  phone: () => import('./svg/phone'),
  mail: () => import('./svg/mail'),
  quote: () => import('./svg/quote'),
  star: () => import('./svg/star'),
  check: () => import('./svg/check'),
  plus: () => import('./svg/plus'),
  minus: () => import('./svg/minus'),
  file: () => import('./svg/file'),
};

export interface IconCache {
  /** The icon's markup, loaded once: concurrent calls share one promise; a failed load is forgotten so it can be retried. */
  loadIcon(name: IconName): Promise<string>;
  /** The icon's markup when it has been loaded, else undefined. */
  getLoadedIcon(name: IconName): string | undefined;
  /** Loads the named icons, ignoring names that are not icons. Never rejects: an icon that fails stays unloaded. */
  preloadIcons(names: Iterable<string>): Promise<void>;
  /** Takes markup the page already has (the server's icons), so hydrating fetches no icon chunk. */
  adoptIcons(entries: Iterable<[string, string]>): void;
}

/** Makes a cache over a set of loaders (the app uses `ICON_LOADERS`; tests may pass their own). */
export function createIconCache(loaders: Partial<Record<IconName, () => Promise<IconModule>>>): IconCache {
  const pending = new Map<IconName, Promise<string>>();
  const loaded = new Map<IconName, string>();

  function loadIcon(name: IconName): Promise<string> {
    const existing = pending.get(name);
    if (existing) return existing;
    const loader = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
    let start: Promise<IconModule>;
    try {
      start = loader ? loader() : Promise.reject(new Error(`Unknown icon: ${name}`));
    } catch (error) {
      start = Promise.reject(error);
    }
    const promise = start.then(
      (module) => {
        if (typeof module.default !== 'string') throw new TypeError(`Icon module without markup: ${name}`);
        loaded.set(name, module.default);
        return module.default;
      },
    );
    pending.set(name, promise);
    // Forget a failed load so that the next call retries it.
    promise.catch(() => {
      if (pending.get(name) === promise) pending.delete(name);
    });
    return promise;
  }

  function getLoadedIcon(name: IconName): string | undefined {
    return loaded.get(name);
  }

  async function preloadIcons(names: Iterable<string>): Promise<void> {
    const wanted = new Set<IconName>();
    for (const name of names) if (Object.hasOwn(loaders, name)) wanted.add(name as IconName);
    await Promise.allSettled(Array.from(wanted, (name) => loadIcon(name)));
  }

  function adoptIcons(entries: Iterable<[string, string]>): void {
    for (const [name, markup] of entries) {
      if (Object.hasOwn(loaders, name) && markup && !loaded.has(name as IconName)) loaded.set(name as IconName, markup);
    }
  }

  return { loadIcon, getLoadedIcon, preloadIcons, adoptIcons };
}

const cache = createIconCache(ICON_LOADERS);

/** Loads an icon's markup (cached by name; a failed load is retried on the next call). */
export function loadIcon(name: IconName): Promise<string> {
  return cache.loadIcon(name);
}

/** The icon's markup if it is already loaded (synchronous), else undefined. */
export function getLoadedIcon(name: IconName): string | undefined {
  return cache.getLoadedIcon(name);
}

/** Loads the given icons (unknown names are ignored); resolves once every load has settled. */
export function preloadIcons(names: Iterable<string>): Promise<void> {
  return cache.preloadIcons(names);
}

/** Adopts the markup of icons the server already drew into the page. */
export function adoptIcons(entries: Iterable<[string, string]>): void {
  cache.adoptIcons(entries);
}

/** Whether a name (from content) is one of the icons; checked against the loader table so the client ships no second list. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_LOADERS, name);
}
