/**
 * Shape of the sample content pack. Every page is a route entry plus its slots;
 * the reference CMS serves them through the content API.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import type { RouteEntryInput, SiteInput } from '../../contract/route';

export interface PageDef {
  route: RouteEntryInput;
  /** Slots of the page, usually `main` (and `aside` for articles). */
  slots: Record<string, ContentNodeInput[]>;
  /** An article's brands, by slug (its news item's `brands`). */
  brands?: readonly string[];
}

export interface DraftDef {
  /** Numeric preview id, as the CMS's post id. */
  id: string;
  post_type: 'post' | 'page';
  title: string;
  /** The published page this draft revises, if any (the preview bar's exit link). */
  published_path?: string;
  slots: Record<string, ContentNodeInput[]>;
}

export interface ContentPack {
  settings: SiteInput['settings'];
  menus: SiteInput['menus'];
  pages: PageDef[];
  drafts: DraftDef[];
  /** Legacy paths the CMS's own redirect lookup knows (separate from redirects.json). */
  redirects: Record<string, { to: string; status?: 301 | 302 }>;
}
