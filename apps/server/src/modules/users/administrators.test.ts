import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { userApi } from './test-helpers';

/**
 * admin ends up the last administrator (1004-1 and 1004-2): edreams becomes a user manager without
 * 1004-2 and support an operator. Every way of taking the codes from admin is then refused.
 */
describe.each(testEngines())('the last administrator (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);

  const create = async () => {
    const admin = await t.login('admin');
    const everything = (await api.roles(admin)).data.find((role) => role.name === 'Administrator');
    const managerCodes = (everything?.codes ?? []).filter((code) => code !== '1004-2');
    const manager = await api.addRole(admin, { name: 'User manager', codes: managerCodes });
    const ids = {
      admin: (await api.user(admin, 'admin')).id,
      edreams: (await api.user(admin, 'edreams')).id,
      support: (await api.user(admin, 'support')).id,
      administrator: everything?.id ?? 0,
      manager: manager.data,
      operator: await api.roleId(admin, 'Operator'),
    };
    expect(await api.editRoles(admin, ids.edreams, [ids.manager])).toMatchObject({ status: 200 });
    expect(await api.editRoles(admin, ids.support, [ids.operator])).toMatchObject({ status: 200 });
    return ids;
  };
  let created: Awaited<ReturnType<typeof create>> | undefined;
  const setUp = async () => (created ??= await create());

  it('cannot be deleted, stripped through userRole/edit, nor lose the codes by a role edit or delete', async () => {
    const ids = await setUp();
    const admin = await t.login('admin');
    const manager = await t.login('edreams');

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
      await api.editRole(admin, {
        id: ids.administrator,
        name: 'Administrator',
        codes: (administrator?.codes ?? []).filter((code) => code !== '1004-1'),
      }),
    ).toEqual({
      status: 400,
      message: 'codes must keep 1004-1 and 1004-2: role Administrator makes admin the last administrator',
      data: null,
    });
    expect(await api.delRole(admin, ids.administrator)).toEqual({
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
    const admin = await t.login('admin');
    expect(await api.editRoles(admin, ids.support, [ids.administrator])).toMatchObject({ status: 200 });
    expect(await api.editRoles(admin, ids.admin, [ids.manager])).toMatchObject({ status: 200 });
    const support = await t.login('support');
    expect(await api.del(support, ids.admin)).toMatchObject({ status: 200 });
  });
});
