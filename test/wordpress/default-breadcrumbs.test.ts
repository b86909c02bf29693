/**
 * A child page takes its place's breadcrumbs by default (includes/default-breadcrumbs.php): created under a parent
 * with none of its own, it gets each ancestor and itself, and the site draws them; breadcrumbs an editor gives are
 * kept as given.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { wordpressIdAt, wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';

const STAMP = Date.now().toString(36);
const site = () => cmses().find((entry) => entry.name === 'wordpress')!.site;
const made: string[] = [];

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

interface Made {
  id: number;
  meta: { _masthead_breadcrumbs: string };
}

describe('a child page’s breadcrumbs', () => {
  it('are its ancestors and itself when it is created under a parent without any, and the site draws them', async () => {
    const parent = await wordpressIdAt('/our-brands/');
    const { title: parentTitle } = await wordpressRest<{ title: { raw: string } }>('GET', `pages/${parent.id}?context=edit`);
    const child = await wordpressRest<Made>('POST', 'pages', {
      slug: `crumbs-${STAMP}`,
      parent: parent.id,
      status: 'publish',
      title: `Crumbs ${STAMP}`,
      content: '<!-- wp:paragraph --><p>A child page.</p><!-- /wp:paragraph -->',
    });
    made.push(`pages/${child.id}`);
    const grandchild = await wordpressRest<Made>('POST', 'pages', {
      slug: `crumbs-below-${STAMP}`,
      parent: child.id,
      status: 'publish',
      title: `Below ${STAMP}`,
      content: '<!-- wp:paragraph --><p>A grandchild.</p><!-- /wp:paragraph -->',
    });
    made.push(`pages/${grandchild.id}`);
    const stored = await wordpressRest<Made>('GET', `pages/${grandchild.id}?context=edit`);
    expect(JSON.parse(stored.meta._masthead_breadcrumbs)).toEqual([
      { title: parentTitle.raw, slug: 'our-brands' },
      { title: `Crumbs ${STAMP}`, slug: `crumbs-${STAMP}` },
      { title: `Below ${STAMP}`, slug: `crumbs-below-${STAMP}` },
    ]);
    const page = await eventually(
      () => get(`${site()}/our-brands/crumbs-${STAMP}/crumbs-below-${STAMP}/`, { headers: { accept: 'text/html' } }),
      (answer) => answer.status === 200,
    );
    const nav = page.text.match(/<nav[^>]*class="[^"]*breadcrumbs[^"]*"[\s\S]*?<\/nav>/)?.[0] ?? '';
    expect(nav).toContain(`href="/our-brands/crumbs-${STAMP}/"`);
    expect(nav).toContain(`Crumbs ${STAMP}`);
  });

  it('keeps breadcrumbs an editor gives', async () => {
    const parent = await wordpressIdAt('/our-brands/');
    const given = JSON.stringify([{ title: 'Elsewhere', slug: 'elsewhere' }]);
    const child = await wordpressRest<Made>('POST', 'pages', {
      slug: `crumbs-given-${STAMP}`,
      parent: parent.id,
      status: 'publish',
      title: `Given ${STAMP}`,
      meta: { _masthead_breadcrumbs: given },
    });
    made.push(`pages/${child.id}`);
    expect((await wordpressRest<Made>('GET', `pages/${child.id}?context=edit`)).meta._masthead_breadcrumbs).toBe(given);
  });
});
