/**
 * Makes validated CMS content safe to render: every `html` field goes through
 * the allow-list sanitiser, every `href`/`applyUrl` through the URL rules,
 * every image `src` to the site's `/media/` (or nothing, when refused) and
 * every heading `anchor` the app uses itself is dropped, wherever it sits in a
 * node. Done once, before content is cached.
 * @module
 */

import { APP_IDS } from '../dom-ids';
import { linkHref } from '../link-safety';
import { type MediaBases, mediaSrc } from '../media-src';
import type { Job, Slots } from '../nodes';
import { sanitizeHtml } from './sanitize-html';

const URL_KEYS = new Set(['href', 'applyUrl']);

function clean(value: unknown, key: string, media: MediaBases): unknown {
  if (typeof value === 'string') {
    if (key === 'html') return sanitizeHtml(value, media);
    if (URL_KEYS.has(key)) return linkHref(value);
    if (key === 'src') return mediaSrc(value, media) ?? '';
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, '', media));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([name, inner]) => [name, clean(inner, name, media)] as const);
    return Object.fromEntries(entries.filter(([name, inner]) => name !== 'anchor' || typeof inner !== 'string' || !APP_IDS.has(inner)));
  }
  return value;
}

export function sanitizeSlots(slots: Slots, media: MediaBases = []): Slots {
  return clean(slots, '', media) as Slots;
}

export function sanitizeJob(job: Job, media: MediaBases = []): Job {
  return clean(job, '', media) as Job;
}
