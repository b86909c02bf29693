/**
 * Nodes an editor hid from some readers (app/nodes/hidden-node.tsx, issue 56): on the site, one element around the
 * node that the site's CSS hides at the widths it names (no script), and nothing for a node hidden from every
 * reader; in a preview, every such node in full under a marker naming who will not see it.
 */

import { describe, expect, it } from 'vitest';
import { hiddenNote } from '../../app/nodes/hidden-node';
import type { ContentNode } from '../../contract/nodes';
import { renderToString } from '../../worker/render/string-renderer.cjs';
import { NodesWith as RenderNodes } from '../helpers/render-kit';

const rich = (text: string, placement: Partial<ContentNode> = {}) =>
  ({ type: 'rich-text', html: `<p>${text}</p>`, ...placement }) as ContentNode;
const SLOT = [
  rich('Everyone'),
  rich('Wide screens', { hiddenOn: ['mobile'] }),
  rich('Phones only', { hiddenOn: ['tablet', 'desktop'] }),
  rich('Embargoed', { hiddenFromReaders: true }),
];

describe('hidden nodes', () => {
  it('on the site: one element naming the widths around each node hidden at some, none for one hidden from all', () => {
    const html = renderToString(<RenderNodes nodes={SLOT} />);
    expect(html).toContain('<p>Everyone</p>');
    expect(html).toMatch(/<div class="node-hidden node-hidden--mobile">(?:(?!<\/?div class="node-hidden)[\s\S])*<p>Wide screens<\/p>/);
    expect(html).toMatch(
      /<div class="node-hidden node-hidden--tablet node-hidden--desktop">(?:(?!<\/?div class="node-hidden)[\s\S])*<p>Phones only<\/p>/,
    );
    expect(html).not.toContain('Embargoed');
    expect(html).not.toContain('node-hidden__note');
    expect(html.match(/class="node-hidden/g)).toHaveLength(2);
  });

  it('in a preview: each in full under a marker saying who will not see it', () => {
    const html = renderToString(<RenderNodes nodes={SLOT} preview />);
    const notes = [...html.matchAll(/<p class="node-hidden__note">([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(notes).toEqual(['Hidden on phones', 'Hidden on tablets and desktops', 'Hidden from readers']);
    for (const text of ['Everyone', 'Wide screens', 'Phones only', 'Embargoed']) expect(html).toContain(`<p>${text}</p>`);
    expect(html).not.toMatch(/node-hidden--(?:mobile|tablet|desktop)/);
  });

  it('words every combination of widths', () => {
    expect(hiddenNote({ hiddenOn: ['mobile', 'tablet'] })).toBe('Hidden on phones and tablets');
    expect(hiddenNote({ hiddenOn: ['desktop'] })).toBe('Hidden on desktops');
    expect(hiddenNote({ hiddenOn: ['mobile', 'tablet', 'desktop'] })).toBe('Hidden from readers');
  });
});
