/**
 * The sanitiser against a spec-compliant parser (parse5, the WHATWG algorithm
 * a browser runs): generated hostile HTML (nested and broken quotes, entities,
 * broken tags, SVG and MathML, raw-text elements, every attribute on every
 * element) is sanitised, the output is parsed again, and the tree a browser
 * would build from it may hold only allowed elements and attributes, only
 * safe URLs (checked with the WHATWG URL parser against a page on the site),
 * only media paths as image sources, and none of the page's own ids. The
 * output is also stable: sanitising it again changes nothing.
 */

import fc from 'fast-check';
import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { APP_IDS } from '../../../contract/dom-ids';
import { ALLOWED_ELEMENTS, ATTRIBUTE_RULES, DROPPED_WITH_CONTENT } from '../../../contract/html/html-policy';
import { sanitizeHtml } from '../../../contract/html/sanitize-html';
import { runs } from '../../helpers/property-runs';

const PAGE = 'https://www.immediate.co.uk/news/some-article/';
const MEDIA_BASES = ['https://cms.example/api', 'https://cms.example', 'https://www.immediate.co.uk'];
const MEDIA_PATH = /^\/media\/[a-z0-9/-]{1,200}\.(svg|png|jpe?g|webp|avif|pdf)$/;
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A reason the parsed output breaks the policy, or null. */
function urlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, PAGE);
  } catch {
    return `unparsable URL ${JSON.stringify(value)}`;
  }
  if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) return `scheme ${url.protocol} in ${JSON.stringify(value)}`;
  // A reference without a scheme of its own must stay on the site (no `//host`, `/\host` or encoded forms of them).
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && url.origin !== new URL(PAGE).origin) return `leaves the site: ${JSON.stringify(value)}`;
  return null;
}

function problemsOf(html: string): string[] {
  const problems: string[] = [];
  const visit = (nodes: readonly DefaultTreeAdapterTypes.ChildNode[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#comment') problems.push('a comment');
      if (!('tagName' in node)) continue;
      const tag = node.tagName;
      if (node.namespaceURI !== HTML_NAMESPACE) problems.push(`foreign element ${tag}`);
      if (!Object.hasOwn(ALLOWED_ELEMENTS, tag)) problems.push(`element ${tag}`);
      const names = new Set(node.attrs.map((attribute) => attribute.name));
      for (const { name, value, namespace } of node.attrs) {
        if (namespace || !ALLOWED_ELEMENTS[tag]?.includes(name)) problems.push(`attribute ${name} on ${tag}`);
        if (name === 'href' || name === 'cite') {
          const problem = urlProblem(value);
          if (problem) problems.push(problem);
        }
        if (name === 'src' && (!MEDIA_PATH.test(value) || new URL(value, PAGE).origin !== new URL(PAGE).origin))
          problems.push(`image source ${JSON.stringify(value)}`);
        // A browser reads each candidate of a set as an address up to whitespace, then its descriptor.
        if (
          name === 'srcset' &&
          !value.split(', ').every((candidate) => /^\/media\/\S+ \d{1,5}w$/.test(candidate) && MEDIA_PATH.test(candidate.split(' ')[0]!))
        )
          problems.push(`image set ${JSON.stringify(value)}`);
        if (name === 'sizes' && !/^[a-z0-9 (),.:%-]+$/.test(value)) problems.push(`sizes ${JSON.stringify(value)}`);
        if (name === 'id' && (APP_IDS.has(value) || !/^[a-z][a-z0-9-]*$/.test(value))) problems.push(`id ${JSON.stringify(value)}`);
      }
      if (tag === 'img' && !(names.has('src') && names.has('alt'))) problems.push('an image without src and alt');
      visit(node.childNodes);
    }
  };
  visit(parseFragment(html).childNodes);
  return problems;
}

const appIds = [...APP_IDS];

/** Attribute values a hostile CMS would try: scripts, other hosts, the page's ids, each also entity-encoded. */
const HOSTILE_VALUES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&Tab;script:alert(1)',
  '&#x0A;javascript:alert(1)',
  ' javascript:alert(1)',
  'vbscript:x',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example',
  '&#x2F;&#x2F;evil.example/',
  '&sol;&sol;evil.example',
  '/&#x2F;evil.example',
  '&#47;\\evil.example',
  '/&#x0A;/evil.example',
  '/\t/evil.example',
  '&#x09;//evil.example',
  'https://evil.example/x.svg',
  'https:evil.example',
  'http:/\\evil.example',
  '/contact/',
  '#top',
  '?page=2',
  'mailto:press@example.com',
  'tel:+442070000000',
  '/media/card/a.svg',
  '/media/../secrets.svg',
  '/media/card/a.svg?x=1',
  '/media/a.jpg 640w, /media/b.jpg 1024w',
  '/media/a.jpg 640w,javascript:alert(1) 1w',
  '/media/a.jpg,https://evil.example/x.jpg 2w',
  'https://evil.example/x.jpg 640w, /media/a.jpg 1x',
  '(min-width: 1280px) 400px, 46vw',
  'calc(100vw - 2rem)',
  'url(https://evil.example/x)',
  'https://cms.example/api/media/photo/b.jpg',
  'https://cms.example/media/photo/c.webp',
  'https://cms.example.evil/media/x.jpg',
  '&#x2F;media/card/a.svg',
  '/media/card/a.svg&#x0A;',
  '" onerror="alert(1)',
  "' onerror='alert(1)",
  '" src="javascript:alert(1)',
  'x" id="main',
  '><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '`onerror=alert(1)`',
  '100',
  '100" onload="x',
  '-5',
  'row',
  'COL',
  '',
  ...appIds,
  ...appIds.map((id) => id.toUpperCase()),
  ...appIds.map((id) => ` ${id} `),
  ...appIds.map((id) => `&#${id.charCodeAt(0)};${id.slice(1)}`),
  ...appIds.map((id) => `${id.slice(0, -1)}&#x${id.charCodeAt(id.length - 1).toString(16)};`),
];

/** Pieces attribute values and text are built from: quotes, entities and the text of other attributes. */
const PIECES = [
  '"',
  "'",
  '`',
  ' ',
  '=',
  '>',
  '<',
  '/',
  '\\',
  '&',
  '&amp;',
  '&quot;',
  '&#34;',
  '&#x22;',
  '&apos;',
  '&lt;',
  '&gt;',
  '&nbsp;',
  '&#0;',
  '&#x110000;',
  '&notin;',
  '&not',
  '&ampx',
  '&#x2F;',
  '&#x0A;',
  '&#9;',
  '&colon;',
  '\n',
  '\t',
  '\u0000',
  '\u00a0',
  '\u2028',
  ' src=',
  ' onerror=alert(1)',
  ' id=main',
  ' href=//evil.example',
  'javascript:',
  'main',
  'route-announcer',
  '__MASTHEAD_STATE__',
  '/media/card/a.svg',
  'https://cms.example/media/b.png',
  ' 640w, ',
  '(min-width: 40rem) ',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '</script>',
  '</style>',
  '</textarea>',
  '</title>',
  '</noscript>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<?xml ?>',
  '<!doctype html>',
  'text',
];

/** Elements a hostile CMS would use: all allowed ones, the dropped ones, foreign content and its breakout points. */
const TAGS = [
  ...Object.keys(ALLOWED_ELEMENTS),
  ...DROPPED_WITH_CONTENT,
  'h1',
  'h5',
  'h6',
  'div',
  'section',
  'font',
  'center',
  'marquee',
  'button',
  'form',
  'input',
  'keygen',
  'image',
  'listing',
  'isindex',
  'base',
  'meta',
  'link',
  'body',
  'html',
  'head',
  'col',
  'colgroup',
  'mglyph',
  'malignmark',
  'mtext',
  'mi',
  'annotation-xml',
  'foreignObject',
  'desc',
  'use',
  'animate',
  'set',
];

const ATTRIBUTES = [
  ...Object.keys(ATTRIBUTE_RULES),
  'onerror',
  'onclick',
  'onload',
  'onfocus',
  'autofocus',
  'style',
  'class',
  'srcset',
  'xlink:href',
  'xmlns',
  'formaction',
  'action',
  'background',
  'poster',
  'data',
  'name',
  'is',
  'encoding',
  'target',
  'rel',
  'data-x',
];

const mixedCase = (word: string) => fc.boolean().map((upper) => (upper ? word.toUpperCase() : word));
const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...PIECES, ...HOSTILE_VALUES), { maxLength: 5 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
/** An attribute as a CMS (or an attacker) might write it: quoted either way, unquoted, bare, unterminated, after a slash. */
const attributeOf = (names: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...names).chain(mixedCase), value, fc.constantFrom('"', "'", '', 'none', 'broken', 'slash'))
    .map(([name, text, quote]) => {
      if (quote === 'none') return ` ${name}`;
      if (quote === 'broken') return ` ${name}="${text}`;
      if (quote === 'slash') return `/${name}=${text}`;
      return ` ${name}=${quote}${text}${quote}`;
    });
/** A start tag; an allowed element mostly carries its own attributes, repeated too (the browser keeps the first). */
const startTag = fc.constantFrom(...TAGS).chain((tag) => {
  const own = ALLOWED_ELEMENTS[tag] ?? [];
  const attribute = own.length ? fc.oneof(attributeOf(own), attributeOf(ATTRIBUTES)) : attributeOf(ATTRIBUTES);
  return fc
    .tuple(mixedCase(tag), fc.array(attribute, { maxLength: 4 }), fc.constantFrom('>', '/>', '', ' >'))
    .map(([name, attributes, end]) => `<${name}${attributes.join('')}${end}`);
});
const tagName = fc.constantFrom(...TAGS).chain(mixedCase);
const endTag = tagName.map((tag) => `</${tag}>`);
const text = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
const soup = fc
  .array(fc.oneof({ weight: 4, arbitrary: startTag }, { weight: 2, arbitrary: endTag }, { weight: 3, arbitrary: text }), { maxLength: 24 })
  .map((tokens) => tokens.join(''));

/** At least 10,000 generated documents in every run (CI included). */
const RUNS = runs(10_000);

describe('sanitised CMS HTML, parsed again by a spec-compliant parser', () => {
  it(`holds only allowed elements, attributes, URLs and ids, and is stable (${RUNS} generated documents)`, { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(soup, (html) => {
        const out = sanitizeHtml(html, MEDIA_BASES);
        expect(problemsOf(out), `${JSON.stringify(html)}\n→ ${JSON.stringify(out)}`).toEqual([]);
        expect(sanitizeHtml(out, MEDIA_BASES), JSON.stringify(html)).toBe(out);
      }),
      { numRuns: RUNS },
    );
  });

  // One test per element (over 50,000 inputs in all): the time limit guards a hang, never a busy machine's pace.
  it.each(Object.keys(ALLOWED_ELEMENTS))('every attribute on <%s>, with every hostile value and quoting', (tag) => {
    for (const name of [...Object.keys(ATTRIBUTE_RULES), 'onerror', 'style', 'xlink:href']) {
      for (const hostile of HOSTILE_VALUES) {
        for (const html of [`<${tag} ${name}="${hostile}">x</${tag}>`, `<${tag} ${name}='${hostile}' src=/media/a.svg>x`]) {
          const out = sanitizeHtml(html, MEDIA_BASES);
          expect(problemsOf(out), `${html} → ${out}`).toEqual([]);
        }
      }
    }
  });

  it('tries over 50,000 element, attribute and value combinations', () => {
    const combinations = Object.keys(ALLOWED_ELEMENTS).length * (Object.keys(ATTRIBUTE_RULES).length + 3) * HOSTILE_VALUES.length * 2;
    expect(combinations).toBeGreaterThan(50_000);
  });
});

describe('hostile markup, case by case', () => {
  it.each([
    ['a second source, where the browser keeps the first', '<img src="javascript:alert(1)" src="/media/a.svg">'],
    ['an image from another host before the allowed source', '<img src="https://evil.example/t.png" src="/media/a.svg">'],
    ['an attribute inside another attribute', '<img alt="x src=/media/a.svg onerror=alert(1) " src="/media/b.svg">'],
    ['quotes inside width', `<img src="/media/a.svg" width='1" onerror="alert(1)'>`],
    ['an id hidden in another attribute', `<h2 title='" id="${appIds[0]}'>x</h2>`],
    ['an encoded protocol-relative link', '<a href="&#x2F;&#x2F;evil.example/">x</a>'],
    ['an encoded newline in a link', '<a href="/&#x0A;/evil.example/">x</a>'],
    ['an encoded backslash', '<a href="/&#x5C;evil.example/">x</a>'],
    ['an encoded app id', '<h2 id="&#109;ain">x</h2>'],
    ['a script in an image set', '<img src="/media/a.svg" srcset="/media/a.svg 1w, javascript:alert(1) 2w">'],
    [
      'another host in an image set, after a comma inside an address',
      '<img src="/media/a.svg" srcset="/media/a.svg,//evil.example/x.svg 2w">',
    ],
    ['a function in sizes', '<img src="/media/a.svg" srcset="/media/a.svg 1w" sizes="calc(100vw - 1px)">'],
    ['a quotation source to a script', '<blockquote cite="javascript:alert(1)">x</blockquote>'],
  ])('%s', (_name, html) => {
    const out = sanitizeHtml(html, MEDIA_BASES);
    expect(problemsOf(out), out).toEqual([]);
  });

  it('keeps what is allowed, decoded and written back escaped', () => {
    expect(sanitizeHtml('<p title="a">Fish &amp; chips &lt;3 <a href="/a/?x=1&amp;y=2" title=\'say "hi"\'>go</a></p>')).toBe(
      '<p>Fish &amp; chips &lt;3 <a href="/a/?x=1&amp;y=2" title="say &quot;hi&quot;">go</a></p>',
    );
    expect(sanitizeHtml('<img src="/media/a.svg" width="640" height="x" alt="A &gt; B">')).toBe(
      '<img src="/media/a.svg" width="640" alt="A &gt; B">',
    );
    expect(
      sanitizeHtml(
        '<img src="/media/a.jpg" srcset="https://cms.example/media/a-640.jpg 640w,\n/x.jpg 800w, /media/a.jpg  1024w" sizes="(min-width: 1280px) 400px, 46vw" alt="">',
        MEDIA_BASES,
      ),
    ).toBe('<img src="/media/a.jpg" srcset="/media/a-640.jpg 640w, /media/a.jpg 1024w" sizes="(min-width: 1280px) 400px, 46vw" alt="">');
    expect(sanitizeHtml('<pre>\n\nindented</pre><table><tr><td colspan="2" scope="ROW">x</td></tr></table>')).toBe(
      '<pre>\n\nindented</pre><table><tbody><tr><td colspan="2" scope="row">x</td></tr></tbody></table>',
    );
  });

  it('keeps the widths a list item is hidden at (WordPress 7.x), and no other class', () => {
    expect(sanitizeHtml('<ul><li class="x node-hidden--mobile node-hidden--wide">a</li><li class="node-hidden--all">b</li></ul>')).toBe(
      '<ul><li class="node-hidden--mobile">a</li><li class="node-hidden--all">b</li></ul>',
    );
  });
});
