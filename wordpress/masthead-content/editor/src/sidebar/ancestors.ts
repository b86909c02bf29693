/**
 * The breadcrumbs a page's place gives it: each ancestor from the top, then the page itself, as `{title, slug}`
 * (the site builds each crumb's address from the slugs so far). Read through the `core` data store, which
 * fetches what it does not hold yet.
 * @module
 */
import { resolveSelect } from '@wordpress/data';
import type { Breadcrumb } from '../../../../../contract/route';

interface PageRecord {
  slug: string;
  parent?: number;
  title: { raw?: string; rendered?: string };
}

/** At most this many levels up: a loop in the parents (a broken database) ends here. */
const MAX_DEPTH = 32;

export interface EditedPage {
  title: string;
  slug: string;
  parent: number;
  postType: string;
}

export async function crumbsFromAncestors(page: EditedPage): Promise<Breadcrumb[]> {
  const crumbs: Breadcrumb[] = [{ title: page.title, slug: page.slug || slugFromTitle(page.title) }];
  let parent = page.parent;
  for (let depth = 0; parent > 0 && depth < MAX_DEPTH; depth++) {
    const record = (await resolveSelect('core').getEntityRecord('postType', page.postType, parent)) as PageRecord | undefined;
    if (!record) break;
    crumbs.unshift({ title: record.title.raw ?? textOf(record.title.rendered ?? ''), slug: record.slug });
    parent = record.parent ?? 0;
  }
  return crumbs;
}

/** A slug for a page not saved yet, as WordPress would make it from the title (near enough to edit). */
function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Rendered titles hold entities (`&#8217;`); the crumb holds text. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
