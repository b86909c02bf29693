/**
 * Sample media: every `/media/{kind}/{name}.svg` is drawn on request, a
 * deterministic abstract illustration in the publisher's palette, so the
 * sample pack needs no binary files. Documents come from cms/server/documents.ts.
 * @module
 */
import { storedFile } from './documents';

const PALETTES = [
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#1d3557', '#e63946', '#f1faee'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#3d405b', '#e07a5f', '#f2cc8f'],
  ['#0b3954', '#087e8b', '#bfd7ea'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
  ['#283618', '#606c38', '#dda15e'],
  ['#5f0f40', '#9a031e', '#fb8b24'],
];

const SIZES: Record<string, [number, number]> = { og: [1200, 630], hero: [1600, 900], card: [800, 600], logo: [400, 200] };

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function mediaSvg(kind: string, name: string): string {
  const [width, height] = SIZES[kind] ?? [800, 600];
  const seed = hash(`${kind}/${name}`);
  const [ink, accent, light] = PALETTES[seed % PALETTES.length]!;
  const label = escapeXml(
    name
      .replace(/-/g, ' ')
      .replace(/\b\w/g, (char) => char.toUpperCase())
      .slice(0, 48),
  );
  const circles = Array.from({ length: 5 }, (_, index) => {
    const r = (((seed >> (index * 3)) % 7) + 3) * (width / 40);
    const cx = (((seed >> (index * 5)) % 100) / 100) * width;
    const cy = (((seed >> (index * 4 + 1)) % 100) / 100) * height;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${index % 2 ? accent : light}" opacity="${(0.18 + index * 0.08).toFixed(2)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`
  );
}

/** `/media/files/{name}`: a stored document (cms/server/documents.ts), or the API's 404. */
export function mediaFile(name: string): Response {
  const file = storedFile(name);
  if (!file) {
    return Response.json(
      { error: { status: 404, statusMessage: 'Not Found', message: 'No such file' } },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );
  }
  // A copy typed as an ArrayBuffer view (the Node typings refuse a view of an ArrayBufferLike as a body).
  return new Response(new Uint8Array(file.bytes), {
    headers: { 'content-type': file.contentType, 'cache-control': 'public, max-age=86400' },
  });
}
