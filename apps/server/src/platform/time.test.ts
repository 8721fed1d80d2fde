import { describe, expect, it } from 'vitest';
import { formatDateTime, instantOfLocal, instantOfWallClock, wallClockAt } from './time';

describe('time zones', () => {
  it('reads the wall clock of a zone at an instant', () => {
    const at = Date.parse('2030-07-01T10:00:00Z');
    expect(new Date(wallClockAt(at, 'Europe/Madrid')).toISOString()).toBe('2030-07-01T12:00:00.000Z');
    expect(formatDateTime(new Date(at), 'Asia/Shanghai')).toBe('2030-07-01 18:00:00');
  });

  it('finds the instant of a wall-clock time on both sides of a summer-time change', () => {
    expect(instantOfLocal('2030-03-30 12:00:00', 'Europe/Madrid').toISOString()).toBe(
      '2030-03-30T11:00:00.000Z',
    );
    expect(instantOfLocal('2030-03-31 12:00', 'Europe/Madrid').toISOString()).toBe(
      '2030-03-31T10:00:00.000Z',
    );
    const wall = Date.parse('2030-11-03T12:00:00Z');
    expect(new Date(instantOfWallClock(wall, 'America/New_York')).toISOString()).toBe(
      '2030-11-03T17:00:00.000Z',
    );
    expect(instantOfLocal('2030-01-01 00:00:00', 'UTC').toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});
