import { describe, expect, it } from 'vitest';
import { element, escapeXml, stripInvalidXmlChars } from '../../../worker/routes/seo/xml';
import { assertWellFormed, decodeXml, texts } from './xml-check';

const HOSTILE = [
  'Fish & Chips <b>bold</b>',
  '"quoted" and \'single\'',
  '</title><script>alert(1)</script>',
  ']]><![CDATA[ x ]]>',
  '&amp; already escaped &#x26; &lt;',
  'bell\u0007 nul\u0000 esc\u001b vt\u000b ff\u000c',
  'lone \uD800 surrogate and \uDFFF another',
  'non-characters \uFFFE \uFFFF',
  'emoji 😀 and accents café – “curly”',
  'tab\tnewline\ncarriage\r',
];

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });

  it('escapes an already-escaped string again (text is text, not markup)', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('drops characters XML 1.0 does not allow, keeps tab, newline, CR and astral characters', () => {
    expect(stripInvalidXmlChars('a\u0000b\u0007c\u001fd\uFFFEe\uFFFFf\uD800g')).toBe('abcdefg');
    expect(stripInvalidXmlChars('\t\n\r😀é')).toBe('\t\n\r😀é');
  });

  it.each(HOSTILE)('round-trips %j inside an element and an attribute of a well-formed document', (text) => {
    const doc = `<root a="${escapeXml(text)}">${element('t', text)}</root>`;
    expect(assertWellFormed(doc)).toBe('root');
    expect(texts(doc, 't')).toEqual([stripInvalidXmlChars(text)]);
    expect(doc).not.toContain('<script>');
    expect(doc).not.toContain('<b>');
  });
});

describe('the test XML checker', () => {
  it('accepts a well-formed document and decodes entities', () => {
    expect(assertWellFormed('<?xml version="1.0"?>\n<a x="1"><b/><c>&amp;&lt;&#38;&#x3c;</c></a>\n')).toBe('a');
    expect(decodeXml('&amp;&lt;&#38;&#x3c;')).toBe('&<&<');
  });

  it.each([
    ['unbalanced', '<a><b></a>'],
    ['unclosed', '<a><b>'],
    ['two roots', '<a/><b/>'],
    ['raw ampersand', '<a>Fish & Chips</a>'],
    ['unknown entity', '<a>&nbsp;</a>'],
    ['raw < in attribute', '<a x="<"/>'],
    ['unquoted attribute', '<a x=1/>'],
    ['control character', '<a>\u0007</a>'],
    ['text after root', '<a/>tail'],
  ])('rejects %s', (_label, doc) => {
    expect(() => assertWellFormed(doc)).toThrow();
  });
});
