/**
 * The player address an embed's facade hands app/client/embed-player.ts: an unlisted Vimeo video keeps its hash
 * (without it Vimeo's player refuses the video), from either address an editor pastes; whatever else an address
 * holds never reaches the player's address, which stays one the CSP's frame-src allows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Embed, vimeoHash } from '../../app/nodes/embed';
import { type NodeOf, NodeSchema } from '../../contract/nodes';
import { renderToString } from '../../worker/render/string-renderer.cjs';
import { runs } from '../helpers/property-runs';

function playerOf(href: string, provider: 'youtube' | 'vimeo' = 'vimeo', videoId = '76979871'): string {
  const node = NodeSchema.parse({ type: 'embed', provider, videoId, href }) as NodeOf<'embed'>;
  const html = renderToString(<Embed node={node} />);
  return /data-embed-player="([^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
}

describe('the player address of an embed', () => {
  it('keeps an unlisted Vimeo video’s hash, from the page’s address or the player’s', () => {
    expect(playerOf('https://vimeo.com/76979871/8272103f6e')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e');
    expect(playerOf('https://player.vimeo.com/video/76979871?h=8272103F6E&badge=0')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e',
    );
    expect(playerOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(playerOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(vimeoHash('https://evil.example/76979871/8272103f6e')).toBeNull();
  });

  it('puts nothing else of the address into the player’s', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ minLength: 1 })),
        fc.string(),
        (base, tail) => {
          for (const href of [base, `https://vimeo.com/76979871/${tail}`, `https://player.vimeo.com/video/76979871?h=${tail}`]) {
            expect(playerOf(href), href).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1&dnt=1(?:&h=[0-9a-f]{6,20})?$/);
          }
        },
      ),
      { numRuns: runs(2_000) },
    );
  });
});
