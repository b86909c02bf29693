/**
 * Facts of the sample content pack (cms/content/) that every back end serving
 * it must answer alike: the reference CMS holds it in code, WordPress gets it
 * from the importer (scripts/wordpress/import.ts).
 * @module
 */

/** Drafts of cms/content/drafts.ts, by their reference ids. */
export const DRAFTS = {
  post: { title: 'Immediate Media launches BBC Good Food Festival in Bristol', postType: 'post' },
  page: { title: 'Accessibility statement', postType: 'page' },
  /** An unpublished revision of a published article. */
  revision: {
    title: 'BBC Good Food crowned Magazine of the Year for a second time',
    postType: 'post',
    publishedPath: '/goodfood-wins-magazine-of-the-year/',
  },
} as const;

export type DraftKind = keyof typeof DRAFTS;

/** What `/paths` answers for a route: its path, post type and whether it has a parent. */
export const ROUTES = {
  page: { path: '/who-we-are/', postType: 'page', title: 'Who we are', hasParent: false },
  post: {
    path: '/goodfood-wins-magazine-of-the-year/',
    postType: 'post',
    title: 'BBC Good Food wins Magazine of the Year',
    hasParent: false,
  },
  nested: { path: '/privacy/who-are-we/our-titles/', postType: 'page', title: 'Our titles', hasParent: true },
  home: { path: '/', postType: 'page', title: 'Home', hasParent: false },
  newsPage2: { path: '/news/page-2/', postType: 'page', title: 'News: page 2', hasParent: true },
} as const;

/** CMS redirects: relative, external, a renamed article's old slug, the news index's page 1. */
export const REDIRECTS = {
  relative: { from: '/news/old-story/', to: '/news/', status: 301 },
  external: { from: '/careers-portal/', to: 'https://careers.immediate.example/', status: 302 },
  renamed: { from: '/good-food-named-magazine-of-the-year/', to: '/goodfood-wins-magazine-of-the-year/', status: 301 },
  newsPage1: { from: '/news/page-1/', to: '/news/', status: 301 },
} as const;

/** Withdrawn on purpose: listed, flagged `gone`, the site answers 410. */
export const GONE = '/festive-reader-competition-2023/';

/** Nothing lives here. */
export const NOTHING = ['/nothing-lives-here/', '/news/page-99/', '/who-we-are/nothing/'];

/** A slug that two sections share: `/nodes` must tell them apart by path. */
export const SHARED_SLUG = {
  slug: 'cookies',
  pages: [
    { path: '/cookies/', heading: 'Cookie policy' },
    { path: '/company-povs-advertising/cookies/', heading: 'Life after third-party cookies' },
  ],
} as const;

/** The pack's size floor: the reference CMS lists 131 routes and 36 articles; the spec asks for 10+ jobs. */
export const MIN_ROUTES = 120;
export const MIN_NEWS = 30;
export const MIN_JOBS = 10;
