/**
 * Makes validated CMS content safe to render: every `html` field goes through
 * the allow-list sanitiser and every `href`/`src`/`applyUrl` through the URL
 * rules, wherever it sits in a node. Done once, before content is cached.
 * @module
 */
import type { Job, Slots } from '../../app/content/nodes';
import { safeHref, sanitizeHtml } from './sanitize-html';

const URL_KEYS = new Set(['href', 'src', 'applyUrl']);

function clean(value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    if (key === 'html') return sanitizeHtml(value);
    if (URL_KEYS.has(key)) return safeHref(value) ?? '#';
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, ''));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, clean(inner, name)]));
  }
  return value;
}

export function sanitizeSlots(slots: Slots): Slots {
  return clean(slots, '') as Slots;
}

export function sanitizeJob(job: Job): Job {
  return clean(job, '') as Job;
}
