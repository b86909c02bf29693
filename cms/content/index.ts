/**
 * The sample content pack of the reference CMS: settings, menus, pages,
 * jobs, drafts and redirects.
 * @module
 */
import { drafts } from './drafts';
import { jobs } from './jobs';
import { pages } from './pages';
import { redirects } from './redirects';
import { menus, settings } from './site';
import type { ContentPack } from './types';
import { withdrawnPages } from './withdrawn';

export const pack: ContentPack = { settings, menus, pages: [...pages, ...withdrawnPages], jobs, drafts, redirects };
