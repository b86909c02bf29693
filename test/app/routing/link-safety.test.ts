/**
 * The one link rule (contract/link-safety.ts): a table of hrefs and what
 * each becomes, and every link in the sample CMS's menus kept as written.
 */
import { describe, expect, it } from 'vitest';
import { hasControlChars, isExternal, linkHref, safeHref } from '../../../contract/link-safety';
import { SiteSchema } from '../../../contract/route';

const CMS = 'http://127.0.0.1:8788';

const TABLE: [href: string, expected: string | null][] = [
  ['/', '/'],
  ['/news/', '/news/'],
  ['/news/?page=2#top', '/news/?page=2#top'],
  ['  /contact/  ', '/contact/'],
  ['#main', '#main'],
  ['?page=2', '?page=2'],
  ['https://www.radiotimes.com/', 'https://www.radiotimes.com/'],
  ['HTTP://example.com', 'HTTP://example.com'],
  ['mailto:press@immediate.co.uk', 'mailto:press@immediate.co.uk'],
  ['tel:+442074333000', 'tel:+442074333000'],
  ['//evil.example/', null],
  ['/\\evil.example/', null],
  ['\\\\evil.example/', null],
  ['javascript:alert(1)', null],
  ['JaVaScRiPt:alert(1)', null],
  ['java\tscript:alert(1)', null],
  ['java\nscript:alert(1)', null],
  [' javascript:alert(1)', null],
  ['\u0001javascript:alert(1)', null],
  ['/ok\u0000/', null],
  ['/ok\u007f/', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['vbscript:msgbox(1)', null],
  ['page.html', null],
  ['foo/bar', null],
  ['', null],
];

describe('safeHref', () => {
  it.each(TABLE)('%j → %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
    expect(linkHref(href)).toBe(expected ?? '#');
  });

  it('keeps every link of the sample CMS menus as written', async () => {
    const site = SiteSchema.parse(await (await fetch(`${CMS}/site`)).json());
    const links = [...site.menus.header, ...site.menus.legal, ...site.menus.footer.flatMap((group) => group.links)];
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(safeHref(link.href), link.href).toBe(link.href);
  });
});

describe('hasControlChars and isExternal', () => {
  it('finds C0 controls and DEL, not spaces or other text', () => {
    for (const code of [0, 9, 10, 13, 31, 127]) expect(hasControlChars(`/a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    for (const text of ['/a b/', '/caf\u00e9/', '/\u2028/']) expect(hasControlChars(text), text).toBe(false);
  });

  it('calls only absolute http(s) addresses external', () => {
    expect(isExternal('https://x.com/TopGear')).toBe(true);
    expect(isExternal('http://example.com')).toBe(true);
    for (const href of ['/news/', '#', 'mailto:a@b.c', '//host']) expect(isExternal(href), href).toBe(false);
  });
});
