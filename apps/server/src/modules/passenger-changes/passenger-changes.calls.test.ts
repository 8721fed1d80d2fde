import {
  UPDATE_PASSENGERS_SUCCESS,
  passengerChangeCalls,
  type CallDeclaration,
  type JsonCall,
  type PassengerChangeRow,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('passenger change calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.admin = await t.login('admin');
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>) =>
    calls.answered(call, input, tokens.admin ?? '');

  /** The order's first passenger as the add form sends it, with one letter of the surname corrected. */
  const corrected = async (orderId: number) => {
    const [passenger] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select id::int as "passengerId", gender, birthday, nationality, card_type as "cardType",
          card_num as "cardNum", card_expired as "cardExpired", card_issue_place as "cardIssuePlace"
        from order_passengers where order_id = ${orderId} order by seq limit 1`,
    );
    return { ...passenger, name: 'TESTOR/ADA' };
  };

  it('answers every declared call as its answer schema says, the move with what it did', async () => {
    const order = await paidOrder(t);
    const change = (await answered(passengerChangeCalls.add, {
      orderNo: order.order_no,
      changeType: 'NAME_CORRECTION',
      ...(await corrected(order.id)),
    })) as PassengerChangeRow;
    expect(change.changes).toEqual([{ field: 'name', before: 'TESTER/ADA', after: 'TESTOR/ADA' }]);
    await answered(passengerChangeCalls.page, {});
    expect(await answered(passengerChangeCalls.page, { changeNo: 'PC99999999' })).toEqual({
      pageList: [],
      totalCount: 0,
    });

    const submitted = (await answered(passengerChangeCalls.update, {
      id: change.id,
      version: change.version,
      status: 'SUBMITTED',
    })) as PassengerChangeRow;
    const done = await calls.send(
      passengerChangeCalls.update,
      { id: submitted.id, version: submitted.version, status: 'DONE' },
      tokens.admin ?? '',
    );
    expect(done.body).toMatchObject({ status: 200, message: UPDATE_PASSENGERS_SUCCESS });
    expect(passengerChangeCalls.update.answer.parse(done.body.data)).toEqual(done.body.data);
    expect(await answered(passengerChangeCalls.detail, { id: change.id })).toMatchObject({ status: 'DONE' });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [passengerChangeCalls.add, { orderNo: 'OF1', passengerId: 1, changeType: 'NEW_FACE' }],
      [passengerChangeCalls.page, { pageSize: 'many' }],
      [passengerChangeCalls.detail, {}],
      [passengerChangeCalls.update, { id: 1, version: 1, status: 'LATER' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(passengerChangeCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
