/**
 * Turns the active fault switches into a response: slow, error status,
 * malformed or schema-invalid JSON, a reset mid-body, an oversized (or slowly
 * dripped) body, an HTML page, or a dropped connection.
 * @module
 */
import { faultApplies, faults } from './faults';

const encoder = new TextEncoder();

/** Thrown to drop the connection: the CMS rethrows it, so the caller's fetch rejects. */
export class DroppedConnection extends Error {
  override name = 'DroppedConnection';
}

export async function faultResponse(path: string, search = ''): Promise<Response | null> {
  if (!faultApplies(path, search)) return null;
  const fault = faults();
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.drop) throw new DroppedConnection(`Fault injected for ${path}: connection dropped`);
  if (fault.status) {
    return Response.json(
      { error: { status: fault.status, statusMessage: 'Injected Fault', message: `Fault injected for ${path}` } },
      { status: fault.status },
    );
  }
  if (fault.html)
    return new Response('<!doctype html><title>Sign in</title><p>Please sign in.</p>', {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  if (fault.malformed) return new Response('{"routes": [ {"name": "broken"', { headers: { 'content-type': 'application/json' } });
  if (fault.invalid) return Response.json({ settings: 42, routes: 'nope', redirect: 'x', jobs: {}, job: null });
  if (fault.reset) {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(encoder.encode(`{"partial": "${'x'.repeat(4096)}`));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
        controller.error(new Error('connection reset'));
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }
  if (fault.hugeMb) {
    const chunk = encoder.encode(`"${'x'.repeat(1024 * 1024 - 3)}",`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (fault.dripMs) await new Promise((resolve) => setTimeout(resolve, fault.dripMs));
        if (sent === 0) controller.enqueue(encoder.encode('['));
        if (sent >= fault.hugeMb) {
          controller.enqueue(encoder.encode('0]'));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += 1;
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }
  return null;
}
