import { ALL_PERMISSION_CODES, type RoleRow, type UserPage } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { userApi } from './test-helpers';

describe.each(testEngines())('users and roles (%s)', (engine) => {
  const t = useTestApp(engine, { config: { timeZone: 'Europe/Madrid' } });
  const api = userApi(t);

  const userPage = async (token: string, query = '') =>
    t.inject({ method: 'GET', url: `/prod-api/user/page/list${query}`, headers: { 'x-token': token } });

  it('lists users with their role names, newest first', async () => {
    const token = await t.login('support');
    const response = await userPage(token, '?pageNum=1&pageSize=20');
    const body = response.json<{ status: number; data: UserPage }>();
    expect(body.status).toBe(200);
    expect(body.data.pageData.total).toBe(5);
    expect(body.data.pageData.list.map((user) => user.name)).toEqual([
      'support',
      'limited',
      'operator',
      'edreams',
      'admin',
    ]);
    const operator = body.data.pageData.list.find((user) => user.name === 'operator');
    expect(operator).toEqual({
      id: expect.any(Number),
      name: 'operator',
      phone: expect.stringMatching(/^\+34 6\d{8}$/),
      email: 'operator@onefly.com',
      roleName: 'Operator',
      roleIds: [expect.any(Number)],
      platformType: 1,
      createdTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(body.data.pageData.list.find((user) => user.name === 'support')?.platformType).toBeNull();
  });

  it('shows a manager bound to a platform only that platform’s users', async () => {
    for (const name of ['admin', 'limited']) {
      const page = (await userPage(await t.login(name))).json<{ data: UserPage }>();
      expect(page.data.pageData.list.map((user) => user.name)).toEqual(['limited', 'operator', 'admin']);
    }
    const edreams = (await userPage(await t.login('edreams'))).json<{ data: UserPage }>();
    expect(edreams.data.pageData).toMatchObject({ total: 1, list: [{ name: 'edreams' }] });
  });

  it('pages, filters by name and answers an empty page past the end', async () => {
    const token = await t.login('support');
    const second = (await userPage(token, '?pageNum=2&pageSize=2')).json<{ data: UserPage }>();
    expect(second.data.pageData.list.map((user) => user.name)).toEqual(['operator', 'edreams']);
    expect(second.data.pageData.total).toBe(5);
    const filtered = (await userPage(token, '?name=DREAM')).json<{ data: UserPage }>();
    expect(filtered.data.pageData).toMatchObject({ total: 1, list: [{ name: 'edreams' }] });
    const hidden = (await userPage(await t.login('limited'), '?name=DREAM')).json<{ data: UserPage }>();
    expect(hidden.data.pageData).toEqual({ list: [], total: 0 });
    const wildcard = (await userPage(token, '?name=%25')).json<{ data: UserPage }>();
    expect(wildcard.data.pageData.total).toBe(0);
    const past = (await userPage(token, '?pageNum=99')).json<{ data: UserPage }>();
    expect(past.data.pageData).toEqual({ list: [], total: 5 });
  });

  it('names the field of a bad page request', async () => {
    const token = await t.login('admin');
    expect((await userPage(token, '?pageSize=9999')).json()).toEqual({
      status: 400,
      message: 'pageSize must be at most 500',
      data: null,
    });
    expect((await userPage(token, '?pageNum=abc')).json()).toMatchObject({
      message: 'pageNum must be a number',
    });
  });

  it('lists every role, or the one asked for', async () => {
    // A user with no platform sees every platform's roles (decision 0039).
    const token = await t.login('support');
    const all = await t.inject({
      method: 'POST',
      url: '/prod-api/role/selectAllOrId',
      headers: { 'x-token': token },
    });
    const roles = all.json<{ status: number; data: RoleRow[] }>();
    expect(roles.status).toBe(200);
    expect(roles.data.map((role) => role.name)).toEqual([
      'Administrator',
      'Operator',
      'Limited user manager',
    ]);
    expect(roles.data[0]?.codes).toEqual(ALL_PERMISSION_CODES);

    const operatorId = String(roles.data[1]?.id);
    const one = await t.inject({
      method: 'POST',
      url: '/prod-api/role/selectAllOrId',
      headers: { 'x-token': token, ...form({}).headers },
      payload: `id=${operatorId}`,
    });
    expect(one.json<{ data: RoleRow[] }>().data).toEqual([roles.data[1]]);
    const none = await t.inject({
      method: 'POST',
      url: '/prod-api/role/selectAllOrId',
      headers: { 'x-token': token, ...form({}).headers },
      payload: 'id=9999',
    });
    expect(none.json()).toEqual({ status: 200, message: 'Success', data: [] });
  });

  it('lets the user-management codes read roles, and nobody else', async () => {
    const limited = await t.login('limited');
    const operator = await t.login('operator');
    const call = (token: string) =>
      t.inject({ method: 'POST', url: '/prod-api/role/selectAllOrId', headers: { 'x-token': token } });
    expect((await call(limited)).statusCode).toBe(200);
    expect((await call(operator)).statusCode).toBe(403);
  });
  it('filters by phone and sorts by name or creation time', async () => {
    const token = await t.login('support');
    const operator = await api.user(token, 'operator');
    const byPhone = await api.list(token, `?phone=${encodeURIComponent(operator.phone.slice(-6))}`);
    expect(byPhone.data.pageData.list.map((user) => user.name)).toContain('operator');
    expect((await api.list(token, '?phone=%2B99999')).data.pageData).toEqual({ list: [], total: 0 });

    const byName = await api.list(token, '?sortField=name&sortOrder=ascend');
    expect(byName.data.pageData.list.map((user) => user.name)).toEqual([
      'admin',
      'edreams',
      'limited',
      'operator',
      'support',
    ]);
    const oldest = await api.list(token, '?sortField=createdTime&sortOrder=ascend&pageSize=1');
    expect(oldest.data.pageData.list.map((user) => user.name)).toEqual(['admin']);
    expect(await api.list(token, '?sortField=password')).toMatchObject({
      status: 400,
      message: 'sortField must be one of name, createdTime',
    });
  });

  it('answers the details of one user as the first item of pageData.list', async () => {
    const token = await t.login('limited');
    const operator = await api.user(token, 'operator');
    const details = await api.details(token, operator.id);
    expect(details).toEqual({
      status: 200,
      message: 'Success',
      data: { pageData: { list: [operator], total: 1 } },
    });
    expect((await api.details(token, 99_999)).data).toEqual({ pageData: { list: [], total: 0 } });
    expect(await api.formPost('/user/details', token, {}).then(api.body)).toMatchObject({
      status: 400,
      message: 'id is required',
    });
    expect(await api.formPost('/user/details', token, { id: 'x' }).then(api.body)).toMatchObject({
      status: 400,
      message: 'id must be a number',
    });
  });

  it('refuses every user call without 1004-1 or 1007-1 with HTTP 403, and writes nothing', async () => {
    const token = await t.login('operator');
    const calls = [
      t.inject({ method: 'GET', url: '/prod-api/user/page/list', headers: { 'x-token': token } }),
      api.formPost('/user/details', token, { id: '1' }),
      api.json('/user/add', token, {
        name: 'intruder',
        phone: '600000000',
        email: 'i@x.com',
        password: 'password1',
      }),
      api.json('/user/mod', token, { id: 1, name: 'admin', phone: '600000000', email: 'a@x.com' }),
      api.json('/user/del', token, { id: 1 }),
      api.json('/userRole/add', token, { userId: 1, roleIds: [1] }),
      api.json('/userRole/edit', token, { userId: 1, roleIds: [1] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
    expect((await api.list(await t.login('support'))).data.pageData.total).toBe(5);
  });
});
