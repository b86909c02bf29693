/**
 * The Cron Trigger's handler (worker/schedule/): each run makes one schedule call to the CMS, signed with the
 * schedule key (not the purge key) and dated by the site's clock, and logs what the CMS did. The reference CMS checks
 * the signature and its window as WordPress does.
 */
import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_WINDOW_SECONDS, signSchedule, verifySchedule } from '../../../contract/schedule-signature';
import worker from '../../../worker/index';
import { clockAt, clockSeconds } from '../../helpers/clock';
import { get } from '../../helpers/site';

const CONTROLLER = { cron: '* * * * *' } as const;

/** Hex HMAC-SHA256 of `message` keyed with `secret` itself. */
async function plainMac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Runs the handler as the runtime does; returns each call it sent and its log lines. */
async function runScheduled(bindings: Partial<Env> = {}) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const info = vi.spyOn(console, 'log').mockImplementation(() => {});
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  await worker.scheduled(createScheduledController(CONTROLLER), { ...env, ...bindings } as Env);
  const calls = await Promise.all(
    fetchSpy.mock.calls.map(async ([input, init]) => {
      const request = new Request(input, init);
      return { url: request.url, method: request.method, headers: request.headers, body: await request.text() };
    }),
  );
  const lines = (spy: typeof info) => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  expect(calls).toHaveLength(1);
  return { call: calls[0]!, info: lines(info), errors: lines(errors) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the scheduled handler', () => {
  it('is registered for every minute', async () => {
    expect(typeof worker.scheduled).toBe('function');
  });

  it('sends one schedule call signed with the schedule key, which the CMS accepts', async () => {
    const { call, info, errors } = await runScheduled();
    expect(call.url).toBe(`${env.CMS_API_BASE}/schedule`);
    expect(call.method).toBe('POST');
    const timestamp = call.headers.get('x-masthead-timestamp')!;
    const signature = call.headers.get('x-masthead-signature')!;
    expect(Math.abs(Number(timestamp) - clockSeconds())).toBeLessThanOrEqual(1);
    expect(await verifySchedule([env.PURGE_SECRET], timestamp, call.body, signature, Number(timestamp))).toBe(true);
    // One key, one power: not the MAC of the secret itself (which signed purges before keys were derived).
    expect(signature).not.toBe(await plainMac(env.PURGE_SECRET, `${timestamp}.${call.body}`));
    expect(errors).toEqual([]);
    expect(info).toEqual([expect.objectContaining({ level: 'info', ok: true, status: 200, published: 0, unpublished: 0 })]);
  });

  it('dates the call by the site clock: moved a day on, the call is dated then and the CMS (on its own clock) refuses it', async () => {
    const at = Date.parse('2031-03-05T06:59:30Z');
    clockAt(at);
    const { call, errors } = await runScheduled();
    const timestamp = call.headers.get('x-masthead-timestamp')!;
    expect(Number(timestamp)).toBe(Math.floor(at / 1000));
    expect(
      await verifySchedule([env.PURGE_SECRET], timestamp, call.body, call.headers.get('x-masthead-signature')!, Number(timestamp)),
    ).toBe(true);
    expect(errors).toEqual([expect.objectContaining({ level: 'error', ok: false, status: 401 })]);
  });

  it('signs with the current PURGE_SECRET (a previous one being rotated out is not used to sign)', async () => {
    const { call } = await runScheduled({ PURGE_SECRET: 'another-purge-secret-9876543210' } as Partial<Env>);
    const timestamp = call.headers.get('x-masthead-timestamp')!;
    const signature = call.headers.get('x-masthead-signature')!;
    expect(await verifySchedule(['another-purge-secret-9876543210'], timestamp, call.body, signature, Number(timestamp))).toBe(true);
    expect(await verifySchedule([env.PURGE_SECRET], timestamp, call.body, signature, Number(timestamp))).toBe(false);
  });

  it('a schedule signature purges nothing, and a purge signature runs no schedule', async () => {
    const timestamp = String(clockSeconds());
    const body = '{}';
    const scheduleSigned = await signSchedule(env.PURGE_SECRET, timestamp, body);
    const purge = await get('/__purge', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-masthead-timestamp': timestamp, 'x-masthead-signature': scheduleSigned },
    });
    expect(purge.status).toBe(401);
    const purgeSigned = await plainMac(env.PURGE_SECRET, `${timestamp}.${body}`);
    const asSchedule = await fetch(`${env.CMS_API_BASE}/schedule`, {
      method: 'POST',
      body,
      headers: { 'x-masthead-timestamp': timestamp, 'x-masthead-signature': purgeSigned },
    });
    expect(asSchedule.status).toBe(401);
    const stale = String(clockSeconds() - SCHEDULE_WINDOW_SECONDS - 5);
    const late = await fetch(`${env.CMS_API_BASE}/schedule`, {
      method: 'POST',
      body,
      headers: { 'x-masthead-timestamp': stale, 'x-masthead-signature': await signSchedule(env.PURGE_SECRET, stale, body) },
    });
    expect(late.status).toBe(401);
  });
});
