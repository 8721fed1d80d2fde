import {
  PASSENGER_CHANGE_STATUSES,
  type PassengerChangeDetail,
  type PassengerChangePage,
  type PassengerChangeRow,
  type ApiEnvelope,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { userApi } from '../users/test-helpers';

interface Passenger extends Record<string, unknown> {
  id: number;
  order_no: string;
  surname: string;
  given_name: string;
  gender: string;
  birthday: string;
  nationality: string;
  card_type: string;
  card_num: string;
  card_expired: string;
  card_issue_place: string;
}

describe.each(testEngines())('passenger information changes (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'operator', 'limited']) tokens[name] = await t.login(name);
  });

  const call = async <T>(method: 'GET' | 'POST', url: string, user: string, payload?: object, form = false) =>
    (
      await t.inject({
        method,
        url: `/prod-api${url}`,
        headers: {
          'x-token': tokens[user] ?? '',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        payload: form
          ? new URLSearchParams(
              Object.entries(payload ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
            ).toString()
          : payload,
      })
    ).json<ApiEnvelope<T>>();

  /** An adult of a ticketed order of the platform still to fly, with no change yet. */
  const passenger = async (platform = 1, skip = 0) => {
    const [row] = await queryRows<Passenger>(
      t.database.db,
      sql`select p.id::int as id, o.order_no, p.surname, p.given_name, p.gender, p.birthday, p.nationality,
          p.card_type, p.card_num, to_char(p.card_expired, 'YYYY-MM-DD') as card_expired, p.card_issue_place
        from order_passengers p join orders o on o.id = p.order_id
        where o.platform_type = ${platform} and o.status = 'TICKETED' and p.age_type = 0
          and o.depart_time > now() + interval '2 days' and p.card_expired > now() + interval '1 year'
          and length(p.surname) > 4
          and not exists (select 1 from after_sales_cases c where c.order_id = o.id)
        order by p.id limit 1 offset ${skip}`,
    );
    if (!row) throw new Error('no passenger to change');
    return row;
  };
  const asked = (p: Passenger, changes: Record<string, string> = {}) => ({
    orderNo: p.order_no,
    passengerId: p.id,
    changeType: 'NAME_CORRECTION',
    name: `${p.surname}/${p.given_name}`,
    gender: p.gender,
    birthday: p.birthday,
    nationality: p.nationality,
    cardType: p.card_type,
    cardNum: p.card_num,
    cardExpired: p.card_expired,
    cardIssuePlace: p.card_issue_place,
    ...changes,
  });
  const add = (fields: object, user = 'admin') =>
    call<PassengerChangeRow>('POST', '/passengerInfoChanging/add', user, fields, true);
  const update = (
    change: { id: number; version: number },
    status: string,
    extra: object = {},
    user = 'admin',
  ) =>
    call<PassengerChangeRow>('POST', '/passengerInfoChanging/update', user, {
      id: change.id,
      version: change.version,
      status,
      ...extra,
    });

  // First: the later tests add changes of their own.
  it('finds demo changes in every state on both platforms', async () => {
    for (const user of ['admin', 'edreams']) {
      const page = await call<PassengerChangePage>(
        'GET',
        '/passengerInfoChanging/pageList?pageSize=100',
        user,
      );
      expect([...new Set(page.data.pageList.map((row) => row.status))].sort(), user).toEqual(
        [...PASSENGER_CHANGE_STATUSES].sort(),
      );
    }
  });

  it('corrects a name through the airline and writes it onto the order’s passenger', async () => {
    const p = await passenger();
    const corrected = `${p.surname.slice(0, -1)}X/${p.given_name}`.toUpperCase();
    const opened = await add(asked(p, { name: corrected, remark: 'Typo at booking' }));
    expect(opened.message).toBe('Success');
    expect(opened.data).toMatchObject({ status: 'REQUESTED', version: 1, changeType: 'NAME_CORRECTION' });
    expect(opened.data.changeNo).toMatch(/^PC\d{8}$/);
    expect(opened.data.changes).toEqual([
      { field: 'name', before: `${p.surname}/${p.given_name}`.toUpperCase(), after: corrected },
    ]);

    const submitted = await update(opened.data, 'SUBMITTED');
    // Submitting updates nothing yet, and says so.
    expect(submitted.message).toBe(
      `Passenger change ${opened.data.changeNo} was sent to the airline; the passenger is updated once it is done`,
    );
    const done = await update(submitted.data, 'DONE');
    expect(done).toMatchObject({
      status: 200,
      message: 'Successfully updated passengers',
      data: { status: 'DONE' },
    });
    const [after] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select upper(surname || '/' || given_name) as name from order_passengers where id = ${p.id}`,
    );
    expect(after?.name).toBe(corrected);
    const detail = await call<PassengerChangeDetail>(
      'GET',
      `/passengerInfoChanging/detail?id=${opened.data.id}`,
      'admin',
    );
    expect(detail.data.records.map((record) => record.toStatus)).toEqual(['REQUESTED', 'SUBMITTED', 'DONE']);
    expect(detail.data.records.at(-1)?.content).toContain('Passenger updated: name');
  });

  it('refuses a correction of more letters than the airline allows, and a document update that renames', async () => {
    const p = await passenger(1, 1);
    const before = `${p.surname}/${p.given_name}`.toUpperCase();
    const renamed = await add(asked(p, { name: 'SOMEBODY/ELSE' }));
    expect(renamed.status).toBe(400);
    expect(renamed.message).toMatch(
      new RegExp(
        `^name: a name correction may change at most 3 letters; ${before.replace('/', '\\/')} → SOMEBODY/ELSE changes \\d+, which needs a new ticket$`,
      ),
    );
    const sneaky = await add(
      asked(p, { changeType: 'DOCUMENT_UPDATE', name: `${p.surname}X/${p.given_name}` }),
    );
    expect(sneaky.message).toBe('name: a document update keeps the name; a new name is a name correction');
    const nothing = await add(asked(p, { changeType: 'DOCUMENT_UPDATE' }));
    expect(nothing.message).toBe('The change asks for nothing new: every field is as it is on the order');
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from after_sales_cases where passenger_ids @> array[${p.id}::bigint]`,
    );
    expect(count?.n).toBe(0);
  });

  it('updates documents, refuses illegal and stale moves, and asks a reason for a rejection', async () => {
    const p = await passenger(1, 2);
    const opened = (await add(asked(p, { changeType: 'DOCUMENT_UPDATE', cardNum: 'ZX9988776' }))).data;
    expect(opened.changes).toEqual([{ field: 'document number', before: p.card_num, after: 'ZX9988776' }]);
    expect((await update(opened, 'DONE')).message).toBe(
      `Passenger change ${opened.changeNo} is REQUESTED: it cannot move to DONE`,
    );
    const submitted = (await update(opened, 'SUBMITTED')).data;
    expect((await update(opened, 'DONE')).message).toMatch(
      /^This case was changed by admin at .+; reload it$/,
    );
    expect((await update(submitted, 'REJECTED')).message).toBe(
      'reason is required when the airline rejects a passenger change',
    );
    const rejected = await update(submitted, 'REJECTED', { reason: 'Airline refuses document changes' });
    expect(rejected.data.status).toBe('REJECTED');
    const [still] = await queryRows<{ card_num: string }>(
      t.database.db,
      sql`select card_num from order_passengers where id = ${p.id}`,
    );
    expect(still?.card_num).toBe(p.card_num);
  });

  it('lists changes with filters, and keeps each platform and code to its own', async () => {
    const p = await passenger(2);
    const opened = (await add(asked(p, { changeType: 'DOCUMENT_UPDATE', cardNum: 'QQ1234567' }), 'edreams'))
      .data;
    const mine = await call<PassengerChangePage>(
      'GET',
      `/passengerInfoChanging/pageList?orderNo=${p.order_no}`,
      'edreams',
    );
    expect(mine.data.pageList.map((row) => row.changeNo)).toEqual([opened.changeNo]);
    const other = await call<PassengerChangePage>(
      'GET',
      `/passengerInfoChanging/pageList?orderNo=${p.order_no}`,
      'operator',
    );
    expect(other.data.totalCount).toBe(0);
    expect((await call('GET', '/passengerInfoChanging/pageList', 'limited')).status).toBe(403);
    expect((await add(asked(p), 'limited')).status).toBe(403);
  });

  it('lets the ticket change desk (1005-2 alone) open a change, as calls.md says, and nothing more', async () => {
    const users = userApi(t);
    const admin = tokens.admin ?? '';
    for (const [name, code] of [
      ['desk2', '1005-2'],
      ['orders1', '1001-1'],
    ] as const) {
      const role = await users.addRole(admin, { name: `Only ${code}`, codes: [code] });
      expect(role.status).toBe(200);
      await users.createUser(admin, name, [`Only ${code}`], { platformType: 1 });
      tokens[name] = await t.login(name, `${name}-secret-1`);
    }
    const p = await passenger(1, 1);
    const opened = await add(asked(p, { changeType: 'DOCUMENT_UPDATE', cardNum: 'QQ7654321' }), 'desk2');
    expect(opened).toMatchObject({ status: 200, data: { orderNo: p.order_no, createdBy: 'desk2' } });
    // The list, the detail and the moves stay the passenger desk's (1005-4).
    expect((await call('GET', '/passengerInfoChanging/pageList', 'desk2')).status).toBe(403);
    expect((await call('GET', `/passengerInfoChanging/detail?id=${opened.data.id}`, 'desk2')).status).toBe(
      403,
    );
    expect((await update(opened.data, 'CANCELLED', {}, 'desk2')).status).toBe(403);
    expect(
      (await add(asked(p, { changeType: 'DOCUMENT_UPDATE', cardNum: 'QQ1111111' }), 'orders1')).status,
    ).toBe(403);
  });
});
