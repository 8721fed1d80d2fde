import type { LoginThrottleConfig } from '../../config';
import { BadRequestError } from '../../platform/errors';
import type { AttemptState, AuthRepository } from './auth.repository';

export function lockMessage(minutesLeft: number): string {
  const minutes = minutesLeft === 1 ? '1 minute' : `${minutesLeft} minutes`;
  return `Too many failed sign-in attempts. Try again in ${minutes}.`;
}

/** After `slowdownAfter` failures, each further attempt waits one more step, up to the cap. */
export function slowdownMs(failures: number, rule: LoginThrottleConfig): number {
  const extra = failures - rule.slowdownAfter + 1;
  return extra > 0 ? Math.min(extra * rule.slowdownStepMs, rule.slowdownMaxMs) : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an admitted attempt must do before its password is checked, and what a wrong one answers. */
export interface Admission {
  delayMs: number;
  /** The name is locked, but this address has no recent failures: its owner may still get in. */
  pastNameLock: number;
}

type Decision = { proceed: true; answer: Admission } | { proceed: false; answer: number };

/** Decides on the counters as they stand, this attempt not yet counted (docs/decisions/0002). */
export function decideAttempt(states: AttemptState[], rule: LoginThrottleConfig): Decision {
  const name = states.find((state) => state.scope === 'name') ?? { failures: 0, lockMinutesLeft: 0 };
  const address = states.find((state) => state.scope === 'address') ?? { failures: 0, lockMinutesLeft: 0 };
  if (address.lockMinutesLeft > 0) return { proceed: false, answer: address.lockMinutesLeft };
  if (name.lockMinutesLeft > 0) {
    if (address.failures > 0) return { proceed: false, answer: name.lockMinutesLeft };
    return { proceed: true, answer: { delayMs: rule.slowdownMaxMs, pastNameLock: name.lockMinutesLeft } };
  }
  return { proceed: true, answer: { delayMs: slowdownMs(name.failures, rule), pastNameLock: 0 } };
}

/**
 * Guessing passwords gets slower, then stops. Each attempt is counted, per user name and per client
 * address, in the database and before its password is checked, so neither parallel guesses, a restart
 * nor another server process gets past the limits (docs/decisions/0002-login-throttling.md).
 */
export function createLoginThrottle(repository: AuthRepository, rule: LoginThrottleConfig) {
  const timing = { windowMinutes: rule.windowMinutes, lockMinutes: rule.lockMinutes };
  const rules = {
    name: { ...timing, lockAfter: rule.lockAfter },
    address: { ...timing, lockAfter: rule.addressLockAfter },
  };
  return {
    /** Refuses while locked; otherwise counts the attempt and waits the slowdown it has earned. */
    async admit(nameKey: string, address: string): Promise<Admission> {
      const decided = await repository.admit<Admission | number>(
        { name: nameKey, address },
        rules,
        (states) => decideAttempt(states, rule),
      );
      if (typeof decided === 'number') throw new BadRequestError(lockMessage(decided));
      if (decided.delayMs > 0) await sleep(decided.delayMs);
      return decided;
    },

    async succeeded(nameKey: string, address: string): Promise<void> {
      await repository.succeeded(nameKey, address, rule.addressLockAfter);
      await repository.deleteStaleAttempts(rule.windowMinutes);
    },
  };
}
