import type { ApiEnvelope, RoleRow, UserPage, UserRow } from '@ota/contract';
import type { LightMyRequestResponse } from 'fastify';
import { form, type TestApp } from '../../test/app';

export type Envelope<T = unknown> = ApiEnvelope<T>;

/** The calls of users and roles as the console sends them, for API tests. */
export function userApi(t: TestApp) {
  const json = (path: string, token: string, body: unknown) =>
    t.inject({
      method: 'POST',
      url: `/prod-api${path}`,
      headers: { 'x-token': token },
      payload: body as object,
    });
  const formPost = (path: string, token: string, fields: Record<string, string>) => {
    const encoded = form(fields);
    return t.inject({
      method: 'POST',
      url: `/prod-api${path}`,
      headers: { 'x-token': token, ...encoded.headers },
      payload: encoded.payload,
    });
  };
  const body = <T>(response: LightMyRequestResponse) => response.json<Envelope<T>>();

  const api = {
    json,
    formPost,
    body,
    list: async (token: string, query = '') =>
      body<UserPage>(
        await t.inject({
          method: 'GET',
          url: `/prod-api/user/page/list${query}`,
          headers: { 'x-token': token },
        }),
      ),
    details: async (token: string, id: number) =>
      body<UserPage>(await formPost('/user/details', token, { id: String(id) })),
    add: async (token: string, user: Record<string, unknown>) =>
      body<number>(await json('/user/add', token, user)),
    mod: async (token: string, user: Record<string, unknown>) =>
      body<null>(await json('/user/mod', token, user)),
    del: async (token: string, id: number) => body<null>(await json('/user/del', token, { id })),
    addRoles: async (token: string, userId: number, roleIds: number[]) =>
      body<null>(await json('/userRole/add', token, { userId, roleIds })),
    editRoles: async (token: string, userId: number, roleIds: number[]) =>
      body<null>(await json('/userRole/edit', token, { userId, roleIds })),
    roles: async (token: string) => body<RoleRow[]>(await formPost('/role/selectAllOrId', token, {})),
    addRole: async (token: string, role: { name: string; codes: string[] }) =>
      body<number>(await json('/role/addRole', token, role)),
    editRole: async (token: string, role: { id: number; name: string; codes: string[] }) =>
      body<null>(await json('/role/editRole', token, role)),
    delRole: async (token: string, id: number) =>
      body<null>(await formPost('/role/delRole', token, { id: String(id) })),

    /** The id of a role or a user, by name, as an admin sees them. */
    async roleId(token: string, name: string): Promise<number> {
      const role = (await api.roles(token)).data.find((row) => row.name === name);
      if (!role) throw new Error(`no role ${name}`);
      return role.id;
    },
    async user(token: string, name: string): Promise<UserRow> {
      const found = (await api.list(token, `?name=${encodeURIComponent(name)}&pageSize=500`)).data.pageData
        .list;
      const user = found.find((row) => row.name === name);
      if (!user) throw new Error(`no user ${name}`);
      return user;
    },
    /** Creates a user with roles (as admin would) and answers its id. */
    async createUser(token: string, name: string, roleNames: string[], extra: Record<string, unknown> = {}) {
      const added = await api.add(token, {
        name,
        phone: '+34 600 000 000',
        email: `${name}@example.com`,
        password: `${name}-secret-1`,
        ...extra,
      });
      if (added.status !== 200) throw new Error(`user ${name} not added: ${added.message}`);
      const roleIds = await Promise.all(roleNames.map((role) => api.roleId(token, role)));
      if (roleIds.length > 0) {
        const linked = await api.addRoles(token, added.data, roleIds);
        if (linked.status !== 200) throw new Error(`roles of ${name} not added: ${linked.message}`);
      }
      return added.data;
    },
  };
  return api;
}
