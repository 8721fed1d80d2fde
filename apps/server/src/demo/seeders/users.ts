import { hashPassword } from '../../platform/passwords';
import { createRolesRepository } from '../../modules/roles/roles.repository';
import { createUsersRepository } from '../../modules/users/users.repository';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '../accounts';
import type { DemoContext } from '../demo-context';

export async function seedUsersAndRoles(ctx: DemoContext): Promise<void> {
  const roles = createRolesRepository(ctx.db);
  const users = createUsersRepository(ctx.db);
  for (const role of DEMO_ROLES) ctx.ids.set(`role:${role.name}`, await roles.insert(role));

  // Hashing is the slow part: let the thread pool do all of them at once.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const id = await users.insert({
      name: account.name,
      passwordHash: hashes[index] ?? '',
      email: `${account.name}@${account.domain}`,
      phone: `+34 6${String(ctx.random.int(10_000_000, 99_999_999))}`,
      platformType: account.platformType,
      domain: account.domain,
    });
    ctx.ids.set(`user:${account.name}`, id);
    const roleId = ctx.ids.get(`role:${account.role}`);
    if (roleId === undefined) throw new Error(`demo role ${account.role} is missing`);
    await users.assignRoles(id, [roleId]);
  }
}
