/**
 * All news and press articles, plus the duplicated stories: the CMS holds
 * some stories twice (`-2`) or three times (`-3`), each copy pointing at the
 * original through `canonical_path`.
 * @module
 */
import { withBrands } from './article-brands';
import { awardArticles } from './articles-awards';
import { brandArticles } from './articles-brands';
import { insightArticles } from './articles-insight';
import { duplicate } from './build';
import { caseStudies } from './case-studies';
import { longRead } from './long-read';
import type { PageDef } from './types';

/** The original articles, one per story. */
export const originalArticles: PageDef[] = withBrands([...awardArticles, ...brandArticles, ...insightArticles, ...caseStudies, longRead]);

/** Stories held twice, and the ones among them held three times. */
const DUPLICATED_TWICE = [
  '/goodfood-wins-magazine-of-the-year/',
  '/immediate-appoints-chief-digital-officer/',
  '/historyextra-podcast-reaches-100-million-downloads/',
  '/case-study-northbrook-foods/',
  '/good-food-survey-reveals-how-britain-cooks/',
  '/immediate-brands-lead-abc-results/',
];
const DUPLICATED_THRICE = ['/goodfood-wins-magazine-of-the-year/', '/immediate-appoints-chief-digital-officer/'];

function byPath(path: string): PageDef {
  const found = originalArticles.find((candidate) => candidate.route.path === path);
  if (!found) throw new Error(`No article at ${path}`);
  return found;
}

export const duplicateArticles: PageDef[] = [
  ...DUPLICATED_TWICE.map((path) => duplicate(byPath(path), 2)),
  ...DUPLICATED_THRICE.map((path) => duplicate(byPath(path), 3)),
];

export const articlePages: PageDef[] = [...originalArticles, ...duplicateArticles];
