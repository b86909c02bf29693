/**
 * scripts/lib/server.ts, the one way local servers start: ready once the URL answers, a failure that carries the
 * server's own words when it exits first, stopped group and all, and free ports that are free.
 */
import { readFileSync } from 'node:fs';
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

  it('gives none the OS would hand to a server asking for any port, so none is taken before ours binds it', async () => {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await freePorts(200);
    expect(ports.filter((port) => port >= low! && port <= high!)).toEqual([]);
    // And what the OS hands out is in that range, or the test above proves nothing.
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const given = (server.address() as { port: number }).port;
    server.close();
    expect(given).toBeGreaterThanOrEqual(low!);
  });

  it('passes over a port something listens on', async () => {
    // 800 of the range's ports held: 400 picks meet one of them about 14 times.
    const held: ReturnType<typeof createServer>[] = [];
    for (const port of await freePorts(800)) {
      const server = createServer();
      await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
      held.push(server);
    }
    const taken = new Set(held.map((server) => (server.address() as { port: number }).port));
    try {
      for (let round = 0; round < 40; round++) for (const port of await freePorts(10)) expect(taken.has(port)).toBe(false);
    } finally {
      for (const server of held) server.close();
    }
  });
});
