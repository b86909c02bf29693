// In-memory stand-in for a KV namespace, in the protocol workerd's
// `kvNamespace` binding speaks: GET/PUT/DELETE https://fake-host/<key>
// (`?urlencoded=true` when the key is percent-encoded), GET / lists keys.
// Seeded from the `seed.json` module ([{ key, value }]). Runs in the bench's
// services process, so its CPU is not charged to the site worker (as in production).
// Fault switch (fault-switch.js), for bench/resilience.ts: `throws` answers
// 500 (the binding's get/put/list reject with "KV GET failed: 500"), `hangs`
// never answers while the fault lasts, `garbage` answers reads with junk bytes
// and accepts writes without storing them.

import { faultControl, faultFor, hang, JUNK } from 'fault-switch.js';
import seed from 'seed.json';

const store = new Map(seed.map(({ key, value }) => [key, value]));

function keyOf(url) {
  const raw = url.pathname.slice(1);
  return url.searchParams.get('urlencoded') === 'true' ? decodeURIComponent(raw) : raw;
}

export default {
  async fetch(request) {
    const url = new URL(request.url);
    const control = faultControl(url, request.method);
    if (control) return control;
    const fault = faultFor();
    if (fault === 'throws') return new Response('bench: injected KV failure', { status: 500 });
    if (fault === 'hangs') return hang();
    if (fault === 'garbage') return request.method === 'GET' ? new Response(JUNK) : new Response(null);
    if (url.pathname === '/' && request.method === 'GET') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...store.keys()].filter((name) => name.startsWith(prefix)).map((name) => ({ name }));
      return Response.json({ keys, list_complete: true, cacheStatus: null });
    }
    const key = keyOf(url);
    switch (request.method) {
      case 'GET': {
        const value = store.get(key);
        return value === undefined ? new Response('Not Found', { status: 404 }) : new Response(value);
      }
      case 'PUT':
        store.set(key, await request.text());
        return new Response(null);
      case 'DELETE':
        store.delete(key);
        return new Response(null);
      default:
        return new Response('Method Not Allowed', { status: 405 });
    }
  },
};
