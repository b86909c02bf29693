/**
 * A YouTube or Vimeo video as a facade: a poster (the editor's image, else one the site draws with the title) in
 * a link to the video's page. Nothing is asked of the provider until a click: then app/client/embed-player.ts
 * puts the provider's privacy-minded player (youtube-nocookie.com, Vimeo with `dnt`) in the empty slot, which
 * the CSP's frame-src allows. Without script, or before it loads, the link opens the video on its own site.
 * The player lives in a chunk loaded after hydration, so a page without an embed loads nothing for it.
 * @module
 */
import { linkHref } from '../../contract/link-safety';
import type { NodeOf } from '../../contract/nodes';
import { Icon } from '../icons/icon';
import { Picture } from './parts/picture';

const PROVIDERS = {
  youtube: { name: 'YouTube', player: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` },
  vimeo: {
    name: 'Vimeo',
    player: (id: string, href: string) => {
      const hash = vimeoHash(href);
      return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${hash ? `&h=${hash}` : ''}`;
    },
  },
} as const;

/**
 * An unlisted Vimeo video's hash, from the address the editor pasted (`vimeo.com/123/8272103f6e` or
 * `player.vimeo.com/video/123?h=8272103f6e`): without it Vimeo's player refuses the video. Null for any other.
 */
export function vimeoHash(href: string): string | null {
  const match = /^https?:\/\/(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?\d+(?:\/([0-9a-f]{6,20}))?\/?(?:\?([^#]*))?/i.exec(href);
  if (!match) return null;
  const hash = match[1] ?? new URLSearchParams(match[2] ?? '').get('h') ?? '';
  return /^[0-9a-f]{6,20}$/i.test(hash) ? hash.toLowerCase() : null;
}

export function Embed({ node }: { node: NodeOf<'embed'> }) {
  const provider = PROVIDERS[node.provider];
  const title = node.title || node.caption || `A video on ${provider.name}`;
  return (
    <figure className="figure embed">
      <div
        className="embed__frame"
        data-embed-player={provider.player(encodeURIComponent(node.videoId), node.href)}
        data-embed-title={title}
      >
        <a className="embed__link" href={linkHref(node.href)} rel="noopener">
          {node.poster?.src ? (
            <Picture image={node.poster} className="embed__poster" />
          ) : (
            <span className="embed__poster embed__poster--drawn" aria-hidden="true">
              {title}
            </span>
          )}
          <span className="embed__play">
            <Icon name="play" size={24} className="embed__play-icon" />
            <span>Play on {provider.name}</span>
            <span className="visually-hidden">: {title}</span>
          </span>
        </a>
        <div className="embed__slot" />
      </div>
      {node.caption ? <figcaption className="figure__caption">{node.caption}</figcaption> : null}
    </figure>
  );
}
