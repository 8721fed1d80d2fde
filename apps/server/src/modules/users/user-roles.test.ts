import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { userApi } from './test-helpers';

describe.each(testEngines())('user roles (%s)', (engine) => {
  const t = useTestApp(engine, { config: { sessionCacheSeconds: 5 } });
  const api = userApi(t);
  const balance = (token: string) =>
    t.inject({
      method: 'GET',
      url: '/prod-api/userTransactionRecord/balanceInfo',
      headers: { 'x-token': token },
    });

  it('a change of roles ends the user’s sessions; the next sign-in gets the new menu', async () => {
    const admin = await t.login('admin');
    const id = await api.createUser(admin, 'hugo', ['Operator']);
    const session = await t.login('hugo', 'hugo-secret-1');
    expect((await balance(session)).statusCode).toBe(200); // cached for 5 s in this process

    const limitedRole = await api.roleId(admin, 'Limited user manager');
    expect(await api.editRoles(admin, id, [limitedRole])).toEqual({
      status: 200,
      message: 'Success',
      data: null,
    });
    expect((await balance(session)).statusCode).toBe(403);
    const again = await t.loginData('hugo', 'hugo-secret-1');
    expect(again.jsonData.codes).toEqual(['1007-1']);
    expect(again.jsonData.menus.map((menu) => menu.title)).toEqual(['menu.limitedSettings']);
    expect((await api.user(admin, 'hugo')).roleName).toBe('Limited user manager');

    // Adding a role ends them too; adding one already held changes nothing and keeps them.
    const operatorRole = await api.roleId(admin, 'Operator');
    expect(await api.addRoles(admin, id, [operatorRole])).toMatchObject({ status: 200 });
    expect((await balance(again['X-Token'])).statusCode).toBe(403);
    const third = await t.login('hugo', 'hugo-secret-1');
    expect(await api.addRoles(admin, id, [operatorRole])).toMatchObject({ status: 200 });
    expect((await balance(third)).statusCode).toBe(200);
    expect((await api.user(admin, 'hugo')).roleName).toBe('Limited user manager, Operator');
  });

  it('refuses unknown users and roles, and empty role lists, naming the field', async () => {
    const admin = await t.login('admin');
    const id = await api.createUser(admin, 'ines', ['Operator']);
    expect(await api.editRoles(admin, id, [99_999])).toEqual({
      status: 400,
      message: 'roleIds: role 99999 does not exist',
      data: null,
    });
    expect(await api.addRoles(admin, 99_999, [1])).toMatchObject({ message: 'User 99999 does not exist' });
    expect(await api.editRoles(admin, id, [])).toMatchObject({
      message: 'roleIds must name at least one role',
    });
    expect(await api.json('/userRole/edit', admin, { userId: id }).then(api.body)).toMatchObject({
      message: 'roleIds is required',
    });
    expect(
      await api.json('/userRole/add', admin, { userId: id, roleIds: ['x'] }).then(api.body),
    ).toMatchObject({
      message: 'roleIds[0] must be a number',
    });
    expect((await api.user(admin, 'ines')).roleName).toBe('Operator');
  });

  it('accepts the association form-encoded too', async () => {
    const admin = await t.login('admin');
    const id = await api.createUser(admin, 'jon', []);
    const operatorRole = await api.roleId(admin, 'Operator');
    const response = await api.formPost('/userRole/add', admin, {
      userId: String(id),
      roleIds: String(operatorRole),
    });
    expect(response.json()).toMatchObject({ status: 200 });
    expect((await api.user(admin, 'jon')).roleIds).toEqual([operatorRole]);
  });
});

describe.each(testEngines())('limited user manage (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);
  const user = { phone: '600 000 001', email: 'new@onefly.com', password: 'limited-made-1' };

  it('adds a user and gives it a role whose codes the limited manager holds', async () => {
    const limited = await t.login('limited');
    const added = await api.add(limited, { ...user, name: 'kim' });
    expect(added).toMatchObject({ status: 200, data: expect.any(Number) });
    const limitedRole = await api.roleId(limited, 'Limited user manager');
    expect(await api.addRoles(limited, added.data, [limitedRole])).toMatchObject({ status: 200 });
    expect((await api.details(limited, added.data)).data.pageData.list[0]).toMatchObject({
      name: 'kim',
      platformType: 1,
      roleName: 'Limited user manager',
    });
  });

  it('refuses a role with codes the limited manager lacks, and writes nothing', async () => {
    const limited = await t.login('limited');
    const added = await api.add(limited, { ...user, name: 'lea' });
    const operatorRole = await api.roleId(limited, 'Operator');
    const refused = await api.addRoles(limited, added.data, [operatorRole]);
    expect(refused).toEqual({
      status: 400,
      message:
        'roleIds: role Operator has codes you do not hold (1001-1, 1005-1, 1005-2, 1005-3, 1005-4 and 3 more)',
      data: null,
    });
    expect(await api.editRoles(limited, added.data, [operatorRole])).toMatchObject({ status: 400 });
    expect((await api.user(limited, 'lea')).roleIds).toEqual([]);
  });

  it('refuses to change, re-role or delete a user who holds codes the limited manager lacks', async () => {
    const limited = await t.login('limited');
    const operator = await api.user(limited, 'operator');
    const message =
      'User operator holds codes you do not hold (1001-1, 1005-1, 1005-2, 1005-3, 1005-4 and 3 more): ask a user manager (1004-1)';
    expect(
      await api.mod(limited, {
        id: operator.id,
        name: 'operator',
        phone: '600 000 002',
        email: 'o@onefly.com',
      }),
    ).toEqual({ status: 400, message, data: null });
    const limitedRole = await api.roleId(limited, 'Limited user manager');
    expect(await api.editRoles(limited, operator.id, [limitedRole])).toMatchObject({ message });
    expect(await api.addRoles(limited, operator.id, [limitedRole])).toMatchObject({ message });
    expect(await api.del(limited, operator.id)).toMatchObject({ message });
    expect(await api.user(limited, 'operator')).toEqual(operator);
  });

  it('gives only its own platform', async () => {
    const limited = await t.login('limited');
    expect(await api.add(limited, { ...user, name: 'max', platformType: 2 })).toEqual({
      status: 400,
      message: 'platformType must be your own platform (1)',
      data: null,
    });
    expect(await api.add(limited, { ...user, name: 'max', platformType: null })).toMatchObject({
      status: 400,
    });
    const own = await api.add(limited, { ...user, name: 'max', platformType: 1 });
    expect(own).toMatchObject({ status: 200 });
    expect(
      await api.mod(limited, {
        id: own.data,
        name: 'max',
        phone: user.phone,
        email: user.email,
        platformType: 2,
      }),
    ).toMatchObject({ message: 'platformType must be your own platform (1)' });
    expect((await api.list(limited, '?name=max')).data.pageData.total).toBe(1);
  });

  it('modifies and deletes users within its codes', async () => {
    const limited = await t.login('limited');
    const added = await api.add(limited, { ...user, name: 'noa' });
    expect(
      await api.mod(limited, { id: added.data, name: 'noa', phone: '600 000 003', email: 'noa@onefly.com' }),
    ).toMatchObject({ status: 200 });
    expect(await api.del(limited, added.data)).toMatchObject({ status: 200 });
    expect((await api.list(limited, '?name=noa')).data.pageData.total).toBe(0);
  });

  it('reads its platform’s roles for the user form, and may not write roles', async () => {
    const limited = await t.login('limited');
    // Administrator is held on every platform: the reseller's (null), not platform 1's (decision 0039).
    expect((await api.roles(limited)).data.map((role) => role.name)).toEqual([
      'Operator',
      'Limited user manager',
    ]);
    const add = await api.json('/role/addRole', limited, { name: 'Mine', codes: ['1007-1'] });
    expect(add.statusCode).toBe(403);
  });
});
