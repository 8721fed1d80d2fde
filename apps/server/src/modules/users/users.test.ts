import { ALL_PERMISSION_CODES, type RoleRow, type UserPage } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';

describe.each(testEngines())('users and roles (%s)', (engine) => {
  const t = useTestApp(engine, { config: { timeZone: 'Europe/Madrid' } });

  const userPage = async (token: string, query = '') =>
    t.inject({ method: 'GET', url: `/prod-api/user/page/list${query}`, headers: { 'x-token': token } });

  it('lists users with their role names, newest first', async () => {
    const token = await t.login('admin');
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

  it('pages, filters by name and answers an empty page past the end', async () => {
    const token = await t.login('limited');
    const second = (await userPage(token, '?pageNum=2&pageSize=2')).json<{ data: UserPage }>();
    expect(second.data.pageData.list.map((user) => user.name)).toEqual(['operator', 'edreams']);
    expect(second.data.pageData.total).toBe(5);
    const filtered = (await userPage(token, '?name=DREAM')).json<{ data: UserPage }>();
    expect(filtered.data.pageData).toMatchObject({ total: 1, list: [{ name: 'edreams' }] });
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
    const token = await t.login('admin');
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
});
