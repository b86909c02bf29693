/**
 * Which bench rows are warm and which are cold, and what each leaves out, so a figure is never read as more
 * than it is (the peer figures compare warm renders only). One table for the report and report.json.
 *
 * warm: the isolate has started, run this code, and holds this content (data decoded, nodes drawn).
 * first sight: the isolate and its code are warm; the content is new to it (the long tail).
 * cold: a new isolate (startup, bundle).
 */
export interface RowKind {
  id: string;
  kind: 'reference' | 'warm' | 'first sight' | 'cold';
  excludes: string;
}

export const ROW_KINDS: readonly RowKind[] = [
  { id: 'r', kind: 'reference', excludes: 'all of our code: a bare Hono worker answering "ok"' },
  {
    id: 'h',
    kind: 'reference',
    excludes:
      'the head, state, hydration, security headers, data reads and our middleware: Hono and React rendering the peer article with renderToString (bench/react-reference-worker.tsx); warm above (r), and cold beside (s)',
  },
  { id: 'a', kind: 'warm', excludes: 'data, rendering: a fixed string through every middleware' },
  {
    id: 'b',
    kind: 'warm',
    excludes: 'first sight of content (data from the isolate, nodes already drawn), the page cache (off), isolate start',
  },
  { id: 'c', kind: 'warm', excludes: 'as (b)' },
  { id: 'p', kind: 'warm', excludes: 'as (b); the peers were measured the same way (content in memory, no data reads)' },
  { id: 'd', kind: 'warm', excludes: 'as (b)' },
  { id: 'e', kind: 'warm', excludes: 'rendering: the page is held in isolate memory (gzip bytes)' },
  { id: 'f', kind: 'warm', excludes: 'the worker: workerd serving a file (production answers it before the worker runs)' },
  { id: 'w', kind: 'warm', excludes: 'as (b), for one archive article of the long-tail process' },
  {
    id: 't',
    kind: 'first sight',
    excludes:
      "isolate start, the CMS, validation and sanitising (stored data is already clean); includes the legacy table's index (a KV read per isolate and 30 s), one Cache API read (a page's path answer and nodes are one object), decoding and the render",
  },
  {
    id: 'm',
    kind: 'first sight',
    excludes:
      "isolate start, the CMS's own work (other process); includes one Cache API miss, the CMS calls, validation, sanitising, one Cache API write (waitUntil) and the render",
  },
  {
    id: 'x',
    kind: 'reference',
    excludes:
      "all of our code: the bare Hono worker reading one Cache API object of an archive article's size, above (r); the runtime's part of (t)",
  },
  {
    id: 's',
    kind: 'cold',
    excludes:
      "workerd's own start (the bare reference's, subtracted) and fetching the bundle; includes compiling it, its top-level code and the first request (/__floor); beside the React reference's (h) start, and each one's first peer article beside its warm render",
  },
  { id: 'z', kind: 'cold', excludes: 'CPU: it is the bytes an isolate loads and compiles (raw) and a deploy uploads (gzip)' },
];
