import type { LoginThrottleConfig } from '../../config';
import { BadRequestError } from '../../platform/errors';
import type { AuthRepository } from './auth.repository';

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

/**
 * Guessing passwords gets slower, then stops: counters per user name and per client address live
 * in the database, so a restart or another server process does not reset them
 * (docs/decisions/0002-login-throttling.md).
 */
export function createLoginThrottle(repository: AuthRepository, rule: LoginThrottleConfig) {
  return {
    /** Refuses while locked; otherwise waits the slowdown the name has earned. */
    async before(nameKey: string, address: string): Promise<void> {
      const states = await repository.readAttempts(nameKey, address, rule.windowMinutes);
      const lockMinutesLeft = Math.max(0, ...states.map((state) => state.lockMinutesLeft));
      if (lockMinutesLeft > 0) throw new BadRequestError(lockMessage(lockMinutesLeft));
      const nameFailures = states.find((state) => state.scope === 'name')?.failures ?? 0;
      const delay = slowdownMs(nameFailures, rule);
      if (delay > 0) await sleep(delay);
    },

    async failed(nameKey: string, address: string): Promise<void> {
      const timing = { windowMinutes: rule.windowMinutes, lockMinutes: rule.lockMinutes };
      await repository.recordFailure('name', nameKey, { ...timing, lockAfter: rule.lockAfter });
      await repository.recordFailure('address', address, { ...timing, lockAfter: rule.addressLockAfter });
    },

    async succeeded(nameKey: string): Promise<void> {
      await repository.clearAttempts('name', nameKey);
      await repository.deleteStaleAttempts(rule.windowMinutes);
    },
  };
}
