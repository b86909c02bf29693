/**
 * The sample content pack of the reference CMS: settings, menus, pages,
 * drafts and redirects; its jobs are dated around a day (`jobsOn`).
 * @module
 */
import { drafts } from './drafts';
import { pages } from './pages';
import { redirects } from './redirects';
import { menus, settings } from './site';
import type { ContentPack } from './types';
import { withdrawnPages } from './withdrawn';

export const pack: ContentPack = { settings, menus, pages: [...pages, ...withdrawnPages], drafts, redirects };

export { jobsOn } from './jobs';
