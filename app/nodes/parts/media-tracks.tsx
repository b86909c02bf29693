/**
 * The text tracks of a video or audio clip (captions, subtitles, chapters), each a WebVTT file from the uploads.
 * A track whose file the worker refused has an empty `src` and is left out. HTML requires a language on
 * subtitles, so subtitles without one are offered as captions.
 * @module
 */
import type { z } from 'zod';
import type { MediaTrackSchema } from '../../../contract/nodes';

type MediaTrack = z.infer<typeof MediaTrackSchema>;

export function MediaTracks({ tracks }: { tracks: readonly MediaTrack[] }) {
  return tracks
    .filter((track) => track.src)
    .map((track) => (
      <track
        key={track.src}
        src={track.src}
        kind={track.kind === 'subtitles' && !track.srclang ? 'captions' : track.kind}
        srcLang={track.srclang || undefined}
        label={track.label || undefined}
        default={track.default || undefined}
      />
    ));
}
