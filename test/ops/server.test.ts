/**
 * scripts/lib/server.ts, the one way local servers start: ready once the URL answers, a failure that carries the
 * server's own words when it exits first, stopped group and all, and free ports that are free.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answers, assertPortsFree, freePorts, startServer } from '../../scripts/lib/server.ts';

/** A child Node server on `port`: 200 at /, 503 at /busy, a redirect at /moved. */
function nodeServer(port: number): [string, string[]] {
  const code = `require('node:http').createServer((q, s) => {
    s.statusCode = q.url === '/busy' ? 503 : q.url === '/moved' ? 302 : 200;
    if (s.statusCode === 302) s.setHeader('location', '/');
    s.end();
  }).listen(${port}, '127.0.0.1')`;
  return [process.execPath, ['-e', code]];
}

describe('startServer', () => {
  it('resolves once the ready URL answers, and stop() ends the process', async () => {
    const [port] = await freePorts(1);
    const server = await startServer({ name: 'node', command: nodeServer(port!), ports: [port!], ready: `http://127.0.0.1:${port}/` });
    expect(await answers(`http://127.0.0.1:${port}/`)).toBe(true);
    // The one readiness rule: a status below 400, redirects not followed.
    expect(await answers(`http://127.0.0.1:${port}/moved`)).toBe(true);
    expect(await answers(`http://127.0.0.1:${port}/busy`)).toBe(false);
    await server.stop();
    expect(await server.exited).not.toBe(0);
    expect(await answers(`http://127.0.0.1:${port}/`)).toBe(false);
  });

  it('fails at once with the output of a server that exits before it is ready', async () => {
    const started = startServer({
      name: 'broken',
      command: [process.execPath, ['-e', "console.error('no database'); process.exit(3)"]],
      ready: 'http://127.0.0.1:9/',
    });
    await expect(started).rejects.toThrow(/broken exited \(3\)[\s\S]*no database/);
  });

  it('refuses a port something already listens on', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(assertPortsFree('site', [port])).rejects.toThrow(`127.0.0.1:${port} in use`);
    } finally {
      taken.close();
    }
  });
});

describe('freePorts', () => {
  it('gives distinct ports nothing listens on', async () => {
    const ports = await freePorts(8);
    expect(new Set(ports).size).toBe(8);
    await assertPortsFree('bench', ports);
  });
});
