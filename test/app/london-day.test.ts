/**
 * Jobs close by London's calendar (contract/london-day.ts): the date in
 * London through both clock changes, the next midnight (a 23- and a 25-hour
 * day included), London's offset for JobPosting's validThrough, and the rule
 * that a role is open through its closing day.
 */
import { describe, expect, it } from 'vitest';
import { isOpen, londonDate, londonOffset, nextLondonMidnight } from '../../contract/london-day';

const at = (iso: string) => Date.parse(iso);

describe('londonDate', () => {
  it('is the UTC date in winter and an hour ahead in summer', () => {
    expect(londonDate(at('2026-11-20T23:59:59Z'))).toBe('2026-11-20');
    expect(londonDate(at('2026-11-21T00:00:00Z'))).toBe('2026-11-21');
    // BST: 23:00 UTC is already tomorrow in London.
    expect(londonDate(at('2026-07-14T22:59:59Z'))).toBe('2026-07-14');
    expect(londonDate(at('2026-07-14T23:00:00Z'))).toBe('2026-07-15');
  });

  it('answers each instant right when asked in any order (the remembered hour is only a shortcut)', () => {
    const instants = ['2026-07-14T23:30:00Z', '2026-11-20T23:30:00Z', '2026-07-14T22:30:00Z', '2026-11-21T00:30:00Z'];
    expect(instants.map((iso) => londonDate(at(iso)))).toEqual(['2026-07-15', '2026-11-20', '2026-07-14', '2026-11-21']);
  });
});

describe('nextLondonMidnight', () => {
  it('is the start of the next London day', () => {
    expect(new Date(nextLondonMidnight(at('2026-11-24T12:00:00Z'))).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(new Date(nextLondonMidnight(at('2026-07-14T12:00:00Z'))).toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(new Date(nextLondonMidnight(at('2026-11-24T23:59:59Z'))).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('spans the 25-hour day of the autumn change and the 23-hour day of the spring one', () => {
    // 25 October 2026: clocks go back at 02:00 BST.
    expect(new Date(nextLondonMidnight(at('2026-10-24T23:00:00Z'))).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    // 29 March 2026: clocks go forward at 01:00 GMT.
    expect(new Date(nextLondonMidnight(at('2026-03-29T00:00:00Z'))).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});

describe('londonOffset', () => {
  it('is +00:00 in winter and +01:00 in summer', () => {
    expect(londonOffset('2026-11-20')).toBe('+00:00');
    expect(londonOffset('2026-07-14')).toBe('+01:00');
    expect(londonOffset('2026-03-29')).toBe('+01:00');
    expect(londonOffset('2026-10-25')).toBe('+00:00');
  });
});

describe("London's clock", () => {
  it("is Intl's Europe/London, hour by hour, through 2026 to 2030's clock changes", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
    const isoOf = (instant: number) => {
      const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day}`;
    };
    const mismatches: string[] = [];
    for (let hour = Date.UTC(2026, 0, 1) / 3_600_000; hour < Date.UTC(2031, 0, 1) / 3_600_000; hour++) {
      const instant = hour * 3_600_000;
      if (londonDate(instant) !== isoOf(instant)) mismatches.push(new Date(instant).toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});

describe('isOpen', () => {
  it('is open through the closing day and closed the day after; a role without a closing date stays open', () => {
    expect(isOpen({ validThrough: '2026-11-20' }, '2026-11-19')).toBe(true);
    expect(isOpen({ validThrough: '2026-11-20' }, '2026-11-20')).toBe(true);
    expect(isOpen({ validThrough: '2026-11-20' }, '2026-11-21')).toBe(false);
    expect(isOpen({}, '2099-01-01')).toBe(true);
  });
});
