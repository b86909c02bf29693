/**
 * Whether what the CMS sent for a media file is that file: the upstream's
 * content type must fit the extension (or say nothing more than "bytes"), the
 * first bytes must be the format's signature, and the length must be within
 * the kind's limit. Checked before anything is stored or served, so a CMS (or
 * a proxy in front of it) that answers garbage once cannot poison the file.
 * Pure: no I/O.
 * @module
 */
import { MEDIA_MAX_BYTES, type MediaKind } from '../../contract/media-types';

/** Upstream types that also fit an extension (servers spell some types their own way). */
const ALSO: Readonly<Record<string, readonly string[]>> = {
  svg: ['image/svg+xml', 'image/svg'],
  png: ['image/png', 'image/x-png'],
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  webp: ['image/webp'],
  avif: ['image/avif'],
  gif: ['image/gif'],
  pdf: ['application/pdf', 'application/x-pdf'],
  csv: ['text/csv', 'text/plain', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel'],
  mp4: ['video/mp4'],
  m4v: ['video/mp4', 'video/x-m4v'],
  webm: ['video/webm', 'audio/webm'],
  ogv: ['video/ogg', 'application/ogg'],
  mp3: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3'],
  m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
  ogg: ['audio/ogg', 'application/ogg', 'video/ogg'],
  oga: ['audio/ogg', 'application/ogg'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  vtt: ['text/vtt', 'text/plain'],
};
/** Types that say only "bytes": the signature decides. */
const GENERIC = ['', 'application/octet-stream', 'binary/octet-stream'];

/** Null when the upstream's content type fits the extension, else why not. */
export function typeProblem(extension: string, contentType: string | null): string | null {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (GENERIC.includes(essence) || ALSO[extension]?.includes(essence)) return null;
  return `type ${essence.slice(0, 60)} for a .${extension}`;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The start of an SVG document: an optional XML declaration, comments and doctype, then `<svg`. */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
/** What an HTML page starts with: never a CSV. */
const HTML_START = /^\uFEFF?\s*<(?:!doctype\s+html|html|head|body|script)[\s>]/i;

/** An ISO base media file (MP4, M4V, M4A): its first box is `ftyp`. */
const isoMedia = (bytes: Uint8Array) => ascii(bytes, 4, 8) === 'ftyp';
const isOgg = (bytes: Uint8Array) => ascii(bytes, 0, 4) === 'OggS';

const SIGNATURES: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  gif: (bytes) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)),
  webp: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP',
  // An ISO box `ftyp` whose brands name AVIF.
  avif: (bytes) => ascii(bytes, 4, 8) === 'ftyp' && /avi[fs]/.test(ascii(bytes, 8, 64)),
  pdf: (bytes) => ascii(bytes, 0, 5) === '%PDF-',
  svg: (bytes) => SVG_START.test(new TextDecoder().decode(bytes.subarray(0, 4096))),
  // Text with no NUL byte that is not an HTML page.
  csv: (bytes) => !bytes.subarray(0, 4096).includes(0) && !HTML_START.test(new TextDecoder().decode(bytes.subarray(0, 1024))),
  mp4: isoMedia,
  m4v: isoMedia,
  m4a: isoMedia,
  // Matroska's EBML header.
  webm: (bytes) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]),
  ogv: isOgg,
  ogg: isOgg,
  oga: isOgg,
  // An ID3 tag, or an MPEG audio frame's sync bits.
  mp3: (bytes) => ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0),
  wav: (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE',
  vtt: (bytes) => /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(new TextDecoder().decode(bytes.subarray(0, 16))),
};

/** Null when `bytes` are a file of this extension within the kind's limit, else why not. */
export function bytesProblem(extension: string, kind: MediaKind, bytes: Uint8Array): string | null {
  if (bytes.byteLength === 0) return 'an empty body';
  if (bytes.byteLength > MEDIA_MAX_BYTES[kind]) return `a body over ${MEDIA_MAX_BYTES[kind]} bytes`;
  const signature = SIGNATURES[extension];
  return signature?.(bytes) ? null : `bytes that are not a .${extension} file`;
}
