/**
 * The peer article: the 1,468-word news page other stacks (Astro, React Router
 * 7, Hono with React) were measured rendering on bare workerd
 * (bench/fixtures/peer-article.json). This turns it into this site's content
 * model, a post route and its slots, so the bench's CMS stand-in
 * (bench/services/peer-cms-worker.js) can serve it as one more article. It is
 * not in the sample pack that `npm start` shows.
 *
 * Mapping: nav and footer come from the site frame (the site's own menus, of
 * similar size); breadcrumbs become the route's path and crumbs; the title,
 * standfirst, date, category and author an article header; paragraphs and
 * subheadings rich text; the pull quote a quote node; the image an image node
 * with its caption and credit; the six related articles a news list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.ts';

export const PEER_PATH = '/news/company/local-newsrooms-programme/';
export const PEER_SLUG = 'local-newsrooms-programme';

interface PeerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}
type PeerBlock =
  | { type: 'p' | 'h2'; text: string }
  | { type: 'quote'; text: string; cite?: string }
  | ({ type: 'image'; caption?: string; credit?: string } & PeerImage);
interface PeerArticle {
  article: { title: string; standfirst: string; published: string; author: string; category: string; body: PeerBlock[] };
  related: { title: string; href: string; date: string; summary: string; image: PeerImage }[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Date text as the content API writes it: "Wednesday, 18 November 2026". */
function dateText(iso: string): string {
  const date = new Date(iso);
  return `${WEEKDAYS[date.getUTCDay()]}, ${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PeerPage {
  route: Record<string, unknown>;
  slots: Record<string, Record<string, unknown>[]>;
  words: number;
}

export function peerPage(file = join(ROOT, 'bench/fixtures/peer-article.json')): PeerPage {
  const peer = JSON.parse(readFileSync(file, 'utf8')) as PeerArticle;
  const { article } = peer;
  const date = dateText(article.published);
  const main: Record<string, unknown>[] = [
    {
      type: 'article-header',
      title: article.title,
      date,
      category: article.category,
      standfirst: article.standfirst,
      author: article.author,
    },
  ];
  let html = '';
  const flush = () => {
    if (html) main.push({ type: 'rich-text', html });
    html = '';
  };
  for (const block of article.body) {
    if (block.type === 'p' || block.type === 'h2') html += `<${block.type}>${escapeHtml(block.text)}</${block.type}>`;
    else if (block.type === 'quote') {
      flush();
      const [attribution, ...role] = (block.cite ?? '').split(', ');
      main.push({
        type: 'quote',
        quote: block.text,
        ...(attribution ? { attribution } : {}),
        ...(role.length ? { role: role.join(', ') } : {}),
      });
    } else if (block.type === 'image') {
      flush();
      const caption = [block.caption, block.credit].filter(Boolean).join(' ');
      main.push({
        type: 'image',
        image: { src: block.src, alt: block.alt, width: block.width, height: block.height },
        ...(caption ? { caption } : {}),
      });
    }
  }
  flush();
  main.push({
    type: 'news-list',
    heading: 'Related articles',
    layout: 'cards',
    items: peer.related.map((item) => ({
      title: item.title,
      href: item.href,
      date: dateText(`${isoOf(item.date)}T00:00:00Z`),
      excerpt: item.summary,
      image: item.image,
    })),
  });
  const words = article.body.reduce((sum, block) => sum + ('text' in block ? block.text.split(/\s+/).length : 0), 0);
  const route = {
    name: 'news-company-local-newsrooms-programme',
    path: PEER_PATH,
    component: 'PageView',
    meta: {
      template: 'default',
      layout: 'default',
      title: article.title,
      tags: {
        robots: 'index, follow',
        ogTitle: article.title,
        twitterTitle: article.title,
        description: article.standfirst,
        ogDescription: article.standfirst,
        ogType: 'article',
        ogUrl: `https://www.immediate.co.uk${PEER_PATH}`,
      },
      post_data: { published_date: date, post_type: 'post', has_parent: true },
      breadcrumbs: [
        { title: 'News', slug: 'news' },
        { title: 'Company news', slug: 'company' },
        { title: 'Local newsrooms programme', slug: PEER_SLUG },
      ],
      category: article.category,
    },
  };
  return { route, slots: { main }, words };
}

/** "24 September 2026" → "2026-09-24". */
function isoOf(text: string): string {
  const [day, month, year] = text.split(' ');
  return `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
