/**
 * A small, regex-free XML reader for the SEO tests: checks a document is
 * well-formed (balanced tags, one root, quoted attributes, only the five
 * predefined or numeric entities, no characters XML 1.0 forbids) and pulls
 * out elements by name. Enough for sitemaps and RSS; not a general parser.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Raw inner markup (entities not decoded). */
  inner: string;
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function isNameChar(char: string): boolean {
  return char !== '' && !' \t\r\n/>=<"\'&'.includes(char);
}

/** Decodes entity references; throws on an undefined or unterminated one. */
export function decodeXml(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const amp = text.indexOf('&', index);
    if (amp === -1) return out + text.slice(index);
    out += text.slice(index, amp);
    const semi = text.indexOf(';', amp);
    if (semi === -1) throw new Error(`unterminated entity at ${amp}`);
    const name = text.slice(amp + 1, semi);
    if (name in PREDEFINED) out += PREDEFINED[name];
    else if (name.startsWith('#x') && name.length > 2) out += String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    else if (name.startsWith('#') && name.length > 1) out += String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    else throw new Error(`undefined entity &${name}; at ${amp}`);
    index = semi + 1;
  }
  return out;
}

function checkText(text: string, where: number): void {
  if (text.includes('<')) throw new Error(`raw < in text at ${where}`);
  decodeXml(text);
}

/** Throws with a position when the document is not well-formed; returns the root element's name. */
export function assertWellFormed(xml: string): string {
  for (const char of xml) {
    if (!isXmlChar(char.codePointAt(0)!)) throw new Error(`character U+${char.codePointAt(0)!.toString(16)} not allowed in XML`);
  }
  const stack: string[] = [];
  let root: string | null = null;
  let index = 0;
  while (index < xml.length) {
    const open = xml.indexOf('<', index);
    const text = xml.slice(index, open === -1 ? xml.length : open);
    if (stack.length === 0 && text.trim() !== '') throw new Error(`text outside the root at ${index}`);
    checkText(text, index);
    if (open === -1) break;
    if (xml.startsWith('<?', open)) {
      const end = xml.indexOf('?>', open);
      if (end === -1 || root !== null || stack.length) throw new Error(`misplaced processing instruction at ${open}`);
      index = end + 2;
      continue;
    }
    if (xml.startsWith('<!--', open)) {
      const end = xml.indexOf('-->', open);
      if (end === -1) throw new Error(`unterminated comment at ${open}`);
      index = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', open)) {
      const end = xml.indexOf(']]>', open);
      if (end === -1 || stack.length === 0) throw new Error(`bad CDATA at ${open}`);
      index = end + 3;
      continue;
    }
    const closing = xml[open + 1] === '/';
    let cursor = open + (closing ? 2 : 1);
    let name = '';
    while (isNameChar(xml[cursor] ?? '')) name += xml[cursor++];
    if (!name) throw new Error(`tag without a name at ${open}`);
    // Attributes: name="value" or name='value', whitespace separated.
    let selfClosing = false;
    for (;;) {
      while (' \t\r\n'.includes(xml[cursor] ?? 'x')) cursor++;
      const char = xml[cursor];
      if (char === undefined) throw new Error(`unterminated tag at ${open}`);
      if (char === '>') {
        cursor++;
        break;
      }
      if (char === '/' && xml[cursor + 1] === '>' && !closing) {
        selfClosing = true;
        cursor += 2;
        break;
      }
      if (closing) throw new Error(`attributes on a closing tag at ${open}`);
      let attribute = '';
      while (isNameChar(xml[cursor] ?? '')) attribute += xml[cursor++];
      if (!attribute || xml[cursor] !== '=') throw new Error(`bad attribute at ${cursor}`);
      const quote = xml[cursor + 1];
      if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute value at ${cursor}`);
      const end = xml.indexOf(quote, cursor + 2);
      if (end === -1) throw new Error(`unterminated attribute value at ${cursor}`);
      checkText(xml.slice(cursor + 2, end), cursor + 2);
      cursor = end + 1;
      if (!' \t\r\n/>'.includes(xml[cursor] ?? '')) throw new Error(`no space after attribute at ${cursor}`);
    }
    if (closing) {
      const expected = stack.pop();
      if (expected !== name) throw new Error(`</${name}> closes <${expected ?? 'nothing'}> at ${open}`);
    } else {
      if (stack.length === 0) {
        if (root !== null) throw new Error(`second root element <${name}> at ${open}`);
        root = name;
      }
      if (!selfClosing) stack.push(name);
    }
    index = cursor;
  }
  if (stack.length) throw new Error(`unclosed elements: ${stack.join(', ')}`);
  if (root === null) throw new Error('no root element');
  return root;
}

function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let cursor = 0;
  while (cursor < tag.length) {
    const eq = tag.indexOf('=', cursor);
    if (eq === -1) break;
    const name = tag.slice(cursor, eq).trim();
    const quote = tag[eq + 1]!;
    const end = tag.indexOf(quote, eq + 2);
    attributes[name] = decodeXml(tag.slice(eq + 2, end));
    cursor = end + 1;
  }
  return attributes;
}

/** Every `<name …>…</name>` (not nested in itself) in document order. Call on a well-formed document. */
export function elements(xml: string, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  let index = 0;
  for (;;) {
    const open = xml.indexOf(`<${name}`, index);
    if (open === -1) return found;
    const after = xml[open + name.length + 1];
    if (after !== '>' && after !== ' ' && after !== '/') {
      index = open + 1;
      continue;
    }
    const tagEnd = xml.indexOf('>', open);
    const tag = xml.slice(open + name.length + 1, xml[tagEnd - 1] === '/' ? tagEnd - 1 : tagEnd);
    const attributes = parseAttributes(tag);
    if (xml[tagEnd - 1] === '/') {
      found.push({ name, attributes, inner: '' });
      index = tagEnd + 1;
      continue;
    }
    const close = xml.indexOf(`</${name}>`, tagEnd);
    found.push({ name, attributes, inner: xml.slice(tagEnd + 1, close) });
    index = close + name.length + 3;
  }
}

/** Decoded text of each `<name>` element. */
export function texts(xml: string, name: string): string[] {
  return elements(xml, name).map((element) => decodeXml(element.inner));
}
