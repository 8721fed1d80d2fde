import {
  ALL_PERMISSION_CODES,
  MENU_TREE,
  filterMenu,
  type LoginData,
  type LoginForm,
  type PermissionCode,
} from '@ota/contract';
import type { LoginThrottleConfig } from '../../config';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import type { Principal } from '../../platform/permissions';
import type { SessionStore } from '../../platform/sessions';
import { credentialsOf } from '../users';
import { createAuthRepository } from './auth.repository';
import { createLoginThrottle, lockMessage } from './login-throttle';

export const WRONG_CREDENTIALS = 'Incorrect user name or password';

/** Codes in the order of the permission list, so answers do not depend on role order. */
function ordered(codes: ReadonlySet<PermissionCode>): PermissionCode[] {
  return ALL_PERMISSION_CODES.filter((code) => codes.has(code));
}

export function createAuthService(deps: {
  db: Database;
  sessions: SessionStore;
  throttle: LoginThrottleConfig;
}) {
  const repository = createAuthRepository(deps.db);
  const throttle = createLoginThrottle(repository, deps.throttle);
  prepareDummyHash();

  return {
    async login(form: LoginForm, address: string): Promise<LoginData> {
      // Case variants of one name share a counter, or they would multiply the allowed guesses.
      const nameKey = form.userName.toLowerCase();
      const admission = await throttle.admit(nameKey, address);
      const user = await credentialsOf(deps.db, form.userName);
      const valid = user
        ? await verifyPassword(form.passWord, user.passwordHash)
        : await verifyAgainstDummy(form.passWord);
      if (!user || !valid) {
        // Past a lock, a wrong password learns nothing new: the lock stands.
        if (admission.pastNameLock > 0) throw new BadRequestError(lockMessage(admission.pastNameLock));
        throw new BadRequestError(WRONG_CREDENTIALS);
      }
      await throttle.succeeded(nameKey, address);
      await deps.sessions.deleteExpired();
      const token = await deps.sessions.create(user.id);
      const principal = await deps.sessions.resolve(token);
      if (!principal) throw new Error(`session of user ${user.id} vanished right after sign-in`);
      const codes = ordered(principal.codes);
      return {
        'X-Token': token,
        user: principal.user,
        domain: principal.user.domain,
        jsonData: { menus: filterMenu(MENU_TREE, codes), codes },
      };
    },

    async logout(principal: Principal): Promise<void> {
      await deps.sessions.revoke(principal.sessionId);
    },
  };
}
