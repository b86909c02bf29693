/**
 * A video from the uploads with the browser's own controls. `preload="none"`: nothing is fetched until the reader
 * presses play (a page with a video costs no more than its poster). Without a file the site serves, nothing.
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { MediaTracks } from './parts/media-tracks';

export function Video({ node }: { node: NodeOf<'video'> }) {
  if (!node.src) return null;
  return (
    <figure className="figure media">
      {/* biome-ignore lint/a11y/useMediaCaption: the clip's caption tracks are the editor's, drawn by MediaTracks. */}
      <video className="media__video" src={node.src} poster={node.poster?.src || undefined} controls preload="none" playsInline>
        <MediaTracks tracks={node.tracks} />
        <a href={node.src}>Download the video</a>
      </video>
      {node.caption ? <figcaption className="figure__caption">{node.caption}</figcaption> : null}
    </figure>
  );
}
