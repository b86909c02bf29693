import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../../../app/icons/icon';
import { ICON_LOADERS } from '../../../app/icons/icon-loaders';
import { createIconCache, getLoadedIcon, type IconModule, loadIcon, preloadIcons } from '../../../app/icons/load-icon';
import { ICON_NAMES, type IconName } from '../../../contract/icon-names';
import { renderToString } from '../../../worker/render/string-renderer.cjs';

const ELEMENTS = new Set(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse', 'g']);

describe('Icon before its markup is loaded', () => {
  it('renders an empty svg of the requested size', async () => {
    // Fresh modules: the test files share one runtime, where the site's renderer has loaded every icon.
    vi.resetModules();
    const [fresh, icons, react, server] = await Promise.all([
      import('../../../app/icons/icon'),
      import('../../../app/icons/load-icon'),
      import('react'),
      import('../../../worker/render/string-renderer.cjs'),
    ]);
    const name = ICON_NAMES.find((candidate) => icons.getLoadedIcon(candidate) === undefined);
    expect(name).toBeDefined();
    const html = server.renderToString(react.createElement(fresh.Icon, { name: name!, size: 32 }));
    expect(html).toMatch(/^<svg [^>]*><\/svg>$/);
    expect(html).toContain('width="32"');
    expect(html).toContain('height="32"');
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain(`data-icon="${name}"`);
    expect(html).toContain('aria-hidden="true"');
    // Bytes every page pays for nothing in the browsers the site supports.
    expect(html).not.toContain('focusable=');
    expect(html).not.toContain('xmlns=');
    expect(html).not.toContain('style=');
  });
});

describe('icon modules', () => {
  it('has exactly one loader per icon name', () => {
    expect(Object.keys(ICON_LOADERS).sort()).toEqual([...ICON_NAMES].sort());
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });

  for (const name of ICON_NAMES) {
    it(`${name} loads to safe, non-empty inner SVG markup`, async () => {
      const markup = await loadIcon(name);
      expect(typeof markup).toBe('string');
      expect(markup.trim()).not.toBe('');
      expect(markup).not.toMatch(/<script/i);
      expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
      expect(markup).not.toMatch(/style\s*=/i);
      expect(markup).not.toMatch(/<svg/i);
      expect(markup).not.toMatch(/\sid\s*=/i);
      expect(markup).not.toMatch(/href|javascript:/i);
      // Only basic shapes, each self-closed, each painted in currentColor.
      const tags = [...markup.matchAll(/<([a-z]+)\b[^>]*\/>/g)];
      expect(tags.map((tag) => tag[0]).join('')).toBe(markup);
      for (const [tag, element] of tags) {
        expect(ELEMENTS.has(element!)).toBe(true);
        expect(tag).toMatch(/(fill|stroke)="currentColor"/);
      }
      expect(getLoadedIcon(name)).toBe(markup);
    });
  }
});

describe('loadIcon', () => {
  it('caches by name: same promise, same string', async () => {
    const first = loadIcon('arrow-right');
    const second = loadIcon('arrow-right');
    expect(second).toBe(first);
    expect(await second).toBe(await first);
    expect(getLoadedIcon('arrow-right')).toBe(await first);
  });

  it('shares one load between concurrent calls', async () => {
    let calls = 0;
    const cache = createIconCache({
      star: async () => {
        calls += 1;
        return { default: '<circle cx="12" cy="12" r="4" fill="currentColor"/>' };
      },
    });
    expect(cache.getLoadedIcon('star')).toBeUndefined();
    const [a, b] = await Promise.all([cache.loadIcon('star'), cache.loadIcon('star')]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(cache.getLoadedIcon('star')).toBe(a);
  });

  it('does not cache a failed load, so it can be retried', async () => {
    let calls = 0;
    const cache = createIconCache({
      star: async (): Promise<IconModule> => {
        calls += 1;
        if (calls === 1) throw new Error('chunk failed to load');
        return { default: '<path d="M4 12h16" fill="none" stroke="currentColor"/>' };
      },
    });
    await expect(cache.loadIcon('star')).rejects.toThrow('chunk failed to load');
    expect(cache.getLoadedIcon('star')).toBeUndefined();
    await expect(cache.loadIcon('star')).resolves.toContain('<path');
    expect(calls).toBe(2);
  });

  it('rejects an icon it has no loader for', async () => {
    const cache = createIconCache({});
    await expect(cache.loadIcon('star')).rejects.toThrow();
  });
});

describe('preloadIcons', () => {
  it('loads the named icons and ignores unknown names', async () => {
    const loadedNames: IconName[] = [];
    const cache = createIconCache({
      mail: async () => {
        loadedNames.push('mail');
        return { default: '<rect x="3" y="5" width="18" height="14" fill="none" stroke="currentColor"/>' };
      },
    });
    await expect(cache.preloadIcons(['mail', 'not-an-icon', '', 'constructor', 'mail'])).resolves.toBeUndefined();
    expect(loadedNames).toEqual(['mail']);
    expect(cache.getLoadedIcon('mail')).toContain('<rect');
  });

  it('never rejects when an icon fails to load', async () => {
    const cache = createIconCache({ mail: () => Promise.reject(new Error('offline')) });
    await expect(cache.preloadIcons(['mail'])).resolves.toBeUndefined();
    expect(cache.getLoadedIcon('mail')).toBeUndefined();
  });

  it('preloads the real icon set', async () => {
    await expect(preloadIcons(['facebook', 'no-such-icon', 'hybrid'])).resolves.toBeUndefined();
    expect(getLoadedIcon('facebook')).toMatch(/^<path /);
    expect(getLoadedIcon('hybrid')).toMatch(/^<path /);
  });
});

describe('Icon once loaded', () => {
  it('renders the markup with an accessible name when titled', async () => {
    await preloadIcons(['facebook']);
    const markup = getLoadedIcon('facebook')!;
    const html = renderToString(createElement(Icon, { name: 'facebook', title: 'Facebook' }));
    expect(html).toContain(markup);
    expect(html).toContain('<path ');
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Facebook"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('width="20"');
    expect(html).toContain('height="20"');
    expect(html).toContain('class="icon"');
    expect(html).not.toContain('style=');
  });

  it('is decorative without a title and keeps extra class names', async () => {
    await preloadIcons(['arrow-right']);
    const html = renderToString(createElement(Icon, { name: 'arrow-right', size: 18, className: 'icon--inline' }));
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role=');
    expect(html).toContain('class="icon icon--inline"');
    expect(html).toContain('width="18"');
    expect(html).toContain(getLoadedIcon('arrow-right')!);
  });

  it('renders the same markup every time (server and client agree)', async () => {
    await preloadIcons(ICON_NAMES);
    for (const name of ICON_NAMES) {
      const element = createElement(Icon, { name, title: name });
      expect(renderToString(element)).toBe(renderToString(element));
    }
  });
});
