/**
 * Content the publisher withdrew on purpose: the route stays in the table
 * with `meta.gone`, so the site answers 410 Gone (crawlers drop it faster
 * than a 404) instead of pretending it never existed.
 * @module
 */
import { def, paras, post, rich } from './build';
import type { PageDef } from './types';

const withdrawn = post({
  path: '/festive-reader-competition-2023/',
  title: 'Festive reader competition 2023 (closed)',
  description: 'A reader competition that has closed and been withdrawn.',
  publishedIso: '2023-12-01',
  category: 'News',
});

export const withdrawnPages: PageDef[] = [
  def({ ...withdrawn, meta: { ...withdrawn.meta, gone: true } }, [rich(paras('This competition has closed.'))]),
];
