/**
 * The state a page embeds for hydration carries nothing the document holds:
 * drawn nodes as their type only, islands whole, nodes of unknown types as
 * their type (skipped on both sides). And the island list matches the code:
 * every node renderer with behaviour in the browser is an island.
 */
import { describe, expect, it } from 'vitest';
import { ISLAND_TYPES } from '../../app/nodes/island-types';
import { RENDERERS } from '../../app/nodes/renderers';
import type { AppState } from '../../contract/page-state';
import { heldBytesMemo } from '../../worker/render/html-parts';
import { hydrationState, hydrationStateWriter } from '../../worker/render/hydration-state';

const hydrationStateParts = hydrationStateWriter(heldBytesMemo());

const carousel = {
  type: 'carousel',
  slides: [{ title: 'A slide', image: { src: '/media/slide/a.svg', alt: 'A', width: 1200, height: 600 } }],
};

const site = {
  name: 'Site',
  origin: 'https://example.test',
  settings: { legalLine: 'Registered in England', tagline: 'Special interest media' },
  year: 2026,
  menus: {
    header: [{ label: 'News', href: '/news/' }],
    footer: [{ heading: 'Company', links: [{ label: 'Who we are', href: '/who-we-are/' }] }],
    legal: [{ label: 'Privacy', href: '/privacy/' }],
    social: [{ network: 'x', href: 'https://x.com/site', label: 'Site on X' }],
  },
};

function state(slots: Record<string, unknown[]>): AppState {
  return {
    buildId: 'b',
    site,
    page: { kind: 'content', path: '/x/', route: { path: '/x/' } as never, slots: slots as never },
  };
}

describe('hydration state', () => {
  it('sends drawn nodes as their type, islands whole and unknown types as their type', () => {
    const sent = hydrationState(
      state({
        main: [{ type: 'rich-text', html: '<p>Long text</p>' }, carousel, { type: 'hologram', beam: 'on' }],
        aside: [{ type: 'cta', heading: 'More', link: { label: 'All', href: '/news/' } }],
      }),
      RENDERERS,
    );
    expect(sent.page.kind).toBe('content');
    const slots = (sent.page as { slots: Record<string, unknown[]> }).slots;
    expect(slots.main).toEqual([{ type: 'rich-text', drawn: true }, carousel, { type: 'hologram' }]);
    expect(slots.aside).toEqual([{ type: 'cta', drawn: true }]);
    expect(JSON.stringify(sent)).not.toContain('Long text');
  });

  it('leaves error pages as they are', () => {
    const error = {
      ...state({}),
      page: { kind: 'error', variant: 'not-found', status: 404, path: '/x/', statusMessage: 'Not Found', message: 'Not Found' },
    } as AppState;
    expect(hydrationState(error, RENDERERS).page).toEqual(error.page);
  });

  it("sends the site frame's basics only: the footer's settings and menus are in the document", () => {
    const basics = { name: 'Site', origin: 'https://example.test', menus: { header: [{ label: 'News', href: '/news/' }] } };
    const content = state({ main: [{ type: 'rich-text', html: '<p>Text</p>' }] });
    const error = {
      ...content,
      page: { kind: 'error', variant: 'gone', status: 410, path: '/x/', statusMessage: 'Gone', message: 'Gone' },
    };
    for (const whole of [content, error as AppState]) {
      const sent = hydrationState(whole, RENDERERS);
      expect(sent.site).toEqual(basics);
      const json = hydrationStateParts(whole, RENDERERS)
        .map((part) => (typeof part === 'string' ? part : new TextDecoder().decode(part)))
        .join('');
      expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(sent)));
      for (const footerOnly of ['Registered in England', 'Special interest media', '/who-we-are/', '/privacy/', 'x.com']) {
        expect(json).not.toContain(footerOnly);
      }
    }
  });
});

describe("a public page's state, held", () => {
  const text = (parts: readonly (string | Uint8Array)[]) =>
    parts.map((part) => (typeof part === 'string' ? part : new TextDecoder().decode(part))).join('');
  const base = state({ main: [{ type: 'rich-text', html: '<p>Text</p>' }, carousel] });
  const content = base.page as Extract<AppState['page'], { kind: 'content' }>;
  // Every field the state is written from, changed alone, the slots object kept.
  const changes: Record<string, (whole: AppState) => AppState> = {
    path: (whole) => ({ ...whole, page: { ...content, path: '/y/' } }),
    route: (whole) => ({ ...whole, page: { ...content, route: { path: '/x/', meta: { title: 'New' } } as never } }),
    'header menu': (whole) => ({ ...whole, site: { ...site, menus: { ...site.menus, header: [{ label: 'Jobs', href: '/jobs/' }] } } }),
    name: (whole) => ({ ...whole, site: { ...site, name: 'Other' } }),
    origin: (whole) => ({ ...whole, site: { ...site, origin: 'https://other.test' } }),
    build: (whole) => ({ ...whole, buildId: 'c' }),
    preview: (whole) => ({
      ...whole,
      page: { ...content, preview: { id: '7', postType: 'page', expiresAt: '2026-11-30T11:00:00Z', title: 'Draft', publishedPath: '/x/' } },
    }),
  };

  it('is written once while the slots, frame, route and build are the ones it was written with', () => {
    const write = hydrationStateWriter(heldBytesMemo());
    const expected = JSON.parse(JSON.stringify(hydrationState(base, RENDERERS)));
    // First sent as it was written, in parts; joined into one run of bytes at its second use, then reused.
    const first = write(base, RENDERERS);
    const second = write({ ...base, page: { ...content } }, RENDERERS);
    const third = write({ ...base, page: { ...content } }, RENDERERS);
    expect(first.length).toBeGreaterThan(1);
    expect(second).toHaveLength(1);
    expect(second[0]).toBeInstanceOf(Uint8Array);
    expect(third[0]).toBe(second[0]);
    for (const parts of [first, second, third]) expect(JSON.parse(text(parts))).toEqual(expected);
  });

  it.each(Object.keys(changes))('is written afresh when the %s changes', (name) => {
    const write = hydrationStateWriter(heldBytesMemo());
    write(base, RENDERERS);
    const changed = changes[name]!(base);
    expect(JSON.parse(text(write(changed, RENDERERS)))).toEqual(JSON.parse(JSON.stringify(hydrationState(changed, RENDERERS))));
    expect(JSON.parse(text(write(base, RENDERERS)))).toEqual(JSON.parse(JSON.stringify(hydrationState(base, RENDERERS))));
  });

  it('is written afresh for other renderers', () => {
    const write = hydrationStateWriter(heldBytesMemo());
    write(base, RENDERERS);
    const fewer = Object.fromEntries(Object.entries(RENDERERS).filter(([type]) => type !== 'rich-text'));
    expect(JSON.parse(text(write(base, fewer)))).toEqual(JSON.parse(JSON.stringify(hydrationState(base, fewer))));
  });
});

describe('islands', () => {
  const sources = import.meta.glob('../../app/nodes/*.tsx', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

  it('are exactly the node renderers with state, effects or event handlers', () => {
    const renderers = Object.entries(sources).filter(([file]) => !/(render-nodes|slot-parts|node-guard)\.tsx$/.test(file));
    expect(renderers.length).toBeGreaterThan(15);
    const interactive = renderers
      .filter(([, source]) => /\buse(State|Effect|LayoutEffect|Reducer|Ref|SyncExternalStore)\b|\son[A-Z][a-zA-Z]*=\{/.test(source))
      .map(([file]) => /([a-z-]+)\.tsx$/.exec(file)![1])
      .sort();
    expect(interactive).toEqual([...ISLAND_TYPES].sort());
  });
});
