import { describe, expect, it } from 'vitest';
import { delayText, scheduleText, shortTime } from './disruption-view';

describe('disruption view', () => {
  it('shows times short, with the date only when the day changes', () => {
    expect(shortTime('2026-11-17 14:15:00', '2026-11-17')).toBe('14:15');
    expect(shortTime('2026-11-18 01:05:00', '2026-11-17')).toBe('2026-11-18 01:05');
    expect(shortTime('', '2026-11-17')).toBe('');
  });

  it('writes how far the flight moved', () => {
    expect(delayText(45)).toBe('+45m');
    expect(delayText(180)).toBe('+3h');
    expect(delayText(190)).toBe('+3h 10m');
    expect(delayText(-60)).toBe('-1h');
  });

  it('keeps no new time for a cancellation', () => {
    const day = '2026-11-17';
    expect(scheduleText({ flightDate: day, originalDepTime: `${day} 14:15:00`, newDepTime: '' })).toEqual({
      from: '14:15',
      to: null,
    });
    expect(
      scheduleText({ flightDate: day, originalDepTime: `${day} 14:15:00`, newDepTime: `${day} 17:25:00` }),
    ).toEqual({
      from: '14:15',
      to: '17:25',
    });
  });
});
