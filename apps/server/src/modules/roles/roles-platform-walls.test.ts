import type { RoleRow } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { userApi } from '../users/test-helpers';

/** Decision 0039: a platform's roles are managed by its users only; nobody writes a code it lacks. */
describe.each(testEngines())('roles behind platform walls (%s)', (engine) => {
  const t = useTestApp(engine);
  const api = userApi(t);
  const rolesTable = () =>
    queryRows<{ id: number; name: string; codes: string[]; platform_type: number | null }>(
      t.database.db,
      sql`select id, name, codes, platform_type from roles order by id`,
    );
  let oneflyDesk = 0;

  beforeAll(async () => {
    const admin = await t.login('admin');
    const added = await api.addRole(admin, { name: 'Onefly desk', codes: ['1001-1'] });
    if (added.status !== 200) throw new Error(added.message);
    oneflyDesk = added.data;
  });

  it('shows edreams none of onefly’s roles, and refuses each as not existing, writing nothing', async () => {
    const edreams = await t.login('edreams');
    const support = await t.login('support');
    const onefly = (await api.roles(support)).data.filter((role) => role.platformType === 1);
    expect(onefly.map((role) => role.name)).toEqual(['Operator', 'Limited user manager', 'Onefly desk']);
    expect((await api.roles(edreams)).data.filter((role) => role.platformType !== 2)).toEqual([]);
    const before = await rolesTable();
    for (const role of onefly) {
      const one = await api.formPost('/role/selectAllOrId', edreams, { id: String(role.id) }).then(api.body);
      expect(one).toEqual({ status: 200, message: 'Success', data: [] });
      expect(await api.editRole(edreams, { id: role.id, name: 'Taken over', codes: ['1001-1'] })).toEqual({
        status: 400,
        message: `Role ${role.id} does not exist`,
        data: null,
      });
      expect(await api.delRole(edreams, role.id)).toEqual({
        status: 400,
        message: `Role ${role.id} does not exist`,
        data: null,
      });
    }
    // The reseller's own role (Administrator, held on both platforms) is no more edreams' to change.
    const administrator = await api.roleId(support, 'Administrator');
    expect(await api.editRole(edreams, { id: administrator, name: 'Mine', codes: ['1001-1'] })).toMatchObject(
      {
        message: `Role ${administrator} does not exist`,
      },
    );
    expect(await rolesTable()).toEqual(before);
  });

  it('makes a platform user’s new role its platform’s, which the other platform does not see', async () => {
    const edreams = await t.login('edreams');
    const added = await api.addRole(edreams, { name: 'Edreams desk', codes: ['1001-1', '1005-1'] });
    expect(added).toMatchObject({ status: 200 });
    expect((await api.roles(edreams)).data).toEqual([
      { id: added.data, name: 'Edreams desk', codes: ['1001-1', '1005-1'], platformType: 2 },
    ]);
    expect((await api.roles(await t.login('admin'))).data.map((role) => role.name)).not.toContain(
      'Edreams desk',
    );
    expect(
      await api
        .json('/role/addRole', edreams, { name: 'Elsewhere', codes: ['1001-1'], platformType: 1 })
        .then(api.body),
    ).toEqual({
      status: 400,
      message: 'platformType must be your own platform (2)',
      data: null,
    });
    expect(
      await api
        .json('/role/addRole', edreams, { name: 'Everywhere', codes: ['1001-1'], platformType: null })
        .then(api.body),
    ).toMatchObject({
      message: 'platformType must be your own platform (2)',
    });
    expect((await rolesTable()).map((role) => role.name)).not.toContain('Elsewhere');
  });

  it('shows a user with no platform every role, and lets it place one on any platform', async () => {
    const support = await t.login('support');
    const roles = (await api.roles(support)).data;
    expect(roles.map((role) => [role.name, role.platformType])).toEqual(
      expect.arrayContaining([
        ['Administrator', null],
        ['Operator', 1],
        ['Onefly desk', 1],
        ['Edreams desk', 2],
      ]),
    );
    const own = await api.addRole(support, { name: 'Reseller desk', codes: ['1001-1'] });
    const placed = await api
      .json('/role/addRole', support, { name: 'Edreams audit', codes: ['1003-1'], platformType: 2 })
      .then(api.body);
    expect(placed).toMatchObject({ status: 200 });
    const rows = await rolesTable();
    expect(rows.find((row) => row.id === own.data)?.platform_type).toBeNull();
    expect(rows.find((row) => row.id === placed.data)?.platform_type).toBe(2);
    // A role moves to another platform only while nobody holds it.
    expect(
      await api
        .json('/role/editRole', support, {
          id: oneflyDesk,
          name: 'Onefly desk',
          codes: ['1001-1'],
          platformType: 2,
        })
        .then(api.body),
    ).toMatchObject({ status: 200 });
    const operator = await api.roleId(support, 'Operator');
    const operatorRole = roles.find((role) => role.id === operator) as RoleRow;
    expect(
      await api.json('/role/editRole', support, { ...operatorRole, platformType: 2 }).then(api.body),
    ).toEqual({
      status: 400,
      message: 'platformType: role Operator is held by 1 user and keeps its platform',
      data: null,
    });
  });

  it('refuses a role with codes its writer does not hold, naming them, and writes nothing', async () => {
    const support = await t.login('support');
    const writerRole = await api.addRole(support, { name: 'Role writer', codes: ['1001-1', '1004-2'] });
    await api.createUser(support, 'writer', ['Role writer'], { platformType: 1 });
    const writer = await t.login('writer', 'writer-secret-1');
    const before = await rolesTable();
    expect(await api.addRole(writer, { name: 'Bigger', codes: ['1001-1', '1003-1', '1002-1'] })).toEqual({
      status: 400,
      message: 'codes: you cannot give codes you do not hold (1002-1, 1003-1)',
      data: null,
    });
    const desk = await api.addRole(writer, { name: 'Small desk', codes: ['1001-1'] });
    expect(desk).toMatchObject({ status: 200 });
    expect(
      await api.editRole(writer, { id: desk.data, name: 'Small desk', codes: ['1001-1', '1004-1'] }),
    ).toEqual({
      status: 400,
      message: 'codes: you cannot give codes you do not hold (1004-1)',
      data: null,
    });
    const after = await rolesTable();
    expect(after.filter((row) => row.id !== desk.data)).toEqual(before);
    expect(after.find((row) => row.id === desk.data)).toMatchObject({ codes: ['1001-1'], platform_type: 1 });
    expect(writerRole.status).toBe(200);
  });
});
