/**
 * A post written in WordPress as editors write it (a title, a category and paragraphs, no Masthead header
 * block), previewed through WordPress's /generate: the site's preview draws it as the published page will be,
 * with its headline, category and date above the text, in a document titled "Home" as the specification names
 * /preview; and the page it shows once published has the same header.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adapterFor, wordpressRest } from '../contract/adapters';
import { cmses, eventually, get } from '../contract/api';

const STAMP = Date.now().toString(36);
const cms = () => cmses().find((entry) => entry.name === 'wordpress')!;
const made: string[] = [];

/** The page header the site draws above a post's nodes: category, headline and date, as text. */
function header(html: string): { category?: string; title?: string; date?: string } {
  const block = /<header class="page-header">([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
  const text = (pattern: RegExp) =>
    pattern
      .exec(block)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
  return {
    category: text(/<p class="eyebrow">([\s\S]*?)<\/p>/),
    title: text(/<h1 class="page-header__title">([\s\S]*?)<\/h1>/),
    date: text(/<p class="page-header__date">([\s\S]*?)<\/p>/),
  };
}

afterAll(async () => {
  for (const route of made.reverse()) await wordpressRest('DELETE', `${route}?force=true`).catch(() => undefined);
});

describe('the preview of a post written in WordPress', () => {
  it('draws its headline, category and date as the published page does, in a document titled Home', async () => {
    const category = await wordpressRest<{ id: number }>('POST', 'categories', { name: `Press check ${STAMP}` });
    made.push(`categories/${category.id}`);
    const title = `Preview check ${STAMP}`;
    const post = await wordpressRest<{ id: number }>('POST', 'posts', {
      slug: `preview-check-${STAMP}`,
      status: 'draft',
      title,
      categories: [category.id],
      content: '<!-- wp:paragraph --><p>Text as an editor writes it.</p><!-- /wp:paragraph -->',
    });
    made.push(`posts/${post.id}`);

    const handOff = await adapterFor(cms()).generateAsEditor(String(post.id), 'post');
    expect(handOff.status, handOff.text.slice(0, 200)).toBe(302);
    const preview = await get(new URL(handOff.location!, cms().publicOrigin).toString(), { headers: { accept: 'text/html' } });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('<title>Home - Immediate Media</title>');
    const drawn = header(preview.text);
    expect(drawn).toMatchObject({ category: `Press check ${STAMP}`, title });
    expect(drawn.date, 'a date line').toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(preview.text).toContain('Text as an editor writes it.');

    await wordpressRest('POST', `posts/${post.id}`, { status: 'publish' });
    const published = await eventually(
      () => get(`${cms().site}/preview-check-${STAMP}/`, { headers: { accept: 'text/html' } }),
      (answer) => answer.status === 200,
    );
    expect(header(published.text), 'the published page’s header').toEqual(drawn);
  });
});
