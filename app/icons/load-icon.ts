/**
 * Loads the icons on demand. Each icon's markup is its own module
 * under `svg/`, imported through a literal `import()` (icon-loaders.ts) so
 * that Vite emits one small chunk per icon and a page only fetches the icons
 * it shows.
 *
 * Loaded markup is kept by name: `getLoadedIcon` answers synchronously, which
 * is what lets `<Icon>` render identical markup on the server (which preloads
 * every icon once) and on the client (which preloads the icons present in the
 * server HTML before hydrating).
 * @module
 */
import { ICON_NAMES, type IconName } from '../../contract/icon-names';

/** What an icon module exports: the inner markup of a 24×24 SVG. */
export interface IconModule {
  default: string;
}

export type IconLoaders = Record<IconName, () => Promise<IconModule>>;

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

/** Makes a cache over a set of loaders (the app's load `ICON_LOADERS` on demand; tests may pass their own). */
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
    const promise = start.then((module) => {
      if (typeof module.default !== 'string') throw new TypeError(`Icon module without markup: ${name}`);
      loaded.set(name, module.default);
      return module.default;
    });
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

/**
 * The app's loaders: per name, the table of literal imports (icon-loaders.ts)
 * first, then the icon's own chunk. The table stays out of the first load.
 */
const LAZY_LOADERS = Object.fromEntries(
  ICON_NAMES.map((name) => [name, () => import('./icon-loaders').then((table) => table.ICON_LOADERS[name]())]),
) as IconLoaders;

const cache = createIconCache(LAZY_LOADERS);

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

/** Whether a name (from content) is one of the icons. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(LAZY_LOADERS, name);
}
