import {
  seatCalls,
  type CallDeclaration,
  type JsonCall,
  type SeatPage,
  type SeatRow,
  type SeatSelectionInfo,
} from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

const freeSeat = (map: SeatSelectionInfo) =>
  map.rows
    .flatMap((row) => map.letters.map((letter) => `${row.number}${letter}`))
    .filter((seat) => !map.taken.includes(seat))
    .at(-1);

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('seats calls as declared (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  // The demo airlines answer over real HTTP: offers, seat maps, EMDs and voids.
  useCaseCalls(t, []);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers every declared call as its answer schema says, before and after a seat is held', async () => {
    const order = await paidOrder(t);
    const at = {
      orderNo: order.order_no,
      passengerId: order.passengers[0]?.id ?? 0,
      segmentId: order.segments[0]?.id ?? 0,
    };
    const map = (await answered(seatCalls.selection, at)) as SeatSelectionInfo;
    expect(map.current).toBeNull();
    const seat = freeSeat(map);
    if (!seat) throw new Error('the demo flight is full');
    expect(await answered(seatCalls.insert, { ...at, seat, remark: 'schema check' })).toMatch(/^Seat /);
    expect(((await answered(seatCalls.selection, at)) as SeatSelectionInfo).current).not.toBeNull();

    const page = (await answered(seatCalls.page, { orderNo: order.order_no })) as SeatPage;
    let row = page.rows[0] as SeatRow;
    for (const status of ['PENDING_PAYMENT', 'PAID', 'ISSUED'])
      row = (await answered(seatCalls.update, { id: row.id, version: row.version, status })) as SeatRow;
    await answered(seatCalls.detail, { id: row.id });

    expect(await answered(seatCalls.page, { seatNo: 'ST99999999' })).toEqual({ rows: [], total: 0 });
    await answered(seatCalls.page, { pageSize: 100 }, 'edreams');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [seatCalls.selection, { orderNo: 'OF1' }],
      [seatCalls.insert, { orderNo: 'OF1', passengerId: 1, segmentId: 1, seat: 'window' }],
      [seatCalls.page, { pageSize: 'many' }],
      [seatCalls.page, { status: 'LOST', createStart: 'soon' }],
      [seatCalls.detail, {}],
      [seatCalls.update, { id: 1, version: 1, status: 'SOLD' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(seatCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
