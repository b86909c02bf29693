/**
 * The sample pack's downloadable files, written once per isolate from
 * cms/content/documents.ts (and its video and audio, cms/content/media-samples.ts, and the press kit's logos,
 * cms/content/press-kit-files.ts), and the sizes the pages state for them: a
 * downloads node linking a file the CMS holds gets that file's real size,
 * as a CMS fills in an attachment's size, so no page states a wrong number.
 * @module
 */
import type { ContentNodeInput } from '../../contract/nodes';
import { DOCUMENT_FOOTER, DOCUMENTS, SPREADSHEETS } from '../content/documents';
import { MEDIA_SAMPLES, SAMPLE_CAPTIONS } from '../content/media-samples';
import { PRESS_KIT_FILE_DATA } from '../content/press-kit-files';
import { writePdf } from './pdf-writer';

export const FILES_PREFIX = '/media/files/';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

const encoder = new TextEncoder();
let files: Map<string, StoredFile> | undefined;

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function allFiles(): Map<string, StoredFile> {
  if (files) return files;
  files = new Map();
  for (const [name, doc] of Object.entries(DOCUMENTS)) {
    files.set(name, {
      bytes: writePdf({ ...doc, footer: DOCUMENT_FOOTER, author: 'Immediate Media Company Ltd' }),
      contentType: 'application/pdf',
    });
  }
  for (const [name, sheet] of Object.entries(SPREADSHEETS)) {
    const text = `${sheet.rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
    files.set(name, { bytes: encoder.encode(text), contentType: 'text/csv; charset=utf-8' });
  }
  for (const [name, sample] of Object.entries(MEDIA_SAMPLES)) {
    files.set(name, { bytes: Uint8Array.from(atob(sample.base64), (char) => char.charCodeAt(0)), contentType: sample.contentType });
  }
  files.set(SAMPLE_CAPTIONS.name, { bytes: encoder.encode(SAMPLE_CAPTIONS.text), contentType: 'text/vtt; charset=utf-8' });
  for (const [name, logo] of Object.entries(PRESS_KIT_FILE_DATA)) {
    files.set(name, { bytes: Uint8Array.from(atob(logo.base64), (char) => char.charCodeAt(0)), contentType: logo.contentType });
  }
  return files;
}

/** The file stored as `/media/files/{name}`, if any. */
export function storedFile(name: string): StoredFile | undefined {
  return allFiles().get(name);
}

/** Sizes as readers see them: "840 bytes", "2.4 KB", "31 KB", "3.1 MB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A downloads node with the real size of every file the CMS holds. */
export function withFileSizes(node: ContentNodeInput): ContentNodeInput {
  if (node.type !== 'downloads') return node;
  return {
    ...node,
    files: node.files.map((file) => {
      const stored = file.href.startsWith(FILES_PREFIX) ? storedFile(file.href.slice(FILES_PREFIX.length)) : undefined;
      return stored ? { ...file, size: formatFileSize(stored.bytes.length) } : file;
    }),
  };
}
