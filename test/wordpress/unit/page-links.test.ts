/**
 * The paths a page links to, as the plugin keeps them for "which published pages link here" (issue 57,
 * includes/page-links.php `masthead_link_targets`, run with `php` and no server): a card's `href` and a link in
 * text count the same; a path, the site's address and WordPress's address for it are one target, with or without
 * its trailing slash, query or fragment; `?p=` and `?page_id=` name the item; links off the site (look-alike hosts
 * included), mail links and fragments are not kept; each path once, at most 500 a page. The query over them is
 * test/wordpress/linked-from.test.ts's.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');
const SITE = 'https://www.example.com';
const HOME = 'http://127.0.0.1:8080';
const ORIGINS = [SITE, HOME];

/** masthead_link_targets of each node list, in one `php` run. */
function targets(cases: unknown[][]): string[][] {
  const calls = cases.map((nodes) => ({ fn: 'masthead_link_targets', args: [nodes, ORIGINS] }));
  return JSON.parse(execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8' })) as string[][];
}

const text = (html: string) => ({ type: 'text', html });
const cards = (...hrefs: string[]) => ({ type: 'cards', cards: hrefs.map((href) => ({ title: 'A card', href })) });

describe('the paths a page links to', () => {
  it('keeps the site’s pages in every form a link takes, once each, and nothing off the site', () => {
    const [found] = targets([
      [
        cards('/about/team', `${SITE}/news/`, `${HOME}/about/team/?from=card#top`),
        text(
          [
            `<p><a href="${HOME}/?page_id=12">old address</a>`,
            `<a class="x" href='/media/report.pdf'>a file</a>`,
            '<a href="mailto:press@example.com">mail</a>',
            '<a href="#section">here</a>',
            '<a href="https://evil.example/about/">elsewhere</a>',
            `<a href="${SITE}.evil.example/contact/">look-alike</a>`,
            '<a href="//www.example.com">home</a>',
            `<a href="${HOME}/?p=7&amp;preview=true">draft link</a>`,
            '<a href="careers">relative</a></p>',
          ].join(' '),
        ),
        { type: 'hero', title: 'Hero', cta: { href: `${SITE}/jobs/editor-2026`, label: 'Apply' } },
      ],
    ]);
    expect(found).toEqual(['/about/team/', '/news/', 'id:12', '/media/report.pdf', '/', 'id:7', '/jobs/editor-2026/']);
  });

  it('a path, the site’s address and WordPress’s for it are the same target', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
    const paths = fc.sample(fc.array(segment, { minLength: 1, maxLength: 4 }), 60).map((parts) => `/${parts.join('/')}`);
    const forms = paths.flatMap((path) => [
      [cards(path)],
      [cards(`${path}/`)],
      [text(`<a href="${SITE}${path}/#x">x</a>`)],
      [text(`<a href='${HOME}${path}?utm=1'>x</a>`)],
    ]);
    const found = targets(forms);
    paths.forEach((path, index) => {
      for (const form of found.slice(index * 4, index * 4 + 4)) expect(form, path).toEqual([`${path}/`]);
    });
  });

  it('keeps at most 500 paths of a page', () => {
    const many = Array.from({ length: 620 }, (_, index) => `/page-${index}/`);
    const [found] = targets([[cards(...many, '/page-1/')]]);
    expect(found).toEqual(many.slice(0, 500));
  });
});
