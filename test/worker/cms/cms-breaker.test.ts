/**
 * The CMS breaker's rules with a controlled clock: it opens on the first
 * failure, refuses background calls until the pause is over, lets one call at
 * a time test the CMS, doubles the pause while trials fail, and closes on any
 * answer. Readers with nothing to serve share the trial in flight.
 */
import { describe, expect, it } from 'vitest';
import { CmsBreaker, MAX_PAUSE_MS } from '../../../worker/cms/cms-breaker';

function setup(pauseMs = 1000, trialLimitMs = 6000) {
  let now = 1_000_000;
  const breaker = new CmsBreaker(pauseMs, trialLimitMs, () => now);
  return {
    breaker,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('CmsBreaker', () => {
  it('lets every call through while closed, and opens on the first failure', async () => {
    const { breaker } = setup();
    const first = await breaker.admit(false);
    const second = await breaker.admit(true);
    expect([first, second]).toEqual(['closed', 'closed']);
    breaker.failed(first!);
    expect(breaker.closed).toBe(false);
    // The second call was on its way before the breaker opened: its failure does not lengthen the pause.
    breaker.failed(second!);
    expect(breaker.retryInMs).toBe(1000);
  });

  it('refuses background calls during the pause, then lets one probe out', async () => {
    const { breaker, advance } = setup();
    breaker.failed((await breaker.admit(false))!);
    expect(await breaker.admit(true)).toBeNull();
    advance(999);
    expect(await breaker.admit(true)).toBeNull();
    advance(1);
    const probe = await breaker.admit(true);
    expect(probe).not.toBeNull();
    expect(probe).not.toBe('closed');
    // One probe at a time.
    expect(await breaker.admit(true)).toBeNull();
  });

  it('doubles the pause after each failed probe, up to the limit, and resets it on success', async () => {
    const { breaker, advance } = setup();
    breaker.failed((await breaker.admit(false))!);
    const pauses: number[] = [];
    for (let round = 0; round < 8; round++) {
      advance(breaker.retryInMs);
      breaker.failed((await breaker.admit(true))!);
      pauses.push(breaker.retryInMs);
    }
    expect(pauses).toEqual([2000, 4000, 8000, 16000, MAX_PAUSE_MS, MAX_PAUSE_MS, MAX_PAUSE_MS, MAX_PAUSE_MS]);
    advance(MAX_PAUSE_MS);
    breaker.succeeded((await breaker.admit(true))!);
    expect(breaker.closed).toBe(true);
    breaker.failed((await breaker.admit(false))!);
    expect(breaker.retryInMs).toBe(1000);
  });

  it('lets a reader with nothing to serve test the CMS at once, pause or not', async () => {
    const { breaker } = setup();
    breaker.failed((await breaker.admit(false))!);
    const trial = await breaker.admit(false);
    expect(trial).not.toBeNull();
    expect(trial).not.toBe('closed');
    breaker.succeeded(trial!);
    expect(breaker.closed).toBe(true);
  });

  it('makes readers with nothing to serve wait for the trial in flight, and call only if it succeeded', async () => {
    const { breaker } = setup();
    breaker.failed((await breaker.admit(false))!);
    const trial = (await breaker.admit(false))!;
    const waiting = [breaker.admit(false), breaker.admit(false)];
    breaker.succeeded(trial);
    expect(await Promise.all(waiting)).toEqual(['closed', 'closed']);

    breaker.failed((await breaker.admit(false))!);
    const failing = (await breaker.admit(false))!;
    const refused = breaker.admit(false);
    breaker.failed(failing);
    expect(await refused).toBeNull();
  });

  it('forgets a trial that never settles once it is older than the longest call', async () => {
    const { breaker, advance } = setup(1000, 6000);
    breaker.failed((await breaker.admit(false))!);
    await breaker.admit(false); // its request is cancelled: no outcome is ever reported
    advance(6000);
    const next = await breaker.admit(false);
    expect(next).not.toBeNull();
    expect(next).not.toBe('closed');
  });

  it('closes on an answer from a call that went out before it opened', async () => {
    const { breaker } = setup();
    const early = (await breaker.admit(false))!;
    breaker.failed((await breaker.admit(false))!);
    breaker.succeeded(early);
    expect(breaker.closed).toBe(true);
  });
});
