/**
 * WordPress's links to posts, pages and jobs open the site (includes/site-links.php): REST's `link` (what the
 * editor's View, permalink and pre-publish panel show) and the posts' and pages' lists' View are the site's address; a job's is its
 * /jobs/ page, which the site serves; a draft without a slug keeps WordPress's `?p=` link.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { wordpressIdAt, wordpressLogin, wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';

const STAMP = Date.now().toString(36);
const wordpress = () => inject('wordpress');
const site = () => cmses().find((entry) => entry.name === 'wordpress')!.site;
const made: string[] = [];

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

interface Made {
  id: number;
  link: string;
}

describe('WordPress’s links name the site', () => {
  it('a post, a child page and a job link to their site addresses, which the site serves', async () => {
    const parent = await wordpressIdAt('/our-brands/');
    const post = await wordpressRest<Made>('POST', 'posts', { slug: `link-post-${STAMP}`, status: 'publish', title: `Link post ${STAMP}` });
    made.push(`posts/${post.id}`);
    const page = await wordpressRest<Made>('POST', 'pages', {
      slug: `link-page-${STAMP}`,
      parent: parent.id,
      status: 'publish',
      title: `Link page ${STAMP}`,
    });
    made.push(`pages/${page.id}`);
    const job = await wordpressRest<Made>('POST', 'masthead_job', {
      slug: `link-job-${STAMP}`,
      status: 'publish',
      title: `Link job ${STAMP}`,
      meta: { _masthead_job_apply_url: 'https://careers.immediate.example/apply/link' },
    });
    made.push(`masthead_job/${job.id}`);
    const expected = {
      post: `${site()}/link-post-${STAMP}/`,
      page: `${site()}/our-brands/link-page-${STAMP}/`,
      job: `${site()}/jobs/link-job-${STAMP}`,
    };
    expect({ post: post.link, page: page.link, job: job.link }).toEqual(expected);
    for (const url of Object.values(expected)) {
      const answer = await eventually(
        () => get(url, { headers: { accept: 'text/html' } }),
        (seen) => seen.status === 200,
      );
      expect(answer.status, url).toBe(200);
    }

    // The lists' View links (jobs have none there: not a public type of WordPress's own).
    const cookie = await wordpressLogin();
    const list = (type: string, title: string) =>
      get(`${wordpress().url}/wp-admin/edit.php?${new URLSearchParams({ post_type: type, s: title })}`, {
        headers: { cookie, accept: 'text/html' },
      });
    const posts = await list('post', `Link post ${STAMP}`);
    expect(posts.text).toContain(`href="${expected.post}"`);
    const pages = await list('page', `Link page ${STAMP}`);
    expect(pages.text).toContain(`href="${expected.page}"`);
  });

  it('WordPress’s own front end sends readers to the same page on the site; a plain id link reaches the page, not the home page', async () => {
    const { id } = await wordpressIdAt('/who-we-are/');
    const hop = async (url: string) => {
      const answer = await fetch(url, { redirect: 'manual' });
      await answer.body?.cancel();
      return { status: answer.status, location: answer.headers.get('location') };
    };
    const origin = new URL(site()).origin;
    expect(await hop(`${wordpress().url}/who-we-are/`)).toEqual({ status: 302, location: `${origin}/who-we-are/` });
    for (const key of ['p', 'page_id']) {
      const first = await hop(`${wordpress().url}/?${key}=${id}`);
      expect(first, `/?${key}=${id} on WordPress`).toEqual({ status: 302, location: `${origin}/?p=${id}` });
      expect(await hop(`${site()}/?p=${id}`), 'then the site').toEqual({ status: 301, location: '/who-we-are/' });
    }
  });

  it('a draft without a slug keeps WordPress’s own link', async () => {
    // WordPress gives a draft no slug until it is published.
    const draft = await wordpressRest<Made>('POST', 'posts', { status: 'draft', title: `Draft ${STAMP}` });
    made.push(`posts/${draft.id}`);
    expect(draft.link).toBe(`${wordpress().url}/?p=${draft.id}`);
  });
});
