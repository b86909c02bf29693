/**
 * The search page (worker/pipeline/search-page.ts) against the reference CMS: an empty query asks nothing, an
 * over-long one is a 400 page; results are drawn with `<mark>` from offsets and paged by cursor; one CMS call per
 * normalised query however it is typed; hostile queries never reach the page, its headers or the log unescaped;
 * the page is unindexed, disallowed in robots.txt and out of the page cache; a flood from one client meets 429;
 * a jobs filter and a brand's news list link a search of their words.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeQuery } from '../../contract/search';
import { cms } from '../helpers/cms';
import { recordPurge } from '../helpers/isolate';
import { runs } from '../helpers/property-runs';
import { get, html } from '../helpers/site';

/** Each test its own client address: the rate limit counts per client. */
function client(): RequestInit {
  return { headers: { 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID()}` } };
}

/** The search page's address; a lone surrogate (which no URL can carry) is sent as the bytes of invalid UTF-8. */
function search(query: string): string {
  return `/search/?q=${query
    .split(/(\p{Cs})/u)
    .map((part, at) => (at % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')}`;
}

beforeEach(() => cms.reset());
afterEach(() => cms.reset());

describe('the search page', () => {
  it('without a query shows the form and asks the CMS nothing', async () => {
    const { response, body } = await html('/search/', client());
    expect(response.status).toBe(200);
    expect(body).toContain('<search aria-label="Refine this search">');
    expect(body).toContain('Type a word or two');
    expect(body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect((await cms.counts())['/search']).toBeUndefined();
  });

  it('an over-long query is a 400 page saying why, without a CMS call', async () => {
    const { response, body } = await html(search('podcast '.repeat(40)), client());
    expect(response.status).toBe(400);
    expect(body).toContain('at most 200 characters');
    expect((await cms.counts())['/search']).toBeUndefined();
  });

  it('shows ranked results with the matched words marked, and pages on with the cursor', async () => {
    const init = client();
    const { response, body } = await html(search(`Podcast ${crypto.randomUUID().slice(0, 4)}`), init);
    expect(response.status).toBe(200);
    expect(body).toMatch(/<p class="search-count" role="status">\d+ results? for/);
    expect(body).toMatch(/<mark>podcast<\/mark>/i);
    const titles = [...body.matchAll(/<h3[^>]*class="search-result__title"[^>]*><a href="([^"]+)"/g)].map((match) => match[1]);
    expect(titles.length).toBeGreaterThan(0);
    const more = /<p class="search-more"><a href="([^"]+)"/.exec(body)?.[1]?.replaceAll('&amp;', '&');
    if (more) {
      const next = await html(more, init);
      const nextTitles = [...next.body.matchAll(/<h3[^>]*class="search-result__title"[^>]*><a href="([^"]+)"/g)].map((match) => match[1]);
      expect(nextTitles.length).toBeGreaterThan(0);
      expect(nextTitles.filter((path) => titles.includes(path))).toEqual([]);
    }
  });

  it('says clearly when nothing matched, with links onward', async () => {
    const { response, body } = await html(search(`zzqx${crypto.randomUUID().slice(0, 6)}`), client());
    expect(response.status).toBe(200);
    expect(body).toContain('Nothing matched');
    expect(body).toContain('href="/news/"');
  });

  it('names each result by what it is, dated only where the date is the story’s', async () => {
    const { body } = await html(search('Radio Times'), client());
    const metas = [...body.matchAll(/<li class="search-result">.*?<a href="([^"]+)".*?<p class="search-result__meta">(.*?)<\/p>/g)].map(
      ([, path, meta]) => [path, meta!.replace(/<[^>]+>/g, '')],
    );
    expect(metas[0]).toEqual(['/our-brands/radiotimes/', 'Brand']);
    expect(metas.find(([path]) => path === '/radio-times-tv-champion-awards-2024/')?.[1]).toMatch(/^Press release · \d{1,2} \w+ \d{4}$/);
    expect(metas.find(([path]) => path === '/radio-times-launches-watch-this-podcast/')?.[1]).toMatch(/^News · /);
    const listing = metas.find(([path]) => path === '/news/radiotimes/');
    expect(listing?.[1], 'a listing is a Page, without its newest item’s date').toBe('Page');
  });

  it('offers the index’s nearest words for a misspelling, linked, and a link to search everything', async () => {
    const { body } = await html(`${search('gardners')}&kind=news`, client());
    expect(body).toContain('Nothing matched “gardners”.');
    expect(body).toMatch(/<p class="search-suggest">Did you mean <a href="\/search\/\?q=gardeners&amp;kind=news">gardeners<\/a>/);
    expect(body).toContain('<a href="/search/?q=gardners">search everything</a>');
  });

  it('searches markup and punctuation as the words they hold, and says so; no word at all is said plainly', async () => {
    const markup = await html(search('<b>podcast</b>'), client());
    expect(markup.body).toMatch(/\d+ results? for “&lt;b&gt;podcast&lt;\/b&gt;”/);
    expect(markup.body).toContain('Searched for the words podcast: punctuation, markup and words under three letters are left out.');
    expect(markup.body).not.toContain('<b>podcast</b>');
    for (const typed of ['<b>x</b>', '???']) {
      const { response, body } = await html(search(typed), client());
      expect(response.status).toBe(200);
      expect(body).not.toContain('Type a word or two');
      expect(body).toContain(`“${typed.replace(/</g, '&lt;').replace(/>/g, '&gt;')}” holds no word to search for.`);
      expect(body).toContain('Search looks for words of three letters or more');
      expect(body).toContain('href="/news/"');
    }
    expect((await cms.counts())['/search']).toBe(1);
  });

  it('costs the CMS one call per normalised query, however it is typed', async () => {
    const word = `brand${crypto.randomUUID().slice(0, 6)}`;
    const init = client();
    for (const typed of [`${word} podcast`, `  ${word.toUpperCase()}   PODCAST `, `${word}, podcast!`, `"${word}" +podcast*`]) {
      expect(normalizeQuery(typed)).toBe(`${word} podcast`);
      expect((await get(search(typed), init)).status).toBe(200);
    }
    expect((await cms.counts())['/search']).toBe(1);
  });

  it('never sends a hostile query back unescaped: not in the page, its headers or the client data', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '<script>alert(1)</script>',
        '"><img src=x onerror=alert(1)>',
        "' OR 1=1; DROP TABLE wp_posts; --",
        '+good -food ~x* "phrase" @distance (a) <b>',
        'MATCH(title) AGAINST("x" IN BOOLEAN MODE)',
        '\u0000\u202e\ud800 podcast',
        '%FF%FE podcast',
      ),
    );
    const plain = await get(search('podcast'), client());
    await plain.arrayBuffer();
    await fc.assert(
      fc.asyncProperty(hostile, async (query) => {
        const init = client();
        for (const path of [search(query), `/__data?path=${encodeURIComponent(search(query))}`]) {
          const response = await get(path, init);
          const text = await response.text();
          expect([200, 400, 503]).toContain(response.status);
          // A header may hold a short query by chance (`"` is in Server-Timing's own text): only one a plain search's
          // same header lacks is sent back.
          for (const [name, value] of response.headers) {
            if (/[<>"]/.test(query) && !(plain.headers.get(name) ?? '').includes(query)) expect(value, name).not.toContain(query);
          }
          // Markup that could open a tag or leave an attribute is never there as sent ("<" or "&" alone are in any page).
          if (/<[a-z!/]|"\s*>/i.test(query)) expect(text).not.toContain(query);
          expect(text).not.toMatch(/<script>alert|<img src=x/);
        }
      }),
      { numRuns: runs(200) },
    );
  });

  it('fails on its own: a search the CMS answers 503 says so, and the next page never seen is still fetched', async () => {
    await cms.faults({ paths: ['/search'], status: 503 });
    const { response, body } = await html(search(`gardening ${crypto.randomUUID().slice(0, 6)}`), client());
    expect(response.status).toBe(503);
    expect(body).toContain('Search is not available just now');
    expect(body).not.toMatch(/nothing matched/i);
    // The CMS answered: its breaker stays closed, so a page no one has asked for is fetched, not shed with a 503.
    const unseen = await html(`/jobs/no-such-role-${crypto.randomUUID().slice(0, 8)}`);
    expect(unseen.response.status).toBe(404);
    expect(unseen.body).toContain('No such role');
  });

  it('is disallowed in robots.txt', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /search/');
  });

  it('is never stored as a rendered page: another query on the same path gets its own answer', async () => {
    const init = client();
    const first = await html(search('podcast'), init);
    const second = await html(search('gardening'), init);
    expect(first.body).toContain('“podcast”');
    expect(second.body).toContain('“gardening”');
    expect(second.body).not.toContain('“podcast”');
  });

  it('the jobs and news lists hand their filters’ words to it', async () => {
    const jobs = (await html('/jobs/', client())).body;
    const filter = /href="(\/jobs\/(?:team|location)\/[a-z0-9-]+\/)(?:#[^"]*)?"/.exec(jobs)?.[1];
    expect(filter, 'a filter link on /jobs/').toBeDefined();
    for (const [list, kind] of [
      [filter!, 'job'],
      ['/news/goodfood/', 'news'],
    ] as const) {
      const { body } = await html(list, client());
      const href = new RegExp(`href="(/search/\\?q=[^"]+&amp;kind=${kind})"`).exec(body)?.[1]?.replaceAll('&amp;', '&');
      expect(href, `${list} links a search of its words`).toBeDefined();
      const { response, body: found } = await html(href!, client());
      expect(response.status, href).toBe(200);
      expect(found, `${href} finds results`).toContain('class="search-result"');
    }
  });

  it("shows a page's new title once the CMS's purge for its edit lands, though the answer was cached", async () => {
    const path = '/case-study-kettle-and-crumb/';
    const query = 'kettle crumb flour';
    // Result titles as a reader reads them, without the marks on the matched words.
    const titles = async () => (await html(search(query), client())).body.replace(/<\/?mark>/g, '');
    expect(await titles()).toContain(`${path}">Case study: Kettle &amp; Crumb and olive</a>`);
    // Cached: the same query again asks the CMS nothing.
    const calls = await cms.total();
    expect(await titles()).toContain(`${path}">Case study: Kettle &amp; Crumb and olive</a>`);
    expect(await cms.total()).toBe(calls);
    // The editor retitles the page; the CMS purges the site as it does for any publish.
    const edited = await fetch('http://127.0.0.1:8788/edit/page', {
      method: 'POST',
      body: JSON.stringify({ path, title: 'Case study: Kettle & Crumb bakes with olive' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(env as unknown as { EDITOR_TOKEN: string }).EDITOR_TOKEN}` },
    });
    try {
      const said = (await edited.json()) as { purge: { ok: boolean; tags: string[] } };
      expect(edited.status, JSON.stringify(said)).toBe(200);
      expect(said.purge.ok).toBe(true);
      // As the site's isolate that took the purge records it (another learns of it within its memo's 5 s).
      await recordPurge(env.SITE_STATE, { tags: said.purge.tags }, 60_000);
      const after = await titles();
      expect(after).toContain(`${path}">Case study: Kettle &amp; Crumb bakes with olive</a>`);
      expect(after).not.toContain(`${path}">Case study: Kettle &amp; Crumb and olive</a>`);
    } finally {
      await cms.clearEdits();
    }
  });

  it('limits a flood of searches from one client with a 429 error page', async () => {
    const init = client();
    // The binding counts 20 a 10 s period, cached answers too. Searches go 25 at a time, all at once, so however
    // slow the machine a batch lands within one period, or (a period ending mid-batch) the next batch does; one
    // query per batch, so the CMS answers once and no search waits on it.
    let limited: Response | undefined;
    for (let batch = 0; batch < 8 && !limited; batch++) {
      const responses = await Promise.all(Array.from({ length: 25 }, () => get(search(`flood${batch} podcast`), init)));
      for (const response of responses) {
        if (response.status === 429 && !limited) limited = response;
        else {
          if (response.status !== 429) expect(response.status).toBe(200);
          await response.arrayBuffer();
        }
      }
    }
    expect(limited?.status, 'a 429 within 200 searches').toBe(429);
    expect(limited!.headers.get('retry-after')).toBe('10');
    expect(await limited!.text()).toContain('An unexpected error occurred');
    // Another client is not limited.
    expect((await get(search('podcast'), client())).status).toBe(200);
  });
});
