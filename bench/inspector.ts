/**
 * The site isolate's V8 inspector: workerd serves it on its own port (PORTS.inspector) when started with
 * `inspectorArgs()`, and this is a minimal Chrome DevTools Protocol client over its WebSocket, for the CPU
 * profile (bench:profile) and the isolate's heap (bench:scale).
 */
import { HOST, PORTS } from './config.ts';

const ADDRESS = `${HOST}:${PORTS.inspector}`;

/** The arguments of `workerd serve` that open the inspector on PORTS.inspector. */
export function inspectorArgs(): string[] {
  return [`--inspector-addr=${ADDRESS}`];
}

export interface Inspector {
  /** Sends a CDP method and resolves with its result; rejects on an error answer, or after `timeoutMs` when given. */
  call(method: string, params?: object, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** Connects to the site's isolate (the process also runs the bare reference worker, which has its own target). */
export async function connectInspector(): Promise<Inspector> {
  const targets = (await (await fetch(`http://${ADDRESS}/json/list`)).json()) as { webSocketDebuggerUrl?: string; id?: string }[];
  const target = targets.find((entry) => entry.webSocketDebuggerUrl && entry.id === 'site');
  if (!target) throw new Error('the workerd inspector lists no site worker');
  const socket = new WebSocket(target.webSocketDebuggerUrl!.replace('localhost', HOST));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
  });
  let next = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    const caller = message.id === undefined ? undefined : waiting.get(message.id);
    if (!caller) return;
    waiting.delete(message.id!);
    if (message.error) caller.reject(new Error(JSON.stringify(message.error)));
    else caller.resolve(message.result ?? {});
  });
  return {
    call: (method, params = {}, timeoutMs) =>
      new Promise((resolve, reject) => {
        const id = next++;
        const timer =
          timeoutMs === undefined ? undefined : setTimeout(() => reject(new Error(`inspector: no answer to ${method}`)), timeoutMs);
        const settle =
          <T>(done: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            done(value);
          };
        waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}
