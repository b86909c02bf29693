/**
 * An audio clip from the uploads with the browser's own controls; `preload="none"`, so nothing is fetched until
 * the reader presses play. Without a file the site serves, nothing.
 * @module
 */
import type { NodeOf } from '../../contract/nodes';
import { MediaTracks } from './parts/media-tracks';

export function Audio({ node }: { node: NodeOf<'audio'> }) {
  if (!node.src) return null;
  return (
    <figure className="figure media">
      {/* biome-ignore lint/a11y/useMediaCaption: the clip's caption tracks are the editor's, drawn by MediaTracks. */}
      <audio className="media__audio" src={node.src} controls preload="none">
        <MediaTracks tracks={node.tracks} />
        <a href={node.src}>Download the audio</a>
      </audio>
      {node.caption ? <figcaption className="figure__caption">{node.caption}</figcaption> : null}
    </figure>
  );
}
