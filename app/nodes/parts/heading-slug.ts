/**
 * Stable ids for headings, made from their text so a link to a section
 * (`/privacy-policy-single-page/#your-rights`) survives edits elsewhere on the
 * page: lower case, letters and digits joined by hyphens, unique on the page.
 * @module
 */
import { isContentId } from '../../../contract/dom-ids';

const MAX_LENGTH = 60;

/** `Who we share your information with` → `who-we-share-your-information-with`. */
export function headingSlug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_LENGTH) break;
    slug = next;
  }
  if (!slug) return 'section';
  return /^[a-z]/.test(slug) ? slug : `section-${slug}`;
}

/**
 * Hands out ids unique among those already `taken` (the page's own ids and the app's): the slug, else the slug
 * with `-2`, `-3`… Ids the app uses are never handed out.
 */
export function uniqueIds(taken: Iterable<string>): (text: string) => string {
  const used = new Set(taken);
  return (text) => {
    const slug = headingSlug(text);
    let id = slug;
    for (let n = 2; used.has(id) || !isContentId(id); n++) id = `${slug}-${n}`;
    used.add(id);
    return id;
  };
}
