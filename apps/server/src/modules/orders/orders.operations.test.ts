import { UPDATE_PASSENGERS_SUCCESS, type OrderDetail, type PassengerUpdate } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer<T> = { status: number; message: string; data: T };

describe.each(testEngines())('order re-create and passenger updates (%s)', (engine) => {
  const t = useTestApp(engine);

  const post = async (user: string, url: string, body: unknown) =>
    t.inject({
      method: 'POST',
      url: `/prod-api${url}`,
      headers: { 'x-token': await t.login(user), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  const orderOf = async (status: string, platformType = 1) => {
    const [row] = await queryRows<{ order_no: string; id: number }>(
      t.database.db,
      sql`select order_no, id from orders where platform_type = ${platformType} and status = ${status}
        order by id limit 1`,
    );
    if (!row) throw new Error(`no demo order in ${status}`);
    return row;
  };

  const lastRecord = async (orderId: number) => {
    const [row] = await queryRows<{ operator: string; content: string }>(
      t.database.db,
      sql`select operator, content from order_operation_records where order_id = ${orderId}
        order by create_time desc, id desc limit 1`,
    );
    return row;
  };

  const detail = async (orderNo: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/prod-api/onefly/order/detail?orderNo=${orderNo}`,
      headers: { 'x-token': await t.login('admin') },
    });
    const first = response.json<Answer<OrderDetail[]>>().data[0];
    if (!first) throw new Error(`no detail for ${orderNo}`);
    return first;
  };

  it('re-creates a failed booking: TICKETING_FAILED → TICKETING with a record', async () => {
    const order = await orderOf('TICKETING_FAILED');
    const answer = (await post('operator', '/orderOperation/reCreate', { orderNo: order.order_no })).json();
    expect(answer).toEqual({
      status: 200,
      message: `Order ${order.order_no} sent for ticketing again`,
      data: { orderNo: order.order_no, status: 'TICKETING' },
    });
    expect(await lastRecord(order.id)).toEqual({
      operator: 'operator',
      content: expect.stringMatching(
        /^Booking re-created: ticketing requested again from airline [A-Z0-9]{2}$/,
      ),
    });
    const again = (await post('operator', '/orderOperation/reCreate', { orderNo: order.order_no })).json();
    expect(again).toEqual({
      status: 400,
      message: `Order ${order.order_no} is TICKETING: only a TICKETING_FAILED order can be re-created`,
      data: null,
    });
  });

  it('refuses re-creating other platforms’ orders and without 1001-1', async () => {
    const order = await orderOf('TICKETING_FAILED', 2);
    expect(
      (await post('admin', '/orderOperation/reCreate', { orderNo: order.order_no })).json(),
    ).toMatchObject({
      status: 400,
      message: `Order ${order.order_no} does not exist`,
    });
    expect((await post('limited', '/orderOperation/reCreate', { orderNo: order.order_no })).statusCode).toBe(
      403,
    );
  });

  /** An order's passengers as the edit form sends them back; TICKETING: not ticketed yet. */
  const editable = async (status = 'TICKETING') => {
    const order = await orderOf(status);
    const current = await detail(order.order_no);
    const updates: PassengerUpdate[] = current.passengers.map((p) => ({
      id: p.id,
      name: p.name,
      gender: p.gender,
      birthday: p.birthday,
      nationality: p.nationality,
      cardType: p.cardType,
      cardNum: p.cardNum,
      cardExpired: p.cardExpired,
      cardIssuePlace: p.cardIssuePlace,
    }));
    return { order, current, updates };
  };

  it('updates passengers, refreshes what the list searches and records who changed what', async () => {
    const { order, current, updates } = await editable();
    const [first] = updates;
    if (!first) throw new Error('no passenger');
    const before = current.passengers[0]?.name;
    const changed = { ...first, name: 'Zyxwvu/Quentin  Marie', cardNum: 'zz1234567' };
    const answer = await post('admin', '/onefly/order/updatePassengers', {
      orderNo: order.order_no,
      passengers: [changed, ...updates.slice(1)],
    });
    expect(answer.json()).toEqual({ status: 200, message: UPDATE_PASSENGERS_SUCCESS, data: null });

    const after = await detail(order.order_no);
    expect(after.passengers[0]).toMatchObject({
      name: 'ZYXWVU/QUENTIN MARIE',
      nameForShow: 'Quentin Marie Zyxwvu',
      cardNum: 'ZZ1234567',
    });
    expect(after.summary.passengerName).toBe('Quentin Marie Zyxwvu');
    expect(await lastRecord(order.id)).toEqual({
      operator: 'admin',
      content: `Passengers updated: ${before} (name, cardNum)`,
    });
    const search = await t.inject({
      method: 'GET',
      url: '/prod-api/onefly/order/search?passengerName=zyxwvu',
      headers: { 'x-token': await t.login('admin') },
    });
    expect(
      search.json<Answer<{ content: { orderNo: string }[] }>>().data.content.map((r) => r.orderNo),
    ).toEqual([order.order_no]);
  });

  it('refuses a name or document change of a ticketed passenger, naming the passenger change', async () => {
    const { order, current, updates } = await editable('TICKETED');
    const [first] = updates;
    const passenger = current.passengers[0];
    if (!first || !passenger?.ticketNo) throw new Error('no ticketed passenger');
    const update = (change: Partial<PassengerUpdate>) =>
      post('admin', '/onefly/order/updatePassengers', {
        orderNo: order.order_no,
        passengers: [{ ...first, ...change }, ...updates.slice(1)],
      }).then((response) => response.json<Answer<null>>());

    const renamed = await update({ name: 'SMITHSON/JOHNATHAN' });
    expect(renamed).toEqual({
      status: 400,
      message:
        `passengers[0]: ${passenger.name} is ticketed (${passenger.ticketNo}), so a change of name needs a ` +
        'passenger change: open a passenger change for this passenger from the order',
      data: null,
    });
    expect((await update({ cardNum: 'ZZ7654321', nationality: 'PT' })).message).toContain(
      'a change of nationality, cardNum needs a passenger change',
    );
    expect((await detail(order.order_no)).passengers[0]?.name).toBe(passenger.name);

    // What the ticket does not carry still changes directly.
    const gender = first.gender === 'M' ? 'F' : 'M';
    expect(await update({ gender })).toEqual({ status: 200, message: UPDATE_PASSENGERS_SUCCESS, data: null });
    expect((await detail(order.order_no)).passengers[0]?.gender).toBe(gender);

    // In the operator's language.
    const spanish = await t.inject({
      method: 'POST',
      url: '/prod-api/onefly/order/updatePassengers',
      headers: {
        'x-token': await t.login('admin'),
        'content-type': 'application/json',
        'accept-language': 'es',
      },
      payload: JSON.stringify({ orderNo: order.order_no, passengers: [{ ...first, name: 'SMITHSON/JOHN' }] }),
    });
    expect(spanish.json<Answer<null>>().message).toContain('requiere un cambio de pasajero');
  });

  it('checks each passenger belongs to the order and still fits its age type', async () => {
    const { order, updates } = await editable();
    const [first] = updates;
    if (!first) throw new Error('no passenger');
    const [stranger] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select p.id from order_passengers p join orders o on o.id = p.order_id
        where o.order_no <> ${order.order_no} order by p.id limit 1`,
    );
    const update = (passenger: Partial<PassengerUpdate>) =>
      post('admin', '/onefly/order/updatePassengers', {
        orderNo: order.order_no,
        passengers: [{ ...first, ...passenger }],
      }).then((response) => response.json<Answer<null>>());

    expect(await update({ id: stranger?.id })).toEqual({
      status: 400,
      message: `passengers[0].id ${stranger?.id} is not a passenger of order ${order.order_no}`,
      data: null,
    });
    const lastYear = String(new Date().getUTCFullYear() - 1);
    expect((await update({ birthday: `${lastYear}0101` })).message).toBe(
      'passengers[0].birthday does not fit an adult (12 or older at departure)',
    );
  });

  it.each([
    [{ name: 'GARCIA ANA' }, 'passengers[0].name must be SURNAME/GIVEN NAMES in letters'],
    [{ name: 'GARCIA/4NA' }, 'passengers[0].name must be SURNAME/GIVEN NAMES in letters'],
    [{ birthday: '1990-01-01' }, 'passengers[0].birthday must be a date YYYYMMDD'],
    [{ birthday: '29990101' }, 'passengers[0].birthday must not be in the future'],
    [{ cardExpired: '2001-01-01' }, 'passengers[0].cardExpired must be in the future'],
    [{ cardExpired: '20310101' }, 'passengers[0].cardExpired must be a date YYYY-MM-DD'],
    [{ cardNum: 'A-1' }, 'passengers[0].cardNum must be 5 to 20 letters or digits'],
    [{ nationality: 'ESP' }, 'passengers[0].nationality must be a 2-letter country code'],
    [{ gender: 'X' }, 'passengers[0].gender must be M or F'],
    [{ cardType: 'VISA' }, 'passengers[0].cardType must be one of PASSPORT, ID_CARD'],
  ])('refuses %o naming the field', async (passenger, message) => {
    const { order, updates } = await editable();
    const answer = await post('admin', '/onefly/order/updatePassengers', {
      orderNo: order.order_no,
      passengers: [{ ...updates[0], ...passenger }],
    });
    expect(answer.json()).toEqual({ status: 400, message, data: null });
  });

  it('refuses changes to a finished order, an empty list, and the wrong prefix', async () => {
    const completed = await orderOf('COMPLETED');
    const detailOfCompleted = await detail(completed.order_no);
    const passenger = detailOfCompleted.passengers[0];
    const answer = await post('admin', '/onefly/order/updatePassengers', {
      orderNo: completed.order_no,
      passengers: [{ ...passenger, name: passenger?.name, cardExpired: '2099-01-01' }],
    });
    expect(answer.json()).toMatchObject({
      status: 400,
      message: `Passengers of order ${completed.order_no} cannot be changed in status COMPLETED`,
    });
    expect(
      (
        await post('admin', '/onefly/order/updatePassengers', { orderNo: completed.order_no, passengers: [] })
      ).json(),
    ).toMatchObject({ message: 'passengers must have at least 1 items' });
    expect(
      (await post('admin', '/edreams/order/updatePassengers', { orderNo: 'X', passengers: [] })).statusCode,
    ).toBe(403);
  });
});
