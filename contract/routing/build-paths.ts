/**
 * Where a client build lives, in one place: Vite writes the bundle and the
 * build files under APP_BASE (scripts/vite-build-meta.ts), the worker links
 * them, and the client polls and reads them (app/client/build-freshness.ts).
 * The `*_FILE` names are relative to APP_BASE (the build's output folder).
 * @module
 */
/** URL prefix of every hashed client file (Workers Static Assets, served immutable). */
export const APP_BASE = '/_app/';

/** `{ id, timestamp }` of the live build: polled by clients, never cached. */
export const LATEST_BUILD_FILE = 'builds/latest.json';
export const LATEST_BUILD_PATH = `${APP_BASE}${LATEST_BUILD_FILE}`;

/** `{ id, rules }` of one build: its route rules (the legacy redirect table), immutable. */
export function buildMetaFile(id: string): string {
  return `builds/meta/${id}.json`;
}

export function buildMetaPath(id: string): string {
  return `${APP_BASE}${buildMetaFile(id)}`;
}

/** Every icon as `<symbol>`s of one SVG, per build (immutable): what `<SpriteIcon>` points into. */
export function iconSpriteFile(id: string): string {
  return `builds/icons/${id}.svg`;
}

export function iconSpritePath(id: string): string {
  return `${APP_BASE}${iconSpriteFile(id)}`;
}
