// In-memory stand-in for a KV namespace, in the protocol workerd's
// `kvNamespace` binding speaks: GET/PUT/DELETE https://fake-host/<key>
// (`?urlencoded=true` when the key is percent-encoded), GET / lists keys.
// Seeded from the `seed.json` module ([{ key, value }]). Runs in the bench's
// services process, so its CPU is not charged to the site worker (as in production).
import seed from 'seed.json';

const store = new Map(seed.map(({ key, value }) => [key, value]));

function keyOf(url) {
  const raw = url.pathname.slice(1);
  return url.searchParams.get('urlencoded') === 'true' ? decodeURIComponent(raw) : raw;
}

export default {
  async fetch(request) {
    const url = new URL(request.url);
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
