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
    const everything = (await api.roles(admin)).data.find((role) => role.name === 'Administrator');
    const managerCodes = (everything?.codes ?? []).filter((code) => code !== '1004-2');
    const manager = await api.addRole(admin, { name: 'User manager', codes: managerCodes });
    await api.addRole(admin, { name: 'Role keeper', codes: ['1004-2'] });
    const ids = {
      admin: (await api.user(admin, 'admin')).id,
      edreams: (await api.user(root, 'edreams')).id,
      support: (await api.user(root, 'support')).id,
      manager1: await api.createUser(admin, 'manager1', ['User manager']),
      keeper: await api.createUser(admin, 'keeper', ['Role keeper']),
      administrator: everything?.id ?? 0,
      manager: manager.data,
      operator: await api.roleId(admin, 'Operator'),
    };
    expect(await api.editRoles(root, ids.edreams, [ids.manager])).toMatchObject({ status: 200 });
    // support may not change its own roles: another administrator of every platform would.
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
    const administrator = (await api.roles(admin)).data.find((role) => role.id === ids.administrator);
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
    expect((await api.roles(admin)).data.find((role) => role.id === ids.administrator)).toEqual(
      administrator,
    );
    expect((await t.loginData('admin')).jsonData.codes).toContain('1004-2');
  });

  it('can lose the codes once another administrator exists', async () => {
    const ids = await setUp();
    const manager = await t.login('manager1', 'manager1-secret-1');
    expect(await api.editRoles(manager, ids.keeper, [ids.administrator])).toMatchObject({ status: 200 });
    expect(await api.editRoles(manager, ids.admin, [ids.manager])).toMatchObject({ status: 200 });
    const keeper = await t.login('keeper', 'keeper-secret-1');
    expect(await api.del(keeper, ids.admin)).toMatchObject({ status: 200 });
  });
});
