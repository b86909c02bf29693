// In-memory stand-in for the Cache API (`caches.default`), in the protocol
// workerd uses for `cacheApiOutbound`: match = GET <key> (answer the stored
// response, or 504 with `cf-cache-status: MISS`), put = PUT <key> whose body is
// the serialised HTTP response, delete = PURGE <key>. Entries expire after the
// response's max-age / s-maxage. Runs in the bench's services process, so its
// CPU is not charged to the site worker (as in production).
//
// Bench controls (never cache keys: the site's keys live under /__cache/ and /__page/):
//   POST /__bench/pages?store=0|1  stop/start storing rendered pages (keys with /__page/)
//   POST /__bench/reset            drop every entry and zero the counters
//   GET  /__bench/stats            counters
//   GET  /__bench/sizes?containing=…  body bytes of each entry whose key contains the text
//   POST /__bench/faults?mode=…     the fault switch (fault-switch.js), for bench/resilience.ts.
// workerd's Cache API takes any HTTP status from this service as a miss (match)
// or as done (put), so `throws` cuts the connection instead: match then
// rejects ("Network connection lost"). `hangs` never answers while the fault
// lasts. `garbage` answers every lookup with junk bytes as a fresh hit (with
// the site's parts header, so only the body shows it is junk) and drops writes.
import { cutConnection, faultControl, faultFor, hang, JUNK } from 'fault-switch.js';

const entries = new Map();
let storePages = true;
const stats = { dataHit: 0, dataMiss: 0, dataPut: 0, pageHit: 0, pageMiss: 0, pagePut: 0, pagePutDropped: 0 };
const CRLFCRLF = [13, 10, 13, 10];
const decoder = new TextDecoder();

function indexOfSeq(bytes, seq, from = 0) {
  outer: for (let i = from; i <= bytes.length - seq.length; i++) {
    for (let j = 0; j < seq.length; j++) if (bytes[i + j] !== seq[j]) continue outer;
    return i;
  }
  return -1;
}

function dechunk(bytes) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = indexOfSeq(bytes, [13, 10], at);
    if (lineEnd < 0) break;
    const size = parseInt(decoder.decode(bytes.subarray(at, lineEnd)), 16);
    if (!size) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function parseResponse(bytes) {
  const split = indexOfSeq(bytes, CRLFCRLF);
  if (split < 0) throw new Error('no header terminator');
  const [statusLine, ...lines] = decoder.decode(bytes.subarray(0, split)).split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers = lines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  let body = bytes.subarray(split + 4);
  if (headers.some(([name, value]) => name === 'transfer-encoding' && /chunked/i.test(value))) body = dechunk(body);
  return { status, headers: headers.filter(([name]) => name !== 'transfer-encoding' && name !== 'content-length'), body: body.slice() };
}

function ttlSeconds(headers) {
  const cc = headers.find(([name]) => name === 'cache-control')?.[1] ?? '';
  if (/no-store|private/i.test(cc)) return 0;
  const match = /s-maxage=(\d+)/i.exec(cc) ?? /max-age=(\d+)/i.exec(cc);
  return match ? Number(match[1]) : 0;
}

const miss = () => new Response(null, { status: 504, headers: { 'cf-cache-status': 'MISS' } });

export default {
  async fetch(request) {
    const url = new URL(request.url);
    const control = faultControl(url, request.method);
    if (control) return control;
    if (url.pathname.startsWith('/__bench/')) {
      if (url.pathname === '/__bench/pages') storePages = url.searchParams.get('store') !== '0';
      if (url.pathname === '/__bench/reset') {
        entries.clear();
        for (const k in stats) stats[k] = 0;
      }
      if (url.pathname === '/__bench/sizes') {
        const containing = url.searchParams.get('containing') ?? '';
        const sizes = [...entries].filter(([key]) => key.includes(containing)).map(([, entry]) => entry.body.byteLength);
        return Response.json({ sizes });
      }
      return Response.json({ storePages, entries: entries.size, stats });
    }
    const fault = faultFor();
    if (fault === 'throws') return cutConnection();
    if (fault === 'hangs') return hang();
    if (fault === 'garbage') {
      if (request.method !== 'GET') return new Response(null, { status: 204 });
      return new Response(JUNK, {
        headers: {
          'cf-cache-status': 'HIT',
          // The site's parts header (worker/cache/edge-objects.ts): one fresh part, of another object's length.
          'x-masthead-parts': JSON.stringify([['', 1024, Date.now(), 0, 0, '']]),
          'content-type': 'application/octet-stream',
        },
      });
    }
    const key = request.url;
    const page = url.pathname.includes('/__page/');
    switch (request.method) {
      case 'GET': {
        const entry = page && !storePages ? undefined : entries.get(key);
        if (!entry || entry.expires <= Date.now()) {
          if (entry) entries.delete(key);
          stats[page ? 'pageMiss' : 'dataMiss']++;
          return miss();
        }
        stats[page ? 'pageHit' : 'dataHit']++;
        return new Response(entry.body, { status: entry.status, headers: [...entry.headers, ['cf-cache-status', 'HIT']] });
      }
      case 'PUT': {
        const bytes = new Uint8Array(await request.arrayBuffer());
        if (page && !storePages) {
          stats.pagePutDropped++;
          return new Response(null, { status: 204 });
        }
        const response = parseResponse(bytes);
        const ttl = ttlSeconds(response.headers);
        if (ttl <= 0) return new Response(null, { status: 413 });
        entries.set(key, { ...response, expires: Date.now() + ttl * 1000 });
        stats[page ? 'pagePut' : 'dataPut']++;
        return new Response(null, { status: 204 });
      }
      case 'PURGE':
        return new Response(null, { status: entries.delete(key) ? 200 : 404 });
      default:
        return new Response('Method Not Allowed', { status: 405 });
    }
  },
};
