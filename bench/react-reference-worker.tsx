/**
 * The physical reference for a React page: a Hono worker bundling React's server renderer as any Hono and React
 * app would (`react-dom/server`), rendering the peer article (bench/fixtures/peer-article.json) with
 * `renderToString`: site header and nav, breadcrumbs, the article, the related list and the footer. No head
 * beyond the title, no state, no hydration, no security headers, no data reads. The bench measures its new
 * isolate's start and first article beside the site's (cold-start.ts) and its warm render beside (p) (run.ts).
 * `GET /ok` answers a fixed string (its start is read there, as the site's is at /__floor); any other path
 * renders the article.
 */
import { Hono } from 'hono';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import peer from './fixtures/peer-article.json';

interface Link {
  label: string;
  href: string;
}
interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}
type Block =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'quote'; text: string; cite?: string }
  | ({ type: 'image'; caption?: string; credit?: string } & Image);

const links = (items: Link[]) => items.map((item) => h('li', { key: item.href }, h('a', { href: item.href }, item.label)));
const img = ({ src, alt, width, height }: Image) => h('img', { src, alt, width, height, loading: 'lazy', decoding: 'async' });

function block(item: Block, index: number): ReactNode {
  if (item.type === 'p') return h('p', { key: index }, item.text);
  if (item.type === 'h2') return h('h2', { key: index }, item.text);
  if (item.type === 'quote') return h('blockquote', { key: index }, h('p', null, item.text), item.cite ? h('cite', null, item.cite) : null);
  return h('figure', { key: index }, img(item), h('figcaption', null, item.caption, item.credit ? ` ${item.credit}` : null));
}

function Article(): ReactNode {
  const article = peer.article as Omit<typeof peer.article, 'body'> & { body: Block[] };
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, article.title)),
    h(
      'body',
      null,
      h('header', null, img(peer.site.logo), h('nav', { 'aria-label': 'Main' }, h('ul', null, links(peer.site.nav)))),
      h('nav', { 'aria-label': 'Breadcrumb' }, h('ol', null, links(peer.breadcrumbs))),
      h(
        'main',
        null,
        h(
          'article',
          null,
          h('h1', null, article.title),
          h('p', { className: 'standfirst' }, article.standfirst),
          h('p', null, h('time', { dateTime: article.published }, article.publishedLabel), ` ${article.author}, ${article.category}`),
          article.body.map(block),
        ),
        h(
          'section',
          null,
          h('h2', null, 'Related articles'),
          h(
            'ul',
            null,
            peer.related.map((item) =>
              h('li', { key: item.href }, img(item.image), h('a', { href: item.href }, item.title), h('p', null, item.summary)),
            ),
          ),
        ),
      ),
      h('footer', null, h('ul', null, links(peer.footer.links)), h('p', null, peer.footer.copyright)),
    ),
  );
}

const app = new Hono();
app.get('/ok', (c) => c.text('ok', 200, { 'cache-control': 'no-store' }));
app.get('*', (c) => c.html(`<!doctype html>${renderToString(h(Article))}`, 200, { 'cache-control': 'no-store' }));

export default app;
