/**
 * The press kit's files (cms/content/press-kit-files.ts, the CMS's media) are what the page says: every logo
 * it lists is an SVG of the stated size in pixels and a PNG of the stated scale, and the page offers every press
 * kit file the CMS holds. Sizes in bytes are the CMS's to state (test/worker/press-kit.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PRESS_KIT_LOGOS, pressKitPage } from '../../cms/content/press-kit';
import { PRESS_KIT_FILE_DATA } from '../../cms/content/press-kit-files';

const bytesOf = (name: string) => Buffer.from(PRESS_KIT_FILE_DATA[name]?.base64 ?? '', 'base64');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the press kit', () => {
  it.each(PRESS_KIT_LOGOS)('$name: SVG and PNG as stated', (logo) => {
    const svg = bytesOf(`press-kit-${logo.slug}-logo.svg`).toString('utf8');
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logo.width} ${logo.height}" width="${logo.width}" height="${logo.height}"><title>`,
      ),
    );
    expect(PRESS_KIT_FILE_DATA[`press-kit-${logo.slug}-logo.svg`]?.contentType).toBe('image/svg+xml');
    expect(pngSize(bytesOf(`press-kit-${logo.slug}-logo.png`))).toEqual([logo.width * logo.pngScale, logo.height * logo.pngScale]);
    expect(PRESS_KIT_FILE_DATA[`press-kit-${logo.slug}-logo.png`]?.contentType).toBe('image/png');
  });

  it('offers every press kit file the CMS holds, as a download from its media, on its page', () => {
    const hrefs = pressKitPage.slots.main!.flatMap((node) => (node.type === 'downloads' ? node.files.map((file) => file.href) : []));
    expect(hrefs.sort()).toEqual(
      Object.keys(PRESS_KIT_FILE_DATA)
        .map((name) => `/media/files/${name}`)
        .sort(),
    );
  });
});
