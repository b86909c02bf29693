/**
 * The press kit's logos are the CMS's media on every back end (the reference CMS's files, WordPress's
 * attachments): /news/press-kit/'s downloads link each logo of cms/content/press-kit.ts as an SVG and a PNG under
 * `/media/`, the CMS states each file's size, and the site serves the file under that address with its type and
 * exactly the stated number of bytes (an editor replacing a logo in the CMS changes what the page offers).
 */
import { describe, expect, it } from 'vitest';
import { PRESS_KIT_LOGOS, PRESS_KIT_PATH } from '../../cms/content/press-kit';
import { formatFileSize } from '../../cms/server/documents';
import { NodesResponseSchema } from '../../contract/nodes';
import { slugOf } from '../../contract/slugs';
import { api, cmses, expectOk, nodesQuery } from './api';

const TYPES = { svg: 'image/svg+xml', png: 'image/png' } as const;

describe.each(cmses())('$name CMS: the press kit', (cms) => {
  it('links every logo as SVG and PNG from the media, each served with the size the CMS states', async () => {
    const slots = expectOk(await api(cms, nodesQuery(PRESS_KIT_PATH)), NodesResponseSchema)[slugOf(PRESS_KIT_PATH)] ?? {};
    const files = Object.values(slots)
      .flat()
      .flatMap((node) => {
        const downloads = node as { type: string; files?: { href: string; title: string; format: string; size?: string }[] };
        return downloads.type === 'downloads' ? (downloads.files ?? []) : [];
      });
    expect(files.length).toBe(PRESS_KIT_LOGOS.length * 2);
    for (const logo of PRESS_KIT_LOGOS) {
      for (const format of ['svg', 'png'] as const) {
        const file = files.find(
          (candidate) => candidate.format === format.toUpperCase() && candidate.title.startsWith(`${logo.name} logo`),
        );
        expect(file, `${logo.name} ${format}: ${JSON.stringify(files.map((f) => f.href))}`).toBeDefined();
        expect(file!.href, `${logo.name} ${format}`).toMatch(new RegExp(`^/media/.*${logo.slug}-logo[a-z0-9-]*\\.${format}$`));
        const response = await fetch(`${cms.site}${file!.href}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(response.status, file!.href).toBe(200);
        expect(response.headers.get('content-type'), file!.href).toBe(TYPES[format]);
        expect(file!.size, `${file!.href}: the size stated`).toBe(formatFileSize(bytes.length));
        if (format === 'svg') expect(new TextDecoder().decode(bytes), file!.href).toMatch(/^<svg[^>]*><title>/);
        else expect([...bytes.subarray(1, 4)], file!.href).toEqual([0x50, 0x4e, 0x47]);
      }
    }
  });
});
