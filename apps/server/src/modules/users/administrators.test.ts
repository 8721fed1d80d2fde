import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { userApi } from './test-helpers';

/**
 * admin ends up the last administrator (1004-1 and 1004-2): edreams becomes a user manager without
 * 1004-2, support an operator, and two onefly users hold one of the codes each (manager1: 1004-1,
 * keeper: 1004-2). Every way of taking the codes from admin is then refused.
 */
describe.each(testEngines())('the last administrator (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);

  const create = async () => {
    const admin = await t.login('admin');
    const root = await t.login('support');
    // Administrator is held on every platform: only a manager with no platform sees it (decision 0039).
    const everything = (await api.roles(root)).data.find((role) => role.name === 'Administrator');
    const all = everything?.codes ?? [];
    // Platform 1's, as admin is: its manager gives it to admin.
    const manager = await api.addRole(admin, {
      name: 'User manager',
      codes: all.filter((code) => code !== '1004-2'),
    });
    // Every code but 1004-1, so that nothing it writes into a role is beyond it; of no platform.
    await api.addRole(root, { name: 'Role keeper', codes: all.filter((code) => code !== '1004-1') });
    const ids = {
      admin: (await api.user(admin, 'admin')).id,
      edreams: (await api.user(root, 'edreams')).id,
      support: (await api.user(root, 'support')).id,
      manager1: await api.createUser(admin, 'manager1', ['User manager']),
      keeper: await api.createUser(root, 'keeper', ['Role keeper'], { platformType: null }),
      administrator: everything?.id ?? 0,
      manager: manager.data,
      operator: await api.roleId(admin, 'Operator'),
    };
    // Neither edreams nor support stays an administrator, so admin is the last one: support may not
    // change its own roles, and edreams (platform 2) may not hold platform 1's roles.
    await t.database.db.execute(sql`delete from user_roles where user_id = ${ids.edreams}`);
    await t.database.db.execute(
      sql`update user_roles set role_id = ${ids.operator} where user_id = ${ids.support}`,
    );
    return ids;
  };
  let created: Awaited<ReturnType<typeof create>> | undefined;
  const setUp = async () => (created ??= await create());

  it('cannot be deleted, stripped through userRole/edit, nor lose the codes by a role edit or delete', async () => {
    const ids = await setUp();
    const admin = await t.login('admin');
    const manager = await t.login('manager1', 'manager1-secret-1');
    const keeper = await t.login('keeper', 'keeper-secret-1');

    expect(await api.del(manager, ids.admin)).toEqual({
      status: 400,
      message: 'User admin is the last administrator (1004-1 and 1004-2) and cannot be deleted',
      data: null,
    });
    expect(await api.editRoles(manager, ids.admin, [ids.manager])).toEqual({
      status: 400,
      message: 'User admin is the last administrator: roleIds must keep 1004-1 and 1004-2',
      data: null,
    });
    const administrator = (await api.roles(keeper)).data.find((role) => role.id === ids.administrator);
    expect(
      await api.editRole(keeper, {
        id: ids.administrator,
        name: 'Administrator',
        codes: (administrator?.codes ?? []).filter((code) => code !== '1004-1'),
      }),
    ).toEqual({
      status: 400,
      message: 'codes must keep 1004-1 and 1004-2: role Administrator makes admin the last administrator',
      data: null,
    });
    expect(await api.delRole(keeper, ids.administrator)).toEqual({
      status: 400,
      message:
        'Role Administrator makes admin the last administrator (1004-1 and 1004-2) and cannot be deleted',
      data: null,
    });

    // Nothing changed: admin keeps the role and its codes, and still works.
    expect((await api.user(admin, 'admin')).roleName).toBe('Administrator');
    expect((await api.roles(keeper)).data.find((role) => role.id === ids.administrator)).toEqual(
      administrator,
    );
    expect((await t.loginData('admin')).jsonData.codes).toContain('1004-2');
  });

  it('can lose the codes once another administrator exists', async () => {
    const ids = await setUp();
    const manager = await t.login('manager1', 'manager1-secret-1');
    // Another administrator: keeper (of no platform) takes the Administrator role, which only a
    // manager of no platform could give, and none is left.
    await t.database.db.execute(
      sql`insert into user_roles (user_id, role_id) values (${ids.keeper}, ${ids.administrator})`,
    );
    expect(await api.editRoles(manager, ids.admin, [ids.manager])).toMatchObject({ status: 200 });
    const keeper = await t.login('keeper', 'keeper-secret-1');
    expect(await api.del(keeper, ids.admin)).toMatchObject({ status: 200 });
  });
});
