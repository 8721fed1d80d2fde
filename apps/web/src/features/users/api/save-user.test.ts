import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/render';
import { RolesNotSavedError, saveUser } from './save-user';

const ok = (data: unknown) => ({ status: 200, message: 'Success', data });
const user = { name: 'carla', phone: '600 000 000', email: 'c@onefly.com', platformType: 1 as const };

function calls(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    path: String(url).replace('/prod-api', ''),
    body: JSON.parse(String(init?.body ?? 'null')) as unknown,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('saveUser', () => {
  it('adds the user, then its roles, as JSON', async () => {
    const fetchMock = fakeApi({ '/user/add': ok(42), '/userRole/add': ok(null) });
    const id = await saveUser({
      id: null,
      user: { ...user, password: 'long-pass-1' },
      roleIds: [2],
      previousRoleIds: [],
    });
    expect(id).toBe(42);
    expect(calls(fetchMock)).toEqual([
      { path: '/user/add', body: { ...user, password: 'long-pass-1' } },
      { path: '/userRole/add', body: { userId: 42, roleIds: [2] } },
    ]);
  });

  it('reports roles refused after the user was created, with the new id', async () => {
    fakeApi({
      '/user/add': ok(43),
      '/userRole/add': {
        status: 400,
        message: 'roleIds: role Operator has codes you do not hold',
        data: null,
      },
    });
    const saving = saveUser({
      id: null,
      user: { ...user, password: 'long-pass-1' },
      roleIds: [2],
      previousRoleIds: [],
    });
    await expect(saving).rejects.toBeInstanceOf(RolesNotSavedError);
    await expect(saving).rejects.toMatchObject({
      userId: 43,
      message: 'roleIds: role Operator has codes you do not hold',
    });
  });

  it('modifies the user and sends the roles only when they changed', async () => {
    const fetchMock = fakeApi({ '/user/mod': ok(null), '/userRole/edit': ok(null) });
    await saveUser({ id: 7, user, roleIds: [3, 2], previousRoleIds: [2, 3] });
    expect(calls(fetchMock).map((call) => call.path)).toEqual(['/user/mod']);
    expect(calls(fetchMock)[0]?.body).toEqual({ ...user, id: 7 });

    fetchMock.mockClear();
    await saveUser({ id: 7, user, roleIds: [2], previousRoleIds: [2, 3] });
    expect(calls(fetchMock)).toEqual([
      { path: '/user/mod', body: { ...user, id: 7 } },
      { path: '/userRole/edit', body: { userId: 7, roleIds: [2] } },
    ]);
  });

  it('stops at a refused user, before any role call', async () => {
    const fetchMock = fakeApi({
      '/user/add': { status: 400, message: 'User name admin is already taken', data: null },
    });
    await expect(
      saveUser({ id: null, user: { ...user, password: 'long-pass-1' }, roleIds: [2], previousRoleIds: [] }),
    ).rejects.toThrow('User name admin is already taken');
    expect(calls(fetchMock).map((call) => call.path)).toEqual(['/user/add']);
  });
});
