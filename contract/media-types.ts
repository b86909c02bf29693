/**
 * Which CMS media the site serves under `/media/`, and as what: the file
 * extension alone decides the content type (an upstream's own Content-Type is
 * never trusted, so a file cannot turn into HTML or script by what its
 * server says). Images, video, audio and their text tracks are shown inline; documents are downloads.
 * @module
 */

export type MediaKind = 'image' | 'document' | 'video' | 'audio' | 'track';

export interface MediaType {
  contentType: string;
  kind: MediaKind;
}

/** The allow-list: extension to content type. Anything else under /media/ is a 404. */
export const MEDIA_TYPES: Readonly<Record<string, MediaType>> = {
  svg: { contentType: 'image/svg+xml', kind: 'image' },
  png: { contentType: 'image/png', kind: 'image' },
  jpg: { contentType: 'image/jpeg', kind: 'image' },
  jpeg: { contentType: 'image/jpeg', kind: 'image' },
  webp: { contentType: 'image/webp', kind: 'image' },
  avif: { contentType: 'image/avif', kind: 'image' },
  gif: { contentType: 'image/gif', kind: 'image' },
  pdf: { contentType: 'application/pdf', kind: 'document' },
  csv: { contentType: 'text/csv; charset=utf-8', kind: 'document' },
  mp4: { contentType: 'video/mp4', kind: 'video' },
  m4v: { contentType: 'video/mp4', kind: 'video' },
  webm: { contentType: 'video/webm', kind: 'video' },
  ogv: { contentType: 'video/ogg', kind: 'video' },
  mp3: { contentType: 'audio/mpeg', kind: 'audio' },
  m4a: { contentType: 'audio/mp4', kind: 'audio' },
  ogg: { contentType: 'audio/ogg', kind: 'audio' },
  oga: { contentType: 'audio/ogg', kind: 'audio' },
  wav: { contentType: 'audio/wav', kind: 'audio' },
  vtt: { contentType: 'text/vtt; charset=utf-8', kind: 'track' },
};

const MB = 1024 * 1024;

/**
 * Largest file the site serves, by kind: the worker holds a file whole while it checks and stores it, within an
 * isolate's 128 MB, and the plugin refuses larger video and audio uploads (longer videos belong on YouTube or
 * Vimeo, embedded).
 */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  image: 10 * MB,
  document: 25 * MB,
  video: 40 * MB,
  audio: 25 * MB,
  track: 1 * MB,
};

/** Lower-case path segments of letters, digits and hyphens, one dot before the extension. */
const MEDIA_PATH = /^\/media\/(?:[a-z0-9-]{1,80}\/){0,4}([a-z0-9-]{1,120})\.([a-z0-9]{2,5})$/;

export interface MediaFile extends MediaType {
  /** The file name as a download should be saved, e.g. `media-pack-2024.pdf`. */
  fileName: string;
}

/** The media file at `pathname`, or null when the path or its extension is not allowed. */
export function mediaFileAt(pathname: string): MediaFile | null {
  const match = MEDIA_PATH.exec(pathname);
  if (!match) return null;
  const [, base, extension] = match as unknown as [string, string, string];
  const type = Object.hasOwn(MEDIA_TYPES, extension) ? MEDIA_TYPES[extension] : undefined;
  return type ? { ...type, fileName: `${base}.${extension}` } : null;
}
