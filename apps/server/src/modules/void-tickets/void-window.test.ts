import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../platform/time';
import { ticketShare, voidWindowEnd } from './void-window';

describe('the void window', () => {
  it('closes at the next business midnight, whatever the hour of issue', () => {
    const zone = 'Asia/Shanghai'; // UTC+8
    const first = voidWindowEnd(new Date('2030-03-11T16:00:00Z'), zone, 0); // 00:00:00 on the 12th
    const last = voidWindowEnd(new Date('2030-03-12T15:59:59Z'), zone, 0); // 23:59:59 on the 12th
    expect(first.toISOString()).toBe('2030-03-12T16:00:00.000Z');
    expect(last.toISOString()).toBe('2030-03-12T16:00:00.000Z');
    expect(formatDateTime(first, zone)).toBe('2030-03-13 00:00:00');
    // One second earlier is the business day before.
    expect(voidWindowEnd(new Date('2030-03-11T15:59:59Z'), zone, 0).toISOString()).toBe(
      '2030-03-11T16:00:00.000Z',
    );
  });

  it('follows daylight saving in the business time zone', () => {
    // Madrid moves from UTC+1 to UTC+2 on 2030-03-31: that day's midnight after is 22:00 UTC.
    expect(voidWindowEnd(new Date('2030-03-31T10:00:00Z'), 'Europe/Madrid', 0).toISOString()).toBe(
      '2030-03-31T22:00:00.000Z',
    );
    expect(voidWindowEnd(new Date('2030-03-30T10:00:00Z'), 'Europe/Madrid', 0).toISOString()).toBe(
      '2030-03-30T23:00:00.000Z',
    );
    // New York, UTC-5 in winter.
    expect(voidWindowEnd(new Date('2030-01-15T04:59:59Z'), 'America/New_York', 0).toISOString()).toBe(
      '2030-01-15T05:00:00.000Z',
    );
  });

  it('counts hours from the issue when the setting names some', () => {
    expect(voidWindowEnd(new Date('2030-03-11T16:00:00Z'), 'UTC', 24).toISOString()).toBe(
      '2030-03-12T16:00:00.000Z',
    );
  });

  it('shares the payment among the tickets, the odd cents on the first', () => {
    expect(ticketShare('100.00', 3, 0)).toBe('33.34');
    expect(ticketShare('100.00', 3, 1)).toBe('33.33');
    expect(ticketShare('300.00', 1, 0)).toBe('300.00');
  });
});
