/**
 * Turns the active fault switches into a response: slow, error status,
 * malformed or schema-invalid JSON, a reset mid-body, or an oversized body.
 * @module
 */
import { faultApplies, faults } from './faults';

const encoder = new TextEncoder();

export async function faultResponse(path: string, search = ''): Promise<Response | null> {
  if (!faultApplies(path, search)) return null;
  const fault = faults();
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.status) {
    return Response.json({ error: { status: fault.status, statusMessage: 'Injected Fault', message: `Fault injected for ${path}` } }, { status: fault.status });
  }
  if (fault.malformed) return new Response('{"routes": [ {"name": "broken"', { headers: { 'content-type': 'application/json' } });
  if (fault.invalid) return Response.json({ settings: 42, routes: 'nope', redirect: 'x', jobs: {}, job: null });
  if (fault.reset) {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(encoder.encode('{"partial": "' + 'x'.repeat(4096)));
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
      pull(controller) {
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
