import {
  DISRUPTION_CASE,
  DISRUPTION_DECIDED,
  mayMove,
  nextStatuses,
  type DisruptionAddBody,
  type DisruptionStatus,
} from '@ota/contract';
import { AIRPORTS } from '../../platform/airports';
import { BadRequestError } from '../../platform/errors';
import { instantOfLocal } from '../../platform/time';
import { minutesBetween, shiftLocal } from './local-time';

/** The moves the declared kind allows from this state: the detail page offers exactly these. */
export function allowedTransitions(status: DisruptionStatus): DisruptionStatus[] {
  return [...nextStatuses(DISRUPTION_CASE, status)];
}

/** Refuses a move the declared kind does not allow, naming the current state (docs/domain.md). */
export function assertTransition(
  disruption: { disruptionNo: string; status: DisruptionStatus; compensationChecked: boolean },
  to: DisruptionStatus,
): void {
  const { disruptionNo, status } = disruption;
  if (!mayMove(DISRUPTION_CASE, status, to))
    throw new BadRequestError(`Disruption ${disruptionNo} is ${status}: cannot move to ${to}`);
  if (to === 'CLOSED' && !disruption.compensationChecked)
    throw new BadRequestError(`Disruption ${disruptionNo} needs its compensation check before CLOSED`);
}

export function assertCompensationCheck(disruption: {
  disruptionNo: string;
  status: DisruptionStatus;
}): void {
  if (!DISRUPTION_DECIDED.includes(disruption.status))
    throw new BadRequestError(
      `Disruption ${disruption.disruptionNo} is ${disruption.status}: the compensation check comes after the decision (${DISRUPTION_DECIDED.join(', ')})`,
    );
}

/** New times and arrival delay of the disrupted flight; a cancellation keeps none. */
export function newSchedule(
  body: Pick<DisruptionAddBody, 'type' | 'newDepTime' | 'delayMinutes'>,
  original: { depTime: string; arrTime: string },
): { newDepTime: string | null; newArrTime: string | null; delayMinutes: number } {
  if (body.type === 'CANCELLATION') return { newDepTime: null, newArrTime: null, delayMinutes: 0 };
  const shift =
    body.type === 'DELAY'
      ? (body.delayMinutes ?? 0)
      : minutesBetween(original.depTime, body.newDepTime ?? original.depTime);
  if (body.type === 'SCHEDULE_CHANGE' && shift === 0)
    throw new BadRequestError(`newDepTime must differ from the scheduled departure ${original.depTime}`);
  return {
    newDepTime: shiftLocal(original.depTime, shift),
    newArrTime: shiftLocal(original.arrTime, shift),
    delayMinutes: shift,
  };
}

/** The flight number as segments store it: airline code first ('IB3166'). */
export function fullFlightNo(airline: string, flightNo: string): string {
  return flightNo.startsWith(airline) ? flightNo : `${airline}${flightNo}`;
}

/**
 * The instant of an airport-local 'YYYY-MM-DD HH:mm:ss' at `airport` (its IANA zone; UTC when the
 * airport is unknown): a disruption awaiting its decision is due by the flight's departure.
 */
export function departureInstant(airport: string, local: string): Date {
  const timeZone = AIRPORTS.get(airport)?.tz ?? 'UTC';
  return instantOfLocal(local, timeZone);
}
