/**
 * The document head of a page as data (contract/head-model.ts): title, meta
 * tags, links and JSON-LD, built once from the app state; the worker
 * serialises it into the streamed head, the client applies it to the DOM
 * after each navigation.
 * @module
 */

import { errorHead, pageTitle } from '../../app/error-head';
import type { HeadLink, HeadMeta, HeadModel } from '../../contract/head-model';
import { type AppState, PREVIEW_TITLE } from '../../contract/page-state';
import { parsePublishedDate } from '../../contract/published-date';
import type { OgImage, RouteEntry } from '../../contract/route';
import { JOBS_PATH } from '../../contract/routing/job-filter';
import { brandNewsListOf, listFeedPath } from '../../contract/routing/news-lists';
import { FEED_PATH, JOBS_FEED_PATH, NEWS_TYPE_FEEDS, newsTypeFeedPath } from '../../contract/routing/site-paths';
import { jsonLdFor } from './json-ld';

/** A media path from the CMS made absolute on the canonical origin. */
export function absoluteUrl(src: string, origin: string): string {
  return src.startsWith('/') ? `${origin}${src}` : src;
}

export function canonicalUrl(route: RouteEntry, origin: string): string {
  return `${origin}${route.meta.canonical_path ?? route.path}`;
}

/** The Facebook and LinkedIn images as Open Graph tags, each image once (the CMS often names one image for both). */
function ogImages(lists: (OgImage[] | undefined)[], origin: string): HeadMeta[] {
  const seen = new Set<string>();
  return lists.flatMap((images) =>
    (images ?? []).flatMap((image) => {
      const url = absoluteUrl(image.ogImage, origin);
      if (seen.has(url)) return [];
      seen.add(url);
      return [
        { property: 'og:image', content: url },
        { property: 'og:image:width', content: String(image.ogImageWidth) },
        { property: 'og:image:height', content: String(image.ogImageHeight) },
      ];
    }),
  );
}

export function buildHead(state: AppState): HeadModel {
  const { site, page } = state;
  if (page.kind === 'error') return errorHead(page, site.name);
  const { meta } = page.route;
  const tags = meta.tags;
  const canonical = canonicalUrl(page.route, site.origin);
  const images = ogImages([tags.ogImageFb, tags.ogImageLinkedin], site.origin);
  const firstImage = images.find((tag) => tag.property === 'og:image');
  const twitterImage = tags.twitterImage ? absoluteUrl(tags.twitterImage, site.origin) : firstImage?.content;
  const published = parsePublishedDate(meta.post_data.published_date);
  const metaTags: HeadMeta[] = [
    { name: 'robots', content: page.preview ? 'noindex, nofollow' : tags.robots },
    { name: 'description', content: tags.description },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:type', content: tags.ogType },
    { property: 'og:title', content: tags.ogTitle },
    { property: 'og:description', content: tags.ogDescription },
    { property: 'og:url', content: canonical },
    ...images,
    { name: 'twitter:card', content: twitterImage ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: tags.twitterTitle },
    { name: 'twitter:description', content: tags.twitterDescription ?? tags.ogDescription },
    ...(twitterImage ? [{ name: 'twitter:image', content: twitterImage }] : []),
    ...(tags.ogType === 'article' && published
      ? [
          { property: 'article:published_time', content: `${published}T00:00:00Z` },
          ...(meta.category ? [{ property: 'article:section', content: meta.category }] : []),
        ]
      : []),
  ];
  const links: HeadLink[] = [{ rel: 'canonical', href: canonical }];
  if (tags.ogType === 'article' || page.route.path === '/news/') {
    links.push({ rel: 'alternate', type: 'application/rss+xml', title: `${site.name} news`, href: `${site.origin}${FEED_PATH}` });
  }
  if (page.route.path === JOBS_PATH) {
    links.push({ rel: 'alternate', type: 'application/rss+xml', title: `${site.name} jobs`, href: `${site.origin}${JOBS_FEED_PATH}` });
  }
  // A type's list page offers its own feed (worker/routes/seo/news-type-feeds.ts).
  const typeFeed = NEWS_TYPE_FEEDS.find((feed) => feed.list === page.route.path);
  if (typeFeed) {
    const href = `${site.origin}${newsTypeFeedPath(typeFeed)}`;
    links.push({ rel: 'alternate', type: 'application/rss+xml', title: `${site.name} ${typeFeed.name}`, href });
  }
  // A brand's list, of all its news or one type, offers its own feed (worker/routes/seo/news-list-feeds.ts).
  if (brandNewsListOf(page.route.path)) {
    const href = `${site.origin}${listFeedPath(page.route.path)}`;
    links.push({ rel: 'alternate', type: 'application/rss+xml', title: `${site.name}: ${meta.title}`, href });
  }
  // A preview draws the draft's headline on the page; the document stays titled as the specification says.
  // The SEO team's title (tags.title) is the whole title, unless the site names the page more closely
  // (documentTitle: a job, a search); the site's format holds without one.
  const seoTitle = page.preview || meta.documentTitle ? undefined : tags.title;
  const title = seoTitle ?? pageTitle(page.preview ? PREVIEW_TITLE : (meta.documentTitle ?? meta.title), site.name);
  return {
    title,
    meta: metaTags,
    links,
    jsonLd: jsonLdFor(state),
  };
}
