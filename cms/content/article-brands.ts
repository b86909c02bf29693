/**
 * The brands each sample story is about (a news item's `brands`, contract/nodes.ts): what the pack's brand lists
 * have always held, read from the story's own words once, so the CMS stores them as an editor would set them and
 * the brand lists are the news list narrowed by brand (contract/routing/news-lists.ts).
 * @module
 */
import { NEWS_BRAND_SLUGS } from '../../contract/routing/news-lists';
import type { PageDef } from './types';

/** How an article names a brand: a link to its page, or its name in the title or standfirst. */
const BRAND_WORDS: Record<(typeof NEWS_BRAND_SLUGS)[number], RegExp> = {
  goodfood: /\b(BBC )?Good Food\b/,
  radiotimes: /\bRadio Times\b/,
  olivemagazine: /\bolive\b/,
  easycook: /\bEasy Cook\b/,
  gardenersworld: /\bGardeners’ World\b/,
  historyextra: /\bHistoryExtra\b/,
  topgear: /\bTop Gear\b/,
  madeformums: /\bMadeForMums\b/,
  'youth-and-childrens': /\bchildren’s (magazines|brands)\b/i,
  nutracheck: /\bNutracheck\b/,
};

/** The story's own words: title, standfirst and body (its first text; the notes to editors after it name every brand). */
function textOf(article: PageDef): string {
  const body = article.slots.main?.find((node) => node.type === 'rich-text');
  return `${article.route.meta.title} ${article.route.meta.tags.description} ${body?.type === 'rich-text' ? body.html : ''}`;
}

/** The articles, each with the brands its words name. */
export function withBrands(articles: PageDef[]): PageDef[] {
  return articles.map((article) => {
    const text = textOf(article);
    const brands = NEWS_BRAND_SLUGS.filter((slug) => text.includes(`/our-brands/${slug}/`) || BRAND_WORDS[slug].test(text));
    return brands.length ? { ...article, brands } : article;
  });
}
