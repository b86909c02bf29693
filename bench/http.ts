/** Small HTTP helpers over node:http with keep-alive (the bench's own requests, not load). */
import http from 'node:http';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** ms from sending the request to the response head. */
  headMs: number;
  /** ms from sending the request to the first body chunk. */
  firstByteMs: number;
  totalMs: number;
}

export function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      const headMs = performance.now() - t0;
      let firstByteMs = NaN;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - t0;
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          headMs,
          firstByteMs: Number.isNaN(firstByteMs) ? headMs : firstByteMs,
          totalMs: performance.now() - t0,
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
  });
}

export async function send(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
