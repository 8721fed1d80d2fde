import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { testEngines } from '../test/databases';

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

  it('leaves a message the catalog does not know in English', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/prod-api/onefly/order/reconfirm',
      headers: {
        'x-token': await t.login('admin'),
        'content-type': 'application/json',
        'accept-language': 'zh',
      },
      payload: '{not json',
    });
    expect(response.json<Answer>()).toMatchObject({ status: 400, message: 'Request body is not valid JSON' });
  });
});
