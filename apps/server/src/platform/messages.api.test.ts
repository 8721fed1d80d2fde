import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/app';
import { queryRows, testEngines } from '../test/databases';

type Answer = { status: number; message: string };

describe.each(testEngines())('messages in the language sent (%s)', (engine) => {
  const t = useTestApp(engine);

  const reconfirm = async (language: string | undefined, orderNo: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/prod-api/onefly/order/reconfirm',
      headers: {
        'x-token': await t.login('admin'),
        'content-type': 'application/json',
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: JSON.stringify({ orderNo }),
    });
    return response.json<Answer>();
  };

  it('answers a refusal in zh, ja, es, ko and en', async () => {
    const expected: Record<string, string> = {
      en: 'Order OF0 does not exist',
      zh: '订单 OF0 不存在',
      ja: '注文 OF0 は存在しません',
      es: 'El pedido OF0 no existe',
      ko: '주문 OF0이(가) 없습니다',
    };
    for (const [language, message] of Object.entries(expected))
      expect(await reconfirm(language, 'OF0')).toMatchObject({ status: 400, message });
    expect(await reconfirm(undefined, 'OF0')).toMatchObject({ message: expected.en });
  });

  it('answers a validation refusal in the language, the field named as the spec names it', async () => {
    expect(await reconfirm('ja', '')).toMatchObject({ status: 400, message: 'orderNo は必須です' });
  });

  const send = async (language: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.inject({
      method,
      url: `/prod-api${url}`,
      headers: {
        'x-token': await t.login('admin'),
        'accept-language': language,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    return response.json<Answer>();
  };

  it('answers a body that is not JSON in the language', async () => {
    expect(await send('zh', 'POST', '/onefly/order/reconfirm', '{not json')).toMatchObject({
      status: 400,
      message: '请求内容不是有效的 JSON',
    });
    expect(await send('en', 'POST', '/onefly/order/reconfirm', '{not json')).toMatchObject({
      message: 'Request body is not valid JSON',
    });
  });

  it('answers a field rule written in a schema in the language', async () => {
    expect(await send('zh', 'GET', '/onefly/order/search?pnr=AB1')).toMatchObject({
      status: 400,
      message: 'pnr 必须是 6 位字母或数字',
    });
    // The wrapper form puts a message under its field when it starts with the field's name.
    const wrapper = { name: 'Probe', wrapperurl: 'ftp://files.example.com', status: 'offline' };
    expect(await send('zh', 'POST', '/wrapper/add', wrapper)).toMatchObject({
      status: 400,
      message: 'wrapperurl 必须是 http:// 或 https:// 网址',
    });
  });

  it("answers a passenger's birthday that does not fit the age type in the language", async () => {
    const [passenger] = await queryRows<{ order_no: string; id: number }>(
      t.database.db,
      sql`select o.order_no, p.id from orders o join order_passengers p on p.order_id = o.id
        where o.platform_type = 1 and o.status = 'TICKETED' and p.age_type = 0 order by o.id, p.id limit 1`,
    );
    if (!passenger) throw new Error('no ticketed order with an adult in the demo data');
    const update = {
      id: passenger.id,
      name: 'GARCIA/ANA',
      gender: 'F',
      birthday: `${new Date().getUTCFullYear() - 1}0101`,
      nationality: 'ES',
      cardType: 'PASSPORT',
      cardNum: 'X1234567',
      cardExpired: '2099-01-01',
      cardIssuePlace: 'ES',
    };
    const body = { orderNo: passenger.order_no, passengers: [update] };
    expect(await send('zh', 'POST', '/onefly/order/updatePassengers', body)).toMatchObject({
      status: 400,
      message: 'passengers[0].birthday 不符合成人（出发时年满 12 岁）',
    });
    expect(await send('en', 'POST', '/onefly/order/updatePassengers', body)).toMatchObject({
      message: 'passengers[0].birthday does not fit an adult (12 or older at departure)',
    });
  });
});
