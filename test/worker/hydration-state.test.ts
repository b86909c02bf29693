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
