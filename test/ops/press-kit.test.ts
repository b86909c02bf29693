/**
 * The press kit's files (cms/content/press-kit.ts) are what the page says: every logo it lists is in
 * assets/press-kit/ as an SVG of the stated size in pixels and a PNG of the stated scale, and each stated file
 * size is the file's own, written as the CMS writes sizes (cms/server/documents.ts formatFileSize). Nothing
 * else sits in the folder unlisted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESS_KIT_FILES, PRESS_KIT_LOGOS, pressKitPage } from '../../cms/content/press-kit';
import { formatFileSize } from '../../cms/server/documents';

const DIR = resolve(import.meta.dirname, '../../assets/press-kit');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the press kit', () => {
  it.each(PRESS_KIT_LOGOS)('$name: SVG and PNG as stated', (logo) => {
    const svgFile = join(DIR, `${logo.slug}-logo.svg`);
    const svg = readFileSync(svgFile, 'utf8');
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logo.width} ${logo.height}" width="${logo.width}" height="${logo.height}"><title>`,
      ),
    );
    expect(formatFileSize(statSync(svgFile).size)).toBe(logo.svgSize);
    const pngFile = join(DIR, `${logo.slug}-logo.png`);
    expect(pngSize(readFileSync(pngFile))).toEqual([logo.width * logo.pngScale, logo.height * logo.pngScale]);
    expect(formatFileSize(statSync(pngFile).size)).toBe(logo.pngSize);
  });

  it('lists every file of the folder, as a download, on its page', () => {
    const hrefs = pressKitPage.slots.main!.flatMap((node) => (node.type === 'downloads' ? node.files.map((file) => file.href) : []));
    expect(hrefs.sort()).toEqual(
      readdirSync(DIR)
        .map((name) => `${PRESS_KIT_FILES}${name}`)
        .sort(),
    );
  });
});
