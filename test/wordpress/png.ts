/** Test images for the WordPress upload tests: made here, so no fixture file is needed. */
import { crc32, deflateSync } from 'node:zlib';

/** A solid-colour PNG of the given size, as a camera's photo stands in here. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x2a, 0x6f, 0x97]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a PNG of the given size to the test WordPress's media library under `fileName`, as the editor's upload does. */
export async function uploadPng(wordpressUrl: string, auth: string, fileName: string, width: number, height: number): Promise<Response> {
  return fetch(`${wordpressUrl}/wp-json/wp/v2/media`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'image/png', 'content-disposition': `attachment; filename="${fileName}"` },
    body: new Uint8Array(png(width, height)),
  });
}
