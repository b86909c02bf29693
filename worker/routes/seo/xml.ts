/**
 * XML text for the sitemaps and the feed: one escaper for element text and
 * attribute values, which also drops characters XML 1.0 does not allow
 * (C0 controls other than tab, newline and carriage return, lone surrogates,
 * U+FFFE and U+FFFF), so CMS text can never break a document.
 * @module
 */

/** Everything outside XML 1.0's `Char` production. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The text without characters XML 1.0 cannot carry. */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/** Safe as element text and as a quoted attribute value. */
export function escapeXml(text: string): string {
  return stripInvalidXmlChars(text).replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** `<name>escaped text</name>`. */
export function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
