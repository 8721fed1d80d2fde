import type { CaseKind } from '@ota/contract';

/** '1d 02:03:04' from whole seconds. */
export function formatLeft(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

export type DeadlineView =
  | { kind: 'none' }
  | { kind: 'left'; seconds: number; text: string }
  | { kind: 'expired' }
  | { kind: 'at'; text: string };

export interface DeadlineRow<S extends string> {
  status: S;
  deadline: string | null;
  secondsLeft: number | null;
}

/**
 * What a case's deadline shows `elapsed` seconds after the server answered: in a state that expires
 * with the deadline (the kind's `expires.from`) it counts down and reads "expired" once past; in any
 * other state the deadline no longer binds, so it is shown as a date.
 */
export function deadlineView<S extends string>(
  kind: CaseKind<S>,
  row: DeadlineRow<S>,
  elapsed: number,
): DeadlineView {
  if (row.deadline === null) return { kind: 'none' };
  if (row.status === kind.expires?.to) return { kind: 'expired' };
  if (kind.expires?.from.includes(row.status) && row.secondsLeft !== null) {
    const seconds = row.secondsLeft - Math.max(0, elapsed);
    return seconds > 0 ? { kind: 'left', seconds, text: formatLeft(seconds) } : { kind: 'expired' };
  }
  return { kind: 'at', text: row.deadline.slice(0, 16) };
}

/** The moves an operator is offered: the declared ones, less the expiry, which the deadline makes. */
export function operatorMoves<S extends string>(kind: CaseKind<S>, from: S): S[] {
  return (kind.transitions[from] ?? []).filter((to) => to !== kind.expires?.to);
}
