import { FORBIDDEN_MESSAGE, type WrapperPage, type WrapperRow } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

interface Answer<T = unknown> {
  status: number;
  message: string;
  data: T;
}

describe.each(testEngines())('airline wrappers (%s)', (engine) => {
  const t = useTestApp(engine, { config: { timeZone: 'Europe/Madrid' } });

  const call = async <T>(token: string, url: string, body?: Record<string, string>) => {
    const response = await t.inject({
      method: 'POST',
      url: `/prod-api${url}`,
      headers: { 'x-token': token, ...(body ? form(body).headers : {}) },
      payload: body ? form(body).payload : undefined,
    });
    return response.json<Answer<T>>();
  };
  const params = <T>(token: string, path: string, fields: Record<string, string>) =>
    call<T>(token, `${path}?${new URLSearchParams(fields).toString()}`);
  const edit = async (token: string, body: unknown) =>
    (
      await t.inject({
        method: 'POST',
        url: '/prod-api/wrapper/edit',
        headers: { 'x-token': token },
        payload: body as Record<string, unknown>,
      })
    ).json<Answer>();
  const list = async (token: string, fields: Record<string, string> = {}) =>
    (await call<WrapperPage>(token, '/wrapper/selectAllOrId', fields)).data;
  const rowsInTable = async () =>
    queryRows<{ name: string; wrapper_url: string; status: string }>(
      t.database.db,
      sql`select name, wrapper_url, status from airline_wrappers order by id`,
    );
  const refused = (message: string) => ({ status: 400, message, data: null });

  it('lists the demo wrappers by name with list and totalRecords', async () => {
    const token = await t.login('admin');
    const page = await list(token);
    expect(page.totalRecords).toBe(3);
    expect(page.list.map((row) => [row.name, row.status, row.wrapperurl])).toEqual([
      ['Demo Air', 'online', 'http://127.0.0.1:8091'],
      ['Euro Zephyr', 'online', 'http://127.0.0.1:8092'],
      ['Orient Lark', 'online', 'http://127.0.0.1:8093'],
    ]);
    expect(page.list[0]).toEqual<WrapperRow>({
      id: expect.any(Number) as number,
      name: 'Demo Air',
      status: 'online',
      wrapperurl: 'http://127.0.0.1:8091',
      createdTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
      updatedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) as string,
      lastTest: null,
    });
  });

  it('answers one wrapper by id, filters by name and status, and pages', async () => {
    const token = await t.login('support');
    const all = await list(token);
    const euro = all.list[1];
    expect((await list(token, { id: String(euro?.id) })).list).toEqual([euro]);
    expect(await list(token, { id: '99999' })).toEqual({ list: [], totalRecords: 0 });
    expect((await list(token, { name: 'LARK' })).list.map((row) => row.name)).toEqual(['Orient Lark']);
    expect((await list(token, { name: '%' })).totalRecords).toBe(0);
    expect((await list(token, { status: 'offline' })).totalRecords).toBe(0);
    expect((await list(token, { status: 'online', name: '', id: '' })).totalRecords).toBe(3);
    const second = await list(token, { pageNum: '2', pageSize: '2' });
    expect(second).toEqual({ list: [all.list[2]], totalRecords: 3 });
    expect((await list(token, { pageNum: '9' })).list).toEqual([]);
    expect(await call(token, '/wrapper/selectAllOrId', { pageSize: '501' })).toEqual(
      refused('pageSize must be at most 500'),
    );
    expect(await call(token, '/wrapper/selectAllOrId', { status: 'paused' })).toEqual(
      refused('status must be online or offline'),
    );
  });

  it('adds a wrapper from params, trimming the fields', async () => {
    const token = await t.login('admin');
    const added = await params<{ id: number }>(token, '/wrapper/add', {
      name: '  Sky Wrapper ',
      wrapperurl: ' https://sky.example.com/api ',
      status: 'offline',
    });
    expect(added).toEqual({ status: 200, message: 'Success', data: { id: expect.any(Number) } });
    const [row] = (await list(token, { id: String(added.data.id) })).list;
    expect(row).toMatchObject({
      name: 'Sky Wrapper',
      wrapperurl: 'https://sky.example.com/api',
      status: 'offline',
    });
    // A form body is read as well.
    const viaForm = await call<{ id: number }>(token, '/wrapper/add', {
      name: 'Form Air',
      wrapperurl: 'http://203.0.113.5:9000',
      status: 'ONLINE',
    });
    expect(viaForm.status).toBe(200);
    expect((await list(token, { id: String(viaForm.data.id) })).list[0]?.status).toBe('online');
  });

  it('refuses a bad or taken name, URL or status, naming the field, and writes nothing', async () => {
    const token = await t.login('admin');
    const before = await rowsInTable();
    const good = { name: 'New Wrapper', wrapperurl: 'http://127.0.0.1:9', status: 'online' };
    const cases: [Record<string, string>, string][] = [
      [{ ...good, name: '' }, 'name is required'],
      [{ ...good, name: '   ' }, 'name is required'],
      [{ ...good, name: 'x'.repeat(65) }, 'name must be at most 64 characters'],
      [{ ...good, name: 'demo AIR' }, "name 'demo AIR' is already used by another wrapper"],
      [{ ...good, wrapperurl: '' }, 'wrapperurl is required'],
      [{ ...good, wrapperurl: 'ftp://files.example.com' }, 'wrapperurl must be an http:// or https:// URL'],
      [{ ...good, wrapperurl: 'wrapper.example.com' }, 'wrapperurl must be an http:// or https:// URL'],
      [{ ...good, wrapperurl: 'http://exa mple.com' }, 'wrapperurl must be an http:// or https:// URL'],
      [{ ...good, wrapperurl: 'http://host:99999' }, 'wrapperurl must be an http:// or https:// URL'],
      [
        { ...good, wrapperurl: 'https://user:secret@example.com' },
        'wrapperurl must not contain a user name or password',
      ],
      [
        { ...good, wrapperurl: `https://example.com/${'a'.repeat(281)}` },
        'wrapperurl must be at most 300 characters',
      ],
      [{ ...good, status: 'paused' }, 'status must be online or offline'],
      [{ name: good.name, wrapperurl: good.wrapperurl }, 'status must be online or offline'],
    ];
    for (const [fields, message] of cases) {
      expect(await params(token, '/wrapper/add', fields), message).toEqual(refused(message));
    }
    expect(await rowsInTable()).toEqual(before);
  });

  it('edits a whole record from JSON, keeps names unique whatever their case', async () => {
    const token = await t.login('admin');
    const { data } = await params<{ id: number }>(token, '/wrapper/add', {
      name: 'Edit Me',
      wrapperurl: 'http://127.0.0.1:7001',
      status: 'online',
    });
    const id = data.id;
    expect(
      await edit(token, {
        id,
        name: 'Edited Air',
        wrapperurl: 'https://edited.example.com',
        status: 'offline',
      }),
    ).toEqual({ status: 200, message: 'Success', data: null });
    expect((await list(token, { id: String(id) })).list[0]).toMatchObject({
      name: 'Edited Air',
      wrapperurl: 'https://edited.example.com',
      status: 'offline',
    });
    // Its own name in another case is not a clash; another wrapper's name is.
    expect(
      (await edit(token, { id, name: 'EDITED AIR', wrapperurl: 'http://a.example', status: 'offline' }))
        .status,
    ).toBe(200);
    const before = await rowsInTable();
    expect(
      await edit(token, { id, name: 'euro zephyr', wrapperurl: 'http://a.example', status: 'online' }),
    ).toEqual(refused("name 'euro zephyr' is already used by another wrapper"));
    expect(
      await edit(token, { id: 99999, name: 'Ghost', wrapperurl: 'http://a.example', status: 'online' }),
    ).toEqual(refused('Wrapper 99999 does not exist'));
    expect(await edit(token, { name: 'Ghost', wrapperurl: 'http://a.example', status: 'online' })).toEqual(
      refused('id is required'),
    );
    expect(await edit(token, { id, name: 'Ghost', wrapperurl: 'mailto:x@y.z', status: 'online' })).toEqual(
      refused('wrapperurl must be an http:// or https:// URL'),
    );
    expect(await edit(token, { id, name: 'Ghost', wrapperurl: 'http://a.example' })).toEqual(
      refused('status must be online or offline'),
    );
    expect(await rowsInTable()).toEqual(before);
  });

  it('switches a wrapper offline and online', async () => {
    const token = await t.login('admin');
    const demo = (await list(token, { name: 'Orient' })).list[0];
    const id = String(demo?.id);
    expect(await params(token, '/wrapper/editStatus', { id, status: 'offline' })).toEqual({
      status: 200,
      message: 'Success',
      data: null,
    });
    expect((await list(token, { id })).list[0]?.status).toBe('offline');
    expect(await params(token, '/wrapper/editStatus', { id, status: 'sleeping' })).toEqual(
      refused('status must be online or offline'),
    );
    expect(await params(token, '/wrapper/editStatus', { id: '99999', status: 'online' })).toEqual(
      refused('Wrapper 99999 does not exist'),
    );
    expect((await params(token, '/wrapper/editStatus', { id, status: 'online' })).status).toBe(200);
    expect((await list(token, { id })).list[0]?.status).toBe('online');
  });

  it('deletes a wrapper by id, once', async () => {
    const token = await t.login('admin');
    const { data } = await params<{ id: number }>(token, '/wrapper/add', {
      name: 'Short Lived',
      wrapperurl: 'http://127.0.0.1:7002',
      status: 'offline',
    });
    const id = String(data.id);
    expect(await params(token, '/wrapper/del', { id })).toEqual({
      status: 200,
      message: 'Success',
      data: null,
    });
    expect((await list(token, { id })).totalRecords).toBe(0);
    expect(await params(token, '/wrapper/del', { id })).toEqual(refused(`Wrapper ${id} does not exist`));
    expect(await params(token, '/wrapper/del', { id: 'abc' })).toEqual(refused('id must be a number'));
    expect(await params(token, '/wrapper/del', {})).toEqual(refused('id is required'));
    expect(await params(token, '/wrapper/del', { id: '0' })).toEqual(refused('id must be at least 1'));
  });

  it('answers HTTP 403 to every call without the airlines code or without a session', async () => {
    const demo = (await list(await t.login('admin'))).list[0];
    const id = String(demo?.id);
    const calls: [string, Record<string, string>][] = [
      ['/wrapper/selectAllOrId', {}],
      ['/wrapper/add', { name: 'Nope', wrapperurl: 'http://nope.example', status: 'online' }],
      ['/wrapper/editStatus', { id, status: 'offline' }],
      ['/wrapper/del', { id }],
      ['/wrapper/testConnection', { id }],
    ];
    const before = await rowsInTable();
    for (const name of ['operator', 'limited']) {
      const token = await t.login(name);
      for (const [path, fields] of calls) {
        const response = await t.inject({
          method: 'POST',
          url: `/prod-api${path}?${new URLSearchParams(fields).toString()}`,
          headers: { 'x-token': token },
        });
        expect(response.statusCode, `${name} ${path}`).toBe(403);
        expect(response.json()).toEqual({ status: 403, message: FORBIDDEN_MESSAGE, data: null });
      }
      const edited = await t.inject({
        method: 'POST',
        url: '/prod-api/wrapper/edit',
        headers: { 'x-token': token },
        payload: { id: Number(id), name: 'Nope', wrapperurl: 'http://nope.example', status: 'online' },
      });
      expect(edited.statusCode).toBe(403);
    }
    const anonymous = await t.inject({ method: 'POST', url: '/prod-api/wrapper/selectAllOrId' });
    expect(anonymous.statusCode).toBe(403);
    expect(await rowsInTable()).toEqual(before);
  });
});
