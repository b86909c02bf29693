/**
 * Image sources from the CMS, rewritten to the site's own `/media/` proxy
 * (docs/decisions/007-cms-images-through-media.md): readers never request an
 * image from another origin, and the CSP keeps `img-src 'self'`. A source is
 * accepted as a site-relative `/media/…` path or as an absolute URL under one
 * of the configured media bases (the CMS API base, its public origin, the
 * site itself) followed by `/media/`; anything else is refused.
 * @module
 */

/** The path `/media/route.ts` serves: lower-case slugs and an image, PDF, video, audio or WebVTT extension. */
export const MEDIA_PATH = /^\/media\/[a-z0-9/-]{1,200}\.(svg|png|jpe?g|webp|avif|pdf|mp4|m4v|webm|ogv|mp3|m4a|ogg|oga|wav|vtt)$/;

export type MediaBases = readonly string[];

/** Bases whose `/media/…` files the site serves, from the worker's config. */
export function mediaBasesOf(config: { CMS_API_BASE: string; CMS_PUBLIC_ORIGIN: string; SITE_ORIGIN: string }): MediaBases {
  return [...new Set([config.CMS_API_BASE, config.CMS_PUBLIC_ORIGIN, config.SITE_ORIGIN].map((base) => base.replace(/\/+$/, '')))];
}

/** The `/media/…` path of an image source, or null when the site would not serve it. */
export function mediaSrc(src: string, bases: MediaBases): string | null {
  const value = src.trim();
  let path: string | null = null;
  if (value.startsWith('/media/')) path = value;
  else {
    const base = bases.find((prefix) => value.startsWith(`${prefix}/media/`));
    if (base) path = value.slice(base.length);
  }
  return path && MEDIA_PATH.test(path) ? path : null;
}
