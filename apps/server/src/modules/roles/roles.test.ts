import { ALL_PERMISSION_CODES } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { userApi } from '../users/test-helpers';

describe.each(testEngines())('role management (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);
  const balance = (token: string) =>
    t.inject({
      method: 'GET',
      url: '/prod-api/userTransactionRecord/balanceInfo',
      headers: { 'x-token': token },
    });

  it('adds a role, answering its id, with its codes once each in the permission order', async () => {
    const admin = await t.login('admin');
    const added = await api.addRole(admin, { name: 'Reports', codes: ['1008-1', '1003-1', '1008-1'] });
    expect(added).toEqual({ status: 200, message: 'Success', data: expect.any(Number) });
    const one = await api.formPost('/role/selectAllOrId', admin, { id: String(added.data) }).then(api.body);
    // admin is onefly's (platform 1): so is the role it adds (decision 0039).
    expect(one.data).toEqual([
      { id: added.data, name: 'Reports', codes: ['1003-1', '1008-1'], platformType: 1 },
    ]);
  });

  it.each([
    [{ name: '' }, 'name is required'],
    [{ name: 'x'.repeat(65) }, 'name is at most 64 characters'],
    [{ name: 'operator' }, 'Role name operator is already taken'],
    [{ codes: [] }, 'codes must hold at least one permission code'],
    [{ codes: ['1001-1', '9999-9'] }, 'codes holds 9999-9, not a permission code'],
    [{ codes: 'x' }, 'codes must be a list of permission codes'],
    [{ codes: undefined }, 'codes is required'],
  ])('refuses %o on add: %s', async (change, message) => {
    const admin = await t.login('admin');
    const response = await api.json('/role/addRole', admin, {
      name: 'Refused',
      codes: ['1001-1'],
      ...change,
    });
    expect(response.json()).toEqual({ status: 400, message, data: null });
    expect((await api.roles(admin)).data.map((role) => role.name)).not.toContain('Refused');
  });

  it('edits a role; new codes end its holders’ sessions, a new name alone does not', async () => {
    const admin = await t.login('admin');
    const id = (await api.addRole(admin, { name: 'Desk', codes: ['1001-1'] })).data;
    await api.createUser(admin, 'olga', ['Desk']);
    const first = await t.login('olga', 'olga-secret-1');

    expect(await api.editRole(admin, { id, name: 'Front desk', codes: ['1001-1'] })).toEqual({
      status: 200,
      message: 'Success',
      data: null,
    });
    expect((await balance(first)).statusCode).toBe(200);

    expect(await api.editRole(admin, { id, name: 'Front desk', codes: ['1001-1', '1005-1'] })).toMatchObject({
      status: 200,
    });
    expect((await balance(first)).statusCode).toBe(403);
    const again = await t.loginData('olga', 'olga-secret-1');
    expect(again.jsonData.codes).toEqual(['1001-1', '1005-1']);
    expect((await api.user(admin, 'olga')).roleName).toBe('Front desk');
  });

  it('refuses a bad edit naming the field, and changes nothing', async () => {
    const admin = await t.login('admin');
    const id = (await api.addRole(admin, { name: 'Audit', codes: ['1003-3'] })).data;
    expect(await api.editRole(admin, { id, name: 'Administrator', codes: ['1003-3'] })).toEqual({
      status: 400,
      message: 'Role name Administrator is already taken',
      data: null,
    });
    expect(await api.editRole(admin, { id, name: 'Audit', codes: ['1003-9'] })).toMatchObject({
      message: 'codes holds 1003-9, not a permission code',
    });
    expect(await api.editRole(admin, { id: 99_999, name: 'Audit', codes: ['1003-3'] })).toMatchObject({
      message: 'Role 99999 does not exist',
    });
    expect(
      await api.json('/role/editRole', admin, { name: 'Audit', codes: ['1003-3'] }).then(api.body),
    ).toMatchObject({ message: 'id is required' });
    const [audit] = (await api.formPost('/role/selectAllOrId', admin, { id: String(id) }).then(api.body))
      .data as {
      name: string;
      codes: string[];
    }[];
    expect(audit).toMatchObject({ name: 'Audit', codes: ['1003-3'] });
  });

  it('deletes a role nobody holds; a role in use is refused with the number of its holders', async () => {
    const admin = await t.login('admin');
    const spare = (await api.addRole(admin, { name: 'Spare', codes: ['1006-1'] })).data;
    expect(await api.delRole(admin, spare)).toEqual({ status: 200, message: 'Success', data: null });
    expect((await api.roles(admin)).data.map((role) => role.name)).not.toContain('Spare');

    await api.createUser(admin, 'pia', ['Operator']);
    const operatorRole = await api.roleId(admin, 'Operator');
    expect(await api.delRole(admin, operatorRole)).toEqual({
      status: 400,
      message: 'Role Operator is held by 2 users',
      data: null,
    });
    const limitedRole = await api.roleId(admin, 'Limited user manager');
    expect(await api.delRole(admin, limitedRole)).toMatchObject({
      message: 'Role Limited user manager is held by 1 user',
    });
    expect(await api.delRole(admin, 99_999)).toMatchObject({ message: 'Role 99999 does not exist' });
    expect(await api.formPost('/role/delRole', admin, { id: '' }).then(api.body)).toMatchObject({
      message: 'id is required',
    });
    expect((await api.roles(admin)).data.map((role) => role.name)).toContain('Operator');
  });

  it('lets only 1004-2 write roles (HTTP 403 otherwise), and writes nothing', async () => {
    const admin = await t.login('admin');
    const usersOnly = (await api.addRole(admin, { name: 'Users only', codes: ['1004-1'] })).data;
    await api.createUser(admin, 'quinn', ['Users only']);
    for (const name of ['operator', 'limited', 'quinn']) {
      const token = name === 'quinn' ? await t.login('quinn', 'quinn-secret-1') : await t.login(name);
      const calls = [
        api.json('/role/addRole', token, { name: 'Sneaky', codes: ALL_PERMISSION_CODES }),
        api.json('/role/editRole', token, { id: usersOnly, name: 'Sneaky', codes: ALL_PERMISSION_CODES }),
        api.formPost('/role/delRole', token, { id: String(usersOnly) }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    const roles = (await api.roles(admin)).data;
    expect(roles.find((role) => role.id === usersOnly)).toEqual({
      id: usersOnly,
      name: 'Users only',
      codes: ['1004-1'],
      platformType: 1,
    });
    expect(roles.map((role) => role.name)).not.toContain('Sneaky');
  });
});
