/**
 * Video, audio and their WebVTT tracks as media the site serves (issue 45): each extension's type and kind
 * (contract/media-types.ts), each format's first bytes and limit (worker/media/media-check.ts), and which
 * addresses a node's `src` keeps (contract/media-src.ts, through the sanitiser every node passes): any upload
 * path of lower-case slugs with a clip's extension, as a `/media/` path or under a media base; nothing else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDIA_SAMPLES, SAMPLE_CAPTIONS } from '../../../cms/content/media-samples';
import { sanitizeSlots } from '../../../contract/html/sanitize-slots';
import { mediaSrc } from '../../../contract/media-src';
import { MEDIA_MAX_BYTES, mediaFileAt } from '../../../contract/media-types';
import { NodeSchema } from '../../../contract/nodes';
import { bytesProblem, typeProblem } from '../../../worker/media/media-check';
import { runs } from '../../helpers/property-runs';

const text = (value: string) => new TextEncoder().encode(value);
const sample = (name: string) => Uint8Array.from(atob(MEDIA_SAMPLES[name]!.base64), (char) => char.charCodeAt(0));
const BASE = 'https://cms.example';

const CLIPS: Record<string, { contentType: string; kind: string; bytes: Uint8Array }> = {
  mp4: { contentType: 'video/mp4', kind: 'video', bytes: new Uint8Array([0, 0, 0, 24, ...text('ftypisom'), 0, 0, 2, 0]) },
  m4v: { contentType: 'video/mp4', kind: 'video', bytes: new Uint8Array([0, 0, 0, 24, ...text('ftypM4V '), 0, 0, 2, 0]) },
  webm: { contentType: 'video/webm', kind: 'video', bytes: sample('square.webm') },
  ogv: { contentType: 'video/ogg', kind: 'video', bytes: text('OggS\u0000\u0002') },
  mp3: { contentType: 'audio/mpeg', kind: 'audio', bytes: sample('chime.mp3') },
  m4a: { contentType: 'audio/mp4', kind: 'audio', bytes: new Uint8Array([0, 0, 0, 24, ...text('ftypM4A '), 0, 0, 2, 0]) },
  ogg: { contentType: 'audio/ogg', kind: 'audio', bytes: text('OggS\u0000\u0002') },
  oga: { contentType: 'audio/ogg', kind: 'audio', bytes: text('OggS\u0000\u0002') },
  wav: { contentType: 'audio/wav', kind: 'audio', bytes: text('RIFF\u0024\u0000\u0000\u0000WAVEfmt ') },
  vtt: { contentType: 'text/vtt; charset=utf-8', kind: 'track', bytes: text(SAMPLE_CAPTIONS.text) },
};

describe('clips the site serves', () => {
  it.each(Object.entries(CLIPS))('.%s: served as its type, inline, and a real file passes', (extension, clip) => {
    const file = mediaFileAt(`/media/2026/11/launch-day.${extension}`);
    expect(file).toEqual({ contentType: clip.contentType, kind: clip.kind, fileName: `launch-day.${extension}` });
    expect(bytesProblem(extension, file!.kind, clip.bytes)).toBeNull();
    expect(typeProblem(extension, clip.contentType)).toBeNull();
    expect(typeProblem(extension, 'application/octet-stream')).toBeNull();
  });

  it.each(Object.keys(CLIPS))('.%s: an HTML page, JSON or another format in its place is refused', (extension) => {
    expect(
      bytesProblem(extension, mediaFileAt(`/media/x.${extension}`)!.kind, text('<!doctype html><title>Sign in</title>')),
    ).not.toBeNull();
    expect(typeProblem(extension, 'text/html; charset=utf-8')).not.toBeNull();
    const other = extension === 'vtt' ? sample('chime.mp3') : text('{"error":"not found"}');
    expect(bytesProblem(extension, mediaFileAt(`/media/x.${extension}`)!.kind, other)).not.toBeNull();
  });

  it('a clip is held whole within an isolate: video up to 40 MB, audio 25 MB, captions 1 MB', () => {
    expect(MEDIA_MAX_BYTES).toMatchObject({ video: 40 * 1024 * 1024, audio: 25 * 1024 * 1024, track: 1024 * 1024 });
    expect(bytesProblem('webm', 'video', new Uint8Array(MEDIA_MAX_BYTES.video + 1))).toMatch(/over/);
  });
});

describe('clip addresses in nodes', () => {
  const slug = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
  const path = fc.array(slug, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/'));
  const extension = fc.constantFrom(...Object.keys(CLIPS));

  it('any upload path with a clip extension is kept, as a /media/ path or under a media base', () => {
    fc.assert(
      fc.property(path, extension, (file, ext) => {
        const local = `/media/${file}.${ext}`;
        expect(mediaSrc(local, [BASE])).toBe(local);
        expect(mediaSrc(`${BASE}${local}`, [BASE])).toBe(local);
        expect(mediaSrc(`https://elsewhere.example${local}`, [BASE])).toBeNull();
      }),
      { numRuns: runs(500) },
    );
  });

  it('a path with capitals, dots, queries or another extension is refused', () => {
    const broken = fc.oneof(
      fc.tuple(path, extension).map(([file, ext]) => `/media/${file.toUpperCase()}X.${ext}`),
      fc.tuple(path, extension).map(([file, ext]) => `/media/${file}.${ext}?autoplay=1`),
      fc.tuple(path, extension).map(([file, ext]) => `/media/${file}/../x.${ext}`),
      fc.tuple(path, fc.constantFrom('mov', 'mkv', 'flac', 'html', 'js', 'srt')).map(([file, ext]) => `/media/${file}.${ext}`),
    );
    fc.assert(
      fc.property(broken, (src) => {
        expect(mediaSrc(src, [BASE])).toBeNull();
      }),
      { numRuns: runs(500) },
    );
  });

  it('the sanitiser brings a video’s file, poster and tracks to /media/ and empties what the site would not serve', () => {
    const video = NodeSchema.parse({
      type: 'video',
      src: `${BASE}/media/2026/11/launch.mp4`,
      poster: { src: 'https://tracker.example/still.jpg' },
      tracks: [{ src: `${BASE}/media/2026/11/launch-en.vtt`, srclang: 'en' }],
    });
    const [clean] = sanitizeSlots({ main: [video] }, [BASE]).main!;
    expect(clean).toEqual({
      type: 'video',
      src: '/media/2026/11/launch.mp4',
      poster: { src: '' },
      tracks: [{ src: '/media/2026/11/launch-en.vtt', kind: 'captions', srclang: 'en' }],
    });
  });

  it('an embed names its video by an id the player address can hold, nothing more', () => {
    const embed = { type: 'embed', provider: 'youtube', href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' };
    expect(NodeSchema.safeParse({ ...embed, videoId: 'aqz-KE-bpKQ' }).success).toBe(true);
    for (const videoId of ['', 'a b', 'x"onload="', '../../x', 'a?b=1', 'a'.repeat(33)]) {
      expect(NodeSchema.safeParse({ ...embed, videoId }).success, videoId).toBe(false);
    }
    expect(NodeSchema.safeParse({ ...embed, provider: 'dailymotion', videoId: 'x8abc' }).success).toBe(false);
  });
});
