import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { userApi } from './test-helpers';

const NOT_FOUND = (id: number) => ({ status: 400, message: `User ${id} does not exist`, data: null });

/** The probes of the security review: managers bound to a platform against users of another. */
describe.each(testEngines())('user management behind platform walls (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);
  const contact = { phone: '+34 600 000 000', email: 'x@example.com' };

  const ids = async () => {
    const support = await t.login('support');
    const of = async (name: string) => (await api.user(support, name)).id;
    return { admin: await of('admin'), edreams: await of('edreams'), support: await of('support') };
  };
  const orderSearchTotal = async (token: string, prefix: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/prod-api${prefix}/order/search?pageNum=1&pageSize=1`,
      headers: { 'x-token': token },
    });
    return response.json<{ status: number; data: { totalRows: number } }>();
  };

  it('refuses edreams the platform-1 administrator: no password change, no roles, no delete, no details', async () => {
    const { admin } = await ids();
    const edreams = await t.login('edreams');
    const takeover = { id: admin, name: 'admin', ...contact, password: 'taken-over-1' };
    expect(await api.mod(edreams, takeover)).toEqual(NOT_FOUND(admin));
    expect(await api.editRoles(edreams, admin, [1])).toEqual(NOT_FOUND(admin));
    expect(await api.addRoles(edreams, admin, [1])).toEqual(NOT_FOUND(admin));
    expect(await api.del(edreams, admin)).toEqual(NOT_FOUND(admin));
    expect((await api.details(edreams, admin)).data).toEqual({ pageData: { list: [], total: 0 } });
    // Nothing changed: admin still signs in with its own password.
    expect((await t.loginData('admin')).user.name).toBe('admin');
    await expect(t.login('admin', 'taken-over-1')).rejects.toThrow();
  });

  it('refuses a manager its own platform and roles, so edreams cannot see every platform', async () => {
    const { edreams: id } = await ids();
    const edreams = await t.login('edreams');
    const self = { id, name: 'edreams', ...contact };
    expect(await api.mod(edreams, { ...self, platformType: null })).toMatchObject({
      status: 400,
      message: 'You cannot change your own platform',
    });
    expect(await api.mod(edreams, { ...self, platformType: 1 })).toMatchObject({ status: 400 });
    expect(await api.editRoles(edreams, id, [1])).toMatchObject({
      status: 400,
      message: 'You cannot change your own roles',
    });
    const after = await t.loginData('edreams');
    expect(after.user.platformType).toBe(2);
    const orders = await orderSearchTotal(after['X-Token'], '/edreams');
    expect(orders.status).toBe(200);
    expect((await orderSearchTotal(after['X-Token'], '')).status).not.toBe(200);
  });

  it('keeps limited (platform 1, 1007-1) away from platform-2 and all-platform users', async () => {
    const { edreams, support } = await ids();
    const limited = await t.login('limited');
    const listed = (await api.list(limited, '?pageSize=500')).data.pageData.list;
    expect(listed.every((user) => user.platformType === 1)).toBe(true);
    expect(
      await api.mod(limited, { id: edreams, name: 'edreams', ...contact, password: 'x-takeover-1' }),
    ).toEqual(NOT_FOUND(edreams));
    expect(await api.del(limited, edreams)).toEqual(NOT_FOUND(edreams));
    expect(await api.del(limited, support)).toEqual(NOT_FOUND(support));
    expect(
      await api.add(limited, { name: 'elsewhere', ...contact, password: 'elsewhere-1', platformType: 2 }),
    ).toEqual({ status: 400, message: 'platformType must be your own platform (1)', data: null });
    expect(
      await api.add(limited, { name: 'anywhere', ...contact, password: 'anywhere-1', platformType: null }),
    ).toEqual({ status: 400, message: 'platformType must be your own platform (1)', data: null });
  });

  it('refuses a manager bound to a platform to move its users elsewhere; one with none may', async () => {
    const admin = await t.login('admin');
    const id = await api.createUser(admin, 'mover', ['Operator']);
    const mover = { id, name: 'mover', ...contact };
    expect(await api.mod(admin, { ...mover, platformType: 2 })).toMatchObject({
      status: 400,
      message: 'platformType must be your own platform (1)',
    });
    expect(await api.mod(admin, { ...mover, platformType: null })).toMatchObject({ status: 400 });
    const support = await t.login('support');
    // Operator is platform 1's role (decision 0039): it goes before its holder moves.
    expect(await api.mod(support, { ...mover, platformType: 2 })).toEqual({
      status: 400,
      message: 'platformType: user mover holds role Operator of platform 1',
      data: null,
    });
    const anywhere = (await api.addRole(support, { name: 'Mover anywhere', codes: ['1001-1'] })).data;
    expect(await api.editRoles(support, id, [anywhere])).toMatchObject({ status: 200 });
    expect(await api.mod(support, { ...mover, platformType: 2 })).toMatchObject({ status: 200 });
    expect((await api.details(admin, id)).data.pageData.list).toEqual([]);
  });

  it('refuses a change of codes to a role its editor holds', async () => {
    // Administrator is held on every platform, so only a manager with no platform sees it.
    const admin = await t.login('support');
    const roles = (await api.roles(admin)).data;
    const administrator = roles.find((role) => role.name === 'Administrator');
    expect(
      await api.editRole(admin, {
        id: administrator?.id ?? 0,
        name: 'Administrator',
        codes: [...(administrator?.codes ?? []), '1005-1'].filter((code) => code !== '1003-1'),
      }),
    ).toEqual({
      status: 400,
      message: 'You cannot change the codes of role Administrator: you hold it',
      data: null,
    });
    const renamed = await api.editRole(admin, {
      id: administrator?.id ?? 0,
      name: 'Administrators',
      codes: administrator?.codes ?? [],
    });
    expect(renamed).toMatchObject({ status: 200 });
  });
});

describe.each(testEngines())('names that only look like another (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);
  const user = { phone: '+34 600 000 000', email: 'x@example.com', password: 'password-1' };

  it('refuses a user or role name confusable with an existing one, and folds full-width letters', async () => {
    const support = await t.login('support');
    expect(await api.add(support, { ...user, name: 'аdmin' })).toEqual({
      status: 400,
      message: 'name аdmin looks like the existing user admin: choose another name',
      data: null,
    });
    expect(await api.add(support, { ...user, name: 'ｏｐｅｒａｔｏｒ' })).toEqual({
      status: 400,
      message: 'User name operator is already taken',
      data: null,
    });
    expect(await api.addRole(support, { name: 'Οperator', codes: ['1001-1'] })).toEqual({
      status: 400,
      message: 'name Οperator looks like the existing role Operator: choose another name',
      data: null,
    });
    expect(await api.addRole(support, { name: 'Ops\u200Bteam', codes: ['1001-1'] })).toMatchObject({
      status: 400,
      message: 'name must not contain invisible characters',
    });
    expect(await api.add(support, { ...user, name: 'newcomer' })).toMatchObject({ status: 200 });
  });
});
