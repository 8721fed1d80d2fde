import type { DisruptionRow, DisruptionStatus, DisruptionType } from '@ota/contract';

export const STATUS_COLORS: Record<DisruptionStatus, string> = {
  DETECTED: 'red',
  NOTIFIED: 'orange',
  AWAITING_DECISION: 'gold',
  ACCEPTED: 'blue',
  REBOOKED: 'geekblue',
  INVOLUNTARY_REFUND: 'purple',
  CLOSED: 'default',
};

export const TYPE_COLORS: Record<DisruptionType, string> = {
  SCHEDULE_CHANGE: 'cyan',
  CANCELLATION: 'magenta',
  DELAY: 'volcano',
};

/** '14:15' from '2026-11-17 14:15:00'; the date too when it differs from `day`. */
export function shortTime(value: string, day: string): string {
  if (!value) return '';
  const [date = '', time = ''] = value.split(' ');
  return date === day ? time.slice(0, 5) : `${date} ${time.slice(0, 5)}`;
}

/** '+3h 10m', '-1h', '+45m': how far the flight moved. */
export function delayText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  if (hours === 0) return `${sign}${rest}m`;
  return rest === 0 ? `${sign}${hours}h` : `${sign}${hours}h ${rest}m`;
}

/** Original → new departure as the table shows it ('14:15 → 17:25'); null for a cancellation. */
export function scheduleText(row: Pick<DisruptionRow, 'originalDepTime' | 'newDepTime' | 'flightDate'>): {
  from: string;
  to: string | null;
} {
  return {
    from: shortTime(row.originalDepTime, row.flightDate),
    to: row.newDepTime ? shortTime(row.newDepTime, row.flightDate) : null,
  };
}
