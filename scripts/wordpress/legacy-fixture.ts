/**
 * The legacy fixture of issue 56: what years of use leave in a publisher's WordPress, written by
 * wordpress/local/legacy-fixture.php. Posts and a page with Yoast SEO's and Rank Math's fields (as those plugins
 * store them in post meta), old slugs, the Redirection plugin's tables and rules, the previous permalink structure.
 * test/wordpress/legacy-seo.test.ts writes it, compares every item with what the site shows, and removes it:
 * its posts would otherwise join the news list, sitemap and feed that the parity test compares with the
 * reference CMS, which has none of them.
 *
 * Values may name what only WordPress knows: `{home}`, `{origin}`, `{image:url}`, `{image:id}`, `{term:<slug>}`.
 * @module
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { londonDate, londonOffset } from '../../contract/london-day';
import { phpInInstance } from './stack.ts';

export interface LegacyPost {
  key: string;
  type: 'post' | 'page';
  slug: string;
  title: string;
  excerpt?: string;
  content: string;
  /** `Y-m-d H:i:s`, the site's time. */
  date: string;
  status?: 'publish' | 'draft';
  categories?: string[];
  oldSlugs?: string[];
  meta?: Record<string, string | string[]>;
}

interface LegacyRule {
  url: string;
  regex?: boolean;
  group: number;
  position?: number;
  status?: 'enabled' | 'disabled';
  action: 'url' | 'error' | 'pass' | 'nothing';
  code: number;
  to?: string;
}

const MARKER = 'MASTHEAD_LEGACY_FIXTURE ';

/** What legacy-fixture.php reports after writing. */
const LegacyManifestSchema = z.object({
  ids: z.record(z.string(), z.number().int().positive()),
  image: z.object({ id: z.number().int(), url: z.string(), path: z.string(), width: z.number().int(), height: z.number().int() }),
  siteName: z.string(),
  tagline: z.string(),
  home: z.string(),
});
export type LegacyManifest = z.infer<typeof LegacyManifestSchema>;

/**
 * The fixture, its two recent stories dated hours before `now` (the run's clock, ms), in London's local time as
 * WordPress's `post_date` holds it. The news sitemap's window starts at 00:00 of an article's date, so they stay
 * in it for a day whatever the hour: dated "the pack's day − 1" they left it when a run crossed midnight.
 */
export function legacyFixture(now: number) {
  const hoursBefore = (hours: number) => {
    const at = now - hours * 3_600_000;
    const offsetHours = Number(londonOffset(londonDate(at)).slice(0, 3));
    return new Date(at + offsetHours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  };
  const posts: LegacyPost[] = [
    {
      key: 'yoast-full',
      type: 'post',
      slug: 'legacy-yoast-story',
      title: 'Legacy Yoast story',
      excerpt: 'The story as the SEO team summed it up.',
      content: '<p>The body of a story written in the classic editor.</p>',
      date: '2016-05-10 10:00:00',
      categories: ['legacy-news'],
      meta: {
        _yoast_wpseo_title: '%%title%% %%sep%% %%sitename%% %%page%% %%no_such_variable%%',
        _yoast_wpseo_metadesc: '%%excerpt%% Only on %%sitename%%.',
        // The page's own address on WordPress's host: a canonical naming the page itself.
        _yoast_wpseo_canonical: '{home}/legacy-yoast-story/',
        '_yoast_wpseo_opengraph-title': 'Shared: %%title%%',
        '_yoast_wpseo_opengraph-description': 'Filed under %%primary_category%% in %%currentyear%%.',
        '_yoast_wpseo_opengraph-image': '{image:url}',
        '_yoast_wpseo_twitter-title': 'Tweeted: %%title%%',
        '_yoast_wpseo_twitter-description': '%%sitedesc%%',
        '_yoast_wpseo_twitter-image-id': '{image:id}',
        _yoast_wpseo_primary_category: '{term:legacy-news}',
      },
    },
    {
      key: 'yoast-noindex',
      type: 'post',
      slug: 'legacy-yoast-hidden',
      title: 'Legacy hidden story',
      excerpt: 'Kept out of search.',
      content: '<p>Readers may read it; search engines are asked not to index it.</p>',
      date: hoursBefore(2),
      meta: { '_yoast_wpseo_meta-robots-noindex': '1' },
    },
    {
      key: 'news-control',
      type: 'post',
      slug: 'legacy-indexed-story',
      title: 'Legacy indexed story',
      excerpt: 'Indexed as usual.',
      content: '<p>An ordinary recent story.</p>',
      date: hoursBefore(3),
      meta: { '_yoast_wpseo_meta-robots-noindex': '0' },
    },
    {
      key: 'yoast-index-nofollow',
      type: 'page',
      slug: 'legacy-seo-page',
      title: 'Legacy SEO page',
      excerpt: 'A page the SEO team reopened.',
      content: '<p>A page once hidden from search, opened again by the SEO team.</p>',
      date: '2015-01-05 10:00:00',
      meta: {
        _masthead_noindex: '1',
        '_yoast_wpseo_meta-robots-noindex': '2',
        '_yoast_wpseo_meta-robots-nofollow': '1',
        _yoast_wpseo_title: '%%title%% %%sep%% %%sitedesc%%',
      },
    },
    {
      key: 'rank-math',
      type: 'post',
      slug: 'legacy-rank-math-story',
      title: 'Legacy Rank Math story',
      excerpt: 'Summed up in Rank Math.',
      content: '<p>A story whose SEO fields came from Rank Math.</p>',
      date: '2016-05-12 10:00:00',
      meta: {
        rank_math_title: '%title% %sep% %sitename% %customfield(subtitle)% %unknown%',
        rank_math_description: '%excerpt% (%currentyear%)',
        rank_math_robots: ['noindex', 'nofollow'],
        // Another host: ignored.
        rank_math_canonical_url: 'https://elsewhere.example/copied-story/',
        rank_math_facebook_title: 'Facebook: %title%',
        rank_math_facebook_description: 'As shared on Facebook.',
        rank_math_twitter_title: 'Twitter: %title%',
        rank_math_twitter_description: 'As shared on Twitter.',
      },
    },
    {
      key: 'rank-math-canonical',
      type: 'post',
      slug: 'legacy-syndicated-copy',
      title: 'Legacy syndicated copy',
      excerpt: 'A copy of the Yoast story.',
      content: '<p>The same story, syndicated.</p>',
      date: '2016-05-13 10:00:00',
      meta: { rank_math_canonical_url: '{origin}/legacy-yoast-story/' },
    },
    {
      key: 'renamed',
      type: 'post',
      slug: 'legacy-renamed-now',
      title: 'Legacy renamed story',
      excerpt: 'Renamed twice.',
      content: '<p>A story renamed after press coverage linked it.</p>',
      date: '2016-05-14 10:00:00',
      categories: ['legacy-news'],
      oldSlugs: ['legacy-renamed-before'],
    },
    {
      key: 'draft',
      type: 'post',
      slug: 'legacy-unpublished',
      title: 'Legacy draft',
      content: '<p>Never published.</p>',
      date: '2016-05-15 10:00:00',
      status: 'draft',
    },
  ];
  const rules: LegacyRule[] = [
    { url: '/legacy-old-plain', group: 1, position: 0, action: 'url', code: 301, to: '/legacy-yoast-story/' },
    { url: '/Legacy-Temporary/', group: 1, position: 1, action: 'url', code: 302, to: '/legacy-rank-math-story/' },
    { url: '/legacy-moved-307', group: 1, position: 2, action: 'url', code: 307, to: '/legacy-renamed-now/' },
    { url: '/legacy-moved-308', group: 1, position: 3, action: 'url', code: 308, to: '{home}/legacy-seo-page/' },
    { url: '^/legacy-archive/(\\d+)/(.*)$', regex: true, group: 1, position: 4, action: 'url', code: 301, to: '/$2/' },
    { url: '/legacy-withdrawn', group: 1, position: 5, action: 'error', code: 410 },
    { url: '/legacy-switched-off', group: 1, position: 6, status: 'disabled', action: 'url', code: 301, to: '/legacy-yoast-story/' },
    { url: '/legacy-in-disabled-group', group: 3, position: 0, action: 'url', code: 301, to: '/legacy-yoast-story/' },
    { url: '/legacy-off-site', group: 1, position: 7, action: 'url', code: 301, to: 'https://elsewhere.example/' },
    { url: '/legacy-careers', group: 1, position: 8, action: 'url', code: 301, to: 'https://careers.immediate.example/roles/' },
    { url: '/legacy-chain', group: 1, position: 9, action: 'url', code: 301, to: '/legacy-old-plain/' },
    { url: '/legacy-passed', group: 1, position: 10, action: 'pass', code: 0, to: '/legacy-yoast-story/' },
  ];
  return {
    categories: [{ slug: 'legacy-news', name: 'Legacy news' }],
    options: {
      masthead_legacy_permalink_structure: '/%year%/%monthnum%/%postname%/',
      wpseo_titles: { separator: 'sc-ndash' },
      'rank-math-options-titles': { title_separator: '|' },
    } as Record<string, unknown>,
    posts,
    redirection: {
      groups: [
        { id: 1, name: 'Redirections', status: 'enabled', position: 0 },
        { id: 2, name: 'Modified Posts', status: 'enabled', position: 1 },
        { id: 3, name: 'Retired', status: 'disabled', position: 2 },
      ],
      rules,
    },
    /** Written straight into the table during the test, to see the change purge. */
    lateRule: { url: '/legacy-late', group: 1, position: 11, action: 'url', code: 301, to: '/legacy-renamed-now/' } satisfies LegacyRule,
  };
}

/** A synced pattern (`wp_block`), written before the posts; content may name earlier ones as `{pattern:<key>}`. */
export interface LegacyPattern {
  key: string;
  title: string;
  content: string;
}

/** What legacy-fixture.php writes: this module's fixture, or the content fixture (legacy-content-fixture.ts). */
export interface LegacyFixture {
  categories: { slug: string; name: string }[];
  options: Record<string, unknown>;
  posts: LegacyPost[];
  patterns?: LegacyPattern[];
  redirection?: { groups: unknown[]; rules: LegacyRule[] };
  lateRule?: LegacyRule;
  /** The save `edit-pattern` makes: the pattern's key and its new content. */
  patternEdit?: { key: string; content: string };
}

/**
 * Runs legacy-fixture.php in the instance at `state`: `write` answers the manifest; `remove`, `late-rule` (the
 * late rule written and the rules' scheduled check run), `structure` (the previous permalink structure set to
 * `extra`) and `edit-pattern` (the fixture's `patternEdit` pattern saved with its new content, or with `extra`
 * `trash` or `restore` trashed or restored, purging as the editor does) answer null.
 */
export function runLegacyFixture(
  state: string,
  mode: 'write' | 'remove' | 'late-rule' | 'structure' | 'edit-pattern',
  fixture: LegacyFixture,
  extra?: string,
): LegacyManifest | null {
  const file = join(resolve(state), `legacy-fixture-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(fixture));
  try {
    const output = phpInInstance(state, 'wordpress/local/legacy-fixture.php', [mode, file, ...(extra === undefined ? [] : [extra])]);
    const line = output.split('\n').find((text) => text.startsWith(MARKER));
    if (!line) throw new Error(`legacy-fixture.php printed no manifest:\n${output.slice(0, 2000)}`);
    return mode === 'write' ? LegacyManifestSchema.parse(JSON.parse(line.slice(MARKER.length))) : null;
  } finally {
    rmSync(file, { force: true });
  }
}
