/**
 * The timeline's two shared pieces, the plugin's PHP against the site's code (wordpress/local/plugin-functions.php,
 * no server): what is published at a moment is one rule (contract/schedule.ts isLiveAt, the plugin's
 * masthead_live_at) on generated schedules, a moment's day in London (what a role's closing is judged by) is the
 * same on both, and a timeline token either side signs opens that moment only.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonDate } from '../../../contract/london-day';
import { checkTimelineToken, signTimelineToken, TIMELINE_SCOPE } from '../../../contract/preview-token.server';
import { isLiveAt } from '../../../contract/schedule';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');
const SECRET = 'unit-preview-secret-0123456789';

function php(calls: { fn: string; args: unknown[] }[]): unknown[] {
  return JSON.parse(execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8' })) as unknown[];
}

const now = Math.floor(Date.now() / 1000);

describe('the timeline', () => {
  it('the plugin and the site agree on what is published at a moment', () => {
    // Moments close together, so equal and neighbouring times (the edges of the rule) come up often.
    const moment = fc.integer({ min: now - 3, max: now + 3 });
    const cases = fc.sample(fc.tuple(fc.option(moment), fc.option(moment), moment), 200);
    const answers = php(cases.map(([publishAt, unpublishAt, at]) => ({ fn: 'masthead_live_at', args: [publishAt, unpublishAt, at] })));
    for (const [index, [publishAt, unpublishAt, at]] of cases.entries()) {
      const site = isLiveAt(
        { publishAt: publishAt === null ? null : publishAt * 1000, unpublishAt: unpublishAt === null ? null : unpublishAt * 1000 },
        at * 1000,
      );
      expect(answers[index], JSON.stringify(cases[index])).toBe(site);
    }
  });

  it("the plugin and the site agree on a moment's day in London, across midnight and the clock changes", () => {
    // Moments within two hours of a UTC midnight (where London's date and UTC's part in summer), over the years.
    const day = 86_400;
    const moments = fc.sample(
      fc
        .tuple(fc.integer({ min: 18_000, max: 25_000 }), fc.integer({ min: -7200, max: 7200 }))
        .map(([days, offset]) => days * day + offset),
      300,
    );
    const answers = php(moments.map((at) => ({ fn: 'masthead_london_date', args: [at] })));
    expect(answers).toEqual(moments.map((at) => londonDate(at * 1000)));
  });

  it('a timeline token either side signs opens its moment only', async () => {
    const at = now + 3600;
    const [plugin, ...checks] = php([
      { fn: 'masthead_preview_sign', args: [SECRET, String(at), TIMELINE_SCOPE, now + 600] },
      ...[String(at), String(at + 1)].map((id) => ({
        fn: 'masthead_preview_verify',
        args: [SECRET, '', id, TIMELINE_SCOPE, now],
      })),
    ]) as [string, boolean, boolean];
    expect(await checkTimelineToken([SECRET], plugin, at, now)).toEqual({ status: 'valid', expires: now + 600 });
    expect((await checkTimelineToken([SECRET], plugin, at + 1, now)).status).toBe('invalid');
    expect(checks).toEqual([false, false]);
    const site = await signTimelineToken(SECRET, at, now + 600);
    expect(
      php([String(at), String(at + 1)].map((id) => ({ fn: 'masthead_preview_verify', args: [SECRET, site, id, TIMELINE_SCOPE, now] }))),
    ).toEqual([true, false]);
  });
});
