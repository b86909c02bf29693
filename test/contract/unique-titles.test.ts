/**
 * Every page the sitemap offers has a title of its own, on each back end: the
 * site's sitemap index is read, each child's URLs fetched as a reader would,
 * and the documents' `<title>`s compared. A page titled only with the site's
 * name, or sharing its title with another page, is named with the others that
 * share it (WCAG 2.4.2: the tab, the history and a screen reader's first words
 * tell pages apart).
 */
import { describe, expect, it } from 'vitest';
import { cmses, get, seen, type TestCms } from './api';

const CONCURRENCY = 4;

/** The paths the site's sitemap index and its children name. */
async function sitemapPaths(cms: TestCms): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const index = await get(`${cms.site}/sitemap.xml`);
  expect(index.status, seen(index)).toBe(200);
  const paths: string[] = [];
  for (const child of locs(index.text)) {
    const answer = await get(`${cms.site}${child}`);
    expect(answer.status, seen(answer)).toBe(200);
    paths.push(...locs(answer.text));
  }
  return paths;
}

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Each path's document title, fetched a few at a time. */
async function titlesOf(cms: TestCms, paths: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const answer = await get(`${cms.site}${path}`, { headers: { accept: 'text/html' } });
        expect(answer.status, seen(answer)).toBe(200);
        titles.set(path, decode(/<title>([^<]*)<\/title>/.exec(answer.text)?.[1] ?? '').trim());
      }
    }),
  );
  return titles;
}

/** Titles held by more than one page, each with the pages that hold it. */
function duplicates(titles: Map<string, string>): string[] {
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  return [...byTitle]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => `"${title}": ${paths.sort().join(', ')}`)
    .sort();
}

describe.each(cmses())('$name CMS: the titles of the pages in the sitemap', (cms) => {
  it('are each their own and say more than the site name', async () => {
    const paths = await sitemapPaths(cms);
    // The sample pack's pages, articles and open roles: the test is not vacuous.
    expect(paths.length).toBeGreaterThan(50);
    const titles = await titlesOf(cms, paths);
    const siteName = titles.get('/')?.split(' - ').at(-1) ?? '';
    expect(siteName, 'the home page names the site').not.toBe('');
    const bare = [...titles].filter(([, title]) => title === '' || title === siteName || title.startsWith(' - ')).map(([path]) => path);
    expect(bare, 'pages titled with the site name alone').toEqual([]);
    expect(duplicates(titles), 'titles shared by pages').toEqual([]);
  }, 300_000);
});
