import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { userApi } from './test-helpers';

/**
 * Decision 0039: giving a role gives its codes, so no user manager (limited or not) gives a role with
 * a code it lacks; and a platform's role goes only to that platform's users.
 */
describe.each(testEngines())('giving roles (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);
  const heldBy = async (userId: number) =>
    (
      await queryRows<{ role_id: number }>(
        t.database.db,
        sql`select role_id from user_roles where user_id = ${userId} order by role_id`,
      )
    ).map((row) => row.role_id);
  const ids = { reports: 0, desk: 0, newbie: 0 };

  beforeAll(async () => {
    const admin = await t.login('admin');
    // A user manager (1004-1, so not limited) without the report codes, on platform 1.
    await api.addRole(admin, { name: 'People', codes: ['1001-1', '1004-1'] });
    await api.createUser(admin, 'pm', ['People']);
    ids.reports = (await api.addRole(admin, { name: 'Reports', codes: ['1001-1', '1003-1', '1008-1'] })).data;
    ids.desk = (await api.addRole(admin, { name: 'Desk', codes: ['1001-1'] })).data;
    ids.newbie = await api.createUser(admin, 'newbie', []);
  });

  it('refuses a user manager a role with codes it lacks, through userRole/add and /edit, writing nothing', async () => {
    const pm = await t.login('pm', 'pm-secret-1');
    const refusal = {
      status: 400,
      message: 'roleIds: role Reports has codes you do not hold (1003-1, 1008-1)',
      data: null,
    };
    expect(await api.addRoles(pm, ids.newbie, [ids.desk, ids.reports])).toEqual(refusal);
    expect(await api.editRoles(pm, ids.newbie, [ids.reports])).toEqual(refusal);
    expect(await heldBy(ids.newbie)).toEqual([]);
    expect(await api.addRoles(pm, ids.newbie, [ids.desk])).toMatchObject({ status: 200 });
    expect(await heldBy(ids.newbie)).toEqual([ids.desk]);
  });

  it('lets a manager keep a role the user holds while it changes the others', async () => {
    const admin = await t.login('admin');
    const pm = await t.login('pm', 'pm-secret-1');
    const kept = await api.createUser(admin, 'kept', ['Reports']);
    expect(await api.editRoles(pm, kept, [ids.reports, ids.desk])).toMatchObject({ status: 200 });
    expect(await heldBy(kept)).toEqual([ids.reports, ids.desk]);
  });

  it('refuses edreams onefly’s roles as not existing, and gives a platform’s role to its users only', async () => {
    const edreams = await t.login('edreams');
    const support = await t.login('support');
    const mate = await api.createUser(edreams, 'mate', []);
    expect(await api.addRoles(edreams, mate, [ids.desk])).toEqual({
      status: 400,
      message: `roleIds: role ${ids.desk} does not exist`,
      data: null,
    });
    expect(await api.addRoles(support, mate, [ids.desk])).toEqual({
      status: 400,
      message: "roleIds: role Desk is platform 1's and user mate has platform 2",
      data: null,
    });
    expect(await heldBy(mate)).toEqual([]);
    // The reseller's own roles go to anybody, from a manager with no platform.
    const anywhere = (await api.addRole(support, { name: 'Anywhere', codes: ['1001-1'] })).data;
    expect(await api.addRoles(support, mate, [anywhere])).toMatchObject({ status: 200 });
  });

  it('leaves a manager holding every code (admin) free to give any of its platform’s roles', async () => {
    const admin = await t.login('admin');
    const full = await api.createUser(admin, 'full', []);
    expect(await api.addRoles(admin, full, [ids.reports, ids.desk])).toMatchObject({ status: 200 });
    expect(await heldBy(full)).toEqual([ids.reports, ids.desk]);
  });
});
