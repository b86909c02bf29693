/**
 * A minimal PDF 1.4 writer for the sample documents: one A4 page with a
 * coloured title band, headings, wrapped paragraphs and two-column rows, in
 * the PDF standard fonts (Helvetica, no embedding). Deterministic: the same
 * input gives the same bytes, so the size a page states is always the size
 * served. Small enough to read; no dependency.
 * @module
 */

export type PdfBlock = { heading: string } | { text: string } | { rows: ReadonlyArray<readonly [string, string]> };

export interface PdfDocument {
  title: string;
  /** A line under the title in the band, e.g. the publisher and the year. */
  subtitle: string;
  blocks: readonly PdfBlock[];
  /** Small print at the foot of the page. */
  footer: string;
  /** Band colour, RGB 0-255. */
  accent: readonly [number, number, number];
  author: string;
  /** ISO date (YYYY-MM-DD) written as the creation date. */
  dateIso: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LEADING = 15;

/** WinAnsiEncoding codes for the few non-ASCII characters the sample text uses. */
const WIN_ANSI: Record<string, number> = {
  '£': 0xa3,
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '·': 0xb7,
  é: 0xe9,
  '©': 0xa9,
};

/** A PDF literal string: ASCII as is, WinAnsi characters as octal escapes. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else {
      const mapped = WIN_ANSI[char];
      if (mapped === undefined) throw new Error(`pdf-writer: no WinAnsi code for ${JSON.stringify(char)}`);
      out += `\\${mapped.toString(8).padStart(3, '0')}`;
    }
  }
  return `${out})`;
}

/** Greedy word wrap on an estimated Helvetica advance (wide enough never to overflow). */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function rgb([r, g, b]: readonly [number, number, number]): string {
  return [r, g, b].map((value) => (value / 255).toFixed(3)).join(' ');
}

function text(font: 'F1' | 'F2', size: number, x: number, y: number, value: string): string {
  return `BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td ${pdfString(value)} Tj ET`;
}

/** The page's content stream: drawing operators, top to bottom. */
function pageContent(doc: PdfDocument): string {
  const ops: string[] = [];
  const bandHeight = 110;
  const contentWidth = PAGE_WIDTH - 2 * MARGIN;
  ops.push(`${rgb(doc.accent)} rg 0 ${PAGE_HEIGHT - bandHeight} ${PAGE_WIDTH} ${bandHeight} re f`);
  ops.push('1 1 1 rg');
  let y = PAGE_HEIGHT - 52;
  for (const line of wrap(doc.title, 22, contentWidth)) {
    ops.push(text('F2', 22, MARGIN, y, line));
    y -= 26;
  }
  ops.push(text('F1', 11, MARGIN, PAGE_HEIGHT - bandHeight + 18, doc.subtitle));
  ops.push('0.1 0.1 0.1 rg');
  y = PAGE_HEIGHT - bandHeight - 40;
  for (const block of doc.blocks) {
    if ('heading' in block) {
      y -= 6;
      ops.push(text('F2', 13, MARGIN, y, block.heading));
      y -= LEADING + 4;
    } else if ('text' in block) {
      for (const line of wrap(block.text, BODY_SIZE, contentWidth)) {
        ops.push(text('F1', BODY_SIZE, MARGIN, y, line));
        y -= LEADING;
      }
      y -= 6;
    } else {
      for (const [label, value] of block.rows) {
        ops.push(text('F1', BODY_SIZE, MARGIN, y, label));
        ops.push(text('F2', BODY_SIZE, MARGIN + contentWidth * 0.62, y, value));
        ops.push(`0.8 0.8 0.8 RG 0.5 w ${MARGIN} ${(y - 5).toFixed(1)} m ${PAGE_WIDTH - MARGIN} ${(y - 5).toFixed(1)} l S`);
        y -= LEADING + 3;
      }
      y -= 8;
    }
  }
  if (y < 90) throw new Error(`pdf-writer: "${doc.title}" does not fit on one page`);
  ops.push('0.4 0.4 0.4 rg');
  for (const [index, line] of wrap(doc.footer, 8, contentWidth).entries()) ops.push(text('F1', 8, MARGIN, 48 - index * 11, line));
  return `${ops.join('\n')}\n`;
}

/** The whole file as bytes (every character below 0x100: one byte each, so string offsets are byte offsets). */
export function writePdf(doc: PdfDocument): Uint8Array {
  const content = pageContent(doc);
  const date = `D:${doc.dateIso.replace(/-/g, '')}000000Z`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString('en-GB')} /ViewerPreferences << /DisplayDocTitle true >> >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Producer (Masthead reference CMS) /CreationDate (${date}) >>`,
  ];
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(file.length);
  for (let index = 0; index < file.length; index += 1) bytes[index] = file.charCodeAt(index);
  return bytes;
}
