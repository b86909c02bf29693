// A fault switch for the bench's KV and Cache API stand-ins, so
// `npm run bench:resilience` can make a dependency fail while the site is
// under load, at the service itself: the site's real KV bindings and its real
// `caches.default` then see the failure the way they would see it from the
// network. Set over HTTP (never a key the site uses):
//   POST /__bench/faults?mode=throws|hangs|garbage|off
//   GET  /__bench/faults   -> { mode, requests, faulted } since the last switch
// Each worker that imports this module has its own switch.
let mode = 'off';
const counts = { requests: 0, faulted: 0 };
const MODES = ['off', 'throws', 'hangs', 'garbage'];
/** The longest a hung request is held, should the bench never switch the fault off. */
const HANG_CAP_MS = 60_000;

/** Answers a control request, or null when the request is not one. */
export function faultControl(url, method) {
  if (url.pathname !== '/__bench/faults') return null;
  if (method === 'POST') {
    const next = url.searchParams.get('mode') ?? 'off';
    if (!MODES.includes(next)) return new Response(`unknown mode ${next}`, { status: 400 });
    mode = next;
    counts.requests = 0;
    counts.faulted = 0;
  }
  return Response.json({ mode, ...counts });
}

/** The fault this request gets ('off' for none), counted. */
export function faultFor() {
  counts.requests++;
  if (mode !== 'off') counts.faulted++;
  return mode;
}

/** Holds the request for as long as the hang lasts (the caller has long given up by then). */
export async function hang() {
  const until = Date.now() + HANG_CAP_MS;
  while (mode === 'hangs' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return new Response('answered after a hang', { status: 503 });
}

/** A 200 whose body breaks off: the caller sees the connection drop ("Network connection lost"). */
export function cutConnection() {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array([0x7b, 0x22]));
      controller.error(new Error('bench: connection cut'));
    },
  });
  return new Response(body);
}

/** Junk bytes: NUL, CR/LF, a header-looking line, JSON that does not close. */
export const JUNK = new Uint8Array([0, 0xff, 0xfe, 13, 10, ...new TextEncoder().encode('Location: //evil.example\r\n{"not":"a value"'), 0]);
