import { ALL_PERMISSION_CODES, userAddBody } from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { createSessionStore } from '../../platform/sessions';
import { administer } from '../../platform/administration';
import { administratorIds, roleDirectory } from '../roles';
import { createUsersRepository } from './users.repository';

export const FIRST_ADMINISTRATOR_ROLE = 'Administrator';

const firstAdministratorFields = userAddBody.pick({ name: true, email: true, phone: true, password: true });

export interface FirstAdministrator {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** 1 onefly, 2 edreams; none: every platform. */
  platformType: 1 | 2 | null;
}

/**
 * The first user of a server database (no demo data there): a role holding every code and a user
 * with it. Refused once any administrator exists, so it cannot be used to add a second one unseen.
 */
export async function createFirstAdministrator(db: Database, input: FirstAdministrator): Promise<number> {
  const parsed = firstAdministratorFields.safeParse(input);
  if (!parsed.success)
    throw new BadRequestError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const fields = parsed.data;
  const passwordHash = await hashPassword(fields.password);
  // Nobody is signed in to a database without administrators: there are no sessions to end.
  return administer(db, createSessionStore({ db }, { idleMinutes: 1, cacheSeconds: 0 }), async ({ tx }) => {
    const existing = await createUsersRepository(tx).namesOf(await administratorIds(tx));
    if (existing.length > 0) {
      throw new BadRequestError(
        `There is already an administrator (${existing.join(', ')}): sign in as one instead`,
      );
    }
    const users = createUsersRepository(tx);
    if (await users.nameTaken(fields.name))
      throw new BadRequestError(`User name ${fields.name} is already taken`);
    const roles = roleDirectory(tx);
    if (await roles.nameTaken(FIRST_ADMINISTRATOR_ROLE)) {
      throw new BadRequestError(`A role named ${FIRST_ADMINISTRATOR_ROLE} already exists without every code`);
    }
    const roleId = await roles.insert({ name: FIRST_ADMINISTRATOR_ROLE, codes: ALL_PERMISSION_CODES });
    const id = await users.insert({
      name: fields.name,
      passwordHash,
      email: fields.email,
      phone: fields.phone,
      platformType: input.platformType,
      domain: fields.email.split('@')[1] ?? '',
    });
    await users.assignRoles(id, [roleId]);
    return id;
  });
}
