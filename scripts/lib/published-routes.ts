/**
 * What a site and its CMS say they publish, as the bench and the parity check read it: the locations of a
 * sitemap, every page path of a site's sitemap (an index followed to its children), and the CMS's paged
 * route listing (`GET /route-list?page=N&limit=1000`, docs/content-api.md), a page at a time.
 * @module
 */

const LIST_LIMIT = 1000;

/** The body of `GET url`; throws unless it answers 2xx within 30 s. */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The `<loc>` URLs of a sitemap or sitemap index, `&amp;` decoded. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/** Every page path a site's sitemap lists, following an index to its children (`.xml`): in order, each once. */
export async function sitemapPaths(site: string): Promise<string[]> {
  const top = sitemapLocs(await fetchText(`${site}/sitemap.xml`)).map((loc) => new URL(loc).pathname);
  const pages = top.filter((path) => !path.endsWith('.xml'));
  for (const child of top.filter((path) => path.endsWith('.xml'))) {
    pages.push(...sitemapLocs(await fetchText(`${site}${child}`)).map((loc) => new URL(loc).pathname));
  }
  return [...new Set(pages)];
}

/** The CMS's route listing, a page of entries at a time (stop early by leaving the loop). */
export async function* routeListPages<Entry extends { path: string }>(api: string): AsyncGenerator<Entry[]> {
  for (let page = 1; page <= 1000; page++) {
    const list = JSON.parse(await fetchText(`${api}/route-list?page=${page}&limit=${LIST_LIMIT}`)) as { pages: number; routes: Entry[] };
    yield list.routes;
    if (page >= list.pages) break;
  }
}
