/**
 * The CMS breaker's rules with a controlled clock: it opens on the first
 * failure; while open it lets one call at a time test the CMS once the pause
 * is over and refuses every other call at once, whoever waits for it; it
 * doubles the pause while trials fail, and closes on any answer.
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
  it('lets every call through while closed, and opens on the first failure', () => {
    const { breaker } = setup();
    const first = breaker.admit();
    const second = breaker.admit();
    expect([first, second]).toEqual(['closed', 'closed']);
    breaker.failed(first!);
    expect(breaker.closed).toBe(false);
    // The second call was on its way before the breaker opened: its failure does not lengthen the pause.
    breaker.failed(second!);
    expect(breaker.retryInMs).toBe(1000);
  });

  it('refuses every call during the pause, then lets one trial out and refuses the rest while it is out', () => {
    const { breaker, advance } = setup();
    breaker.failed(breaker.admit()!);
    for (let call = 0; call < 50; call++) expect(breaker.admit(), `call ${call} in the pause`).toBeNull();
    advance(999);
    expect(breaker.admit()).toBeNull();
    advance(1);
    const trial = breaker.admit();
    expect(trial).not.toBeNull();
    expect(trial).not.toBe('closed');
    for (let call = 0; call < 50; call++) expect(breaker.admit(), `call ${call} beside the trial`).toBeNull();
  });

  it('doubles the pause after each failed trial, up to the limit, and resets it on success', () => {
    const { breaker, advance } = setup();
    breaker.failed(breaker.admit()!);
    const pauses: number[] = [];
    for (let round = 0; round < 8; round++) {
      advance(breaker.retryInMs);
      breaker.failed(breaker.admit()!);
      pauses.push(breaker.retryInMs);
    }
    expect(pauses).toEqual([2000, 4000, 8000, 16000, MAX_PAUSE_MS, MAX_PAUSE_MS, MAX_PAUSE_MS, MAX_PAUSE_MS]);
    advance(MAX_PAUSE_MS);
    breaker.succeeded(breaker.admit()!);
    expect(breaker.closed).toBe(true);
    expect(breaker.admit()).toBe('closed');
    breaker.failed(breaker.admit()!);
    expect(breaker.retryInMs).toBe(1000);
  });

  it('forgets a trial that never settles once it is older than the longest call', () => {
    const { breaker, advance } = setup(1000, 6000);
    breaker.failed(breaker.admit()!);
    advance(1000);
    expect(breaker.admit()).not.toBeNull(); // its request is cancelled: no outcome is ever reported
    advance(5999);
    expect(breaker.admit()).toBeNull();
    advance(1);
    const next = breaker.admit();
    expect(next).not.toBeNull();
    expect(next).not.toBe('closed');
  });

  it('closes on an answer from a call that went out before it opened', () => {
    const { breaker } = setup();
    const early = breaker.admit()!;
    breaker.failed(breaker.admit()!);
    breaker.succeeded(early);
    expect(breaker.closed).toBe(true);
  });
});
