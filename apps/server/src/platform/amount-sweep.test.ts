import { AMOUNT_FIELDS, MAX_DOCUMENT_AMOUNT } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { tableDigests, testEngines } from '../test/databases';

/** Values no amount field takes: too precise, beyond any column, not a number. */
const ALWAYS_BAD = ['1.001', '-0.001', '1000000000000.00', '999999999999.999', 'NaN', '1e3'];

/** Values some amount fields take: refused where every rule of that field name refuses them. */
function ruleBad(field: string): string[] {
  const rules = AMOUNT_FIELDS.get(field) ?? [];
  const bad: string[] = [];
  if (rules.every((rule) => rule.sign !== 'signed')) bad.push('-500.00', '-999999999999.99');
  if (rules.every((rule) => rule.sign === 'positive')) bad.push('0', '0.00');
  if (rules.every((rule) => rule.max === MAX_DOCUMENT_AMOUNT)) bad.push('1000000.00', '999999999999.99');
  return bad;
}

/**
 * The generated probe of issue 20: every amount field the contract declares, sent to every call of
 * the route table (JSON and form in turn) with negative, zero, too-precise and too-large values.
 * A call whose input has that field answers 400 naming it for every value its rule refuses; no call
 * answers 5xx; nothing is written.
 */
describe.each(testEngines())('every amount field of every call (%s)', (engine) => {
  const routes: string[] = [];
  const t = useTestApp(engine, {
    prepare: (app) =>
      app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // Amounts come in bodies; signing out is the one call that acts on an empty body.
        if (
          methods.includes('POST') &&
          route.url.startsWith('/prod-api/') &&
          route.url !== '/prod-api/logout'
        )
          routes.push(route.url);
      }),
  });

  it('refuses each bad amount naming the field, never answers 5xx, and writes nothing', async () => {
    const fields = [...AMOUNT_FIELDS.keys()].sort();
    expect(fields).toEqual(
      expect.arrayContaining(['serviceCharge', 'serviceFee', 'confirmedAmount', 'amount']),
    );
    const token = await t.login('support');
    const before = await tableDigests(t.database.db);
    const faults: string[] = [];
    const namedBy = new Map<string, string[]>();
    let sent = 0;
    for (const url of routes) {
      for (const field of fields) {
        const send = async (value: string) => {
          const asJson = (sent += 1) % 2 === 0;
          const response = await t.inject({
            method: 'POST',
            url,
            headers: {
              'x-token': token,
              'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded',
            },
            payload: asJson
              ? JSON.stringify({ [field]: value })
              : new URLSearchParams({ [field]: value }).toString(),
          });
          const body = response.json<{ status: number; message: string }>();
          if (response.statusCode >= 500 || body.status >= 500)
            faults.push(`${url} ${field}=${value}: ${response.statusCode} ${body.message}`);
          return { status: body.status, named: body.message.startsWith(`${field} `), message: body.message };
        };
        const first = await send(ALWAYS_BAD[0] ?? '');
        // A call whose input lacks the field leaves it aside: its answer names another field.
        if (!first.named) continue;
        namedBy.set(field, [...(namedBy.get(field) ?? []), url]);
        for (const value of [...ALWAYS_BAD.slice(1), ...ruleBad(field)]) {
          const answer = await send(value);
          if (answer.status !== 400 || !answer.named)
            faults.push(`${url} ${field}=${value}: ${answer.status} ${answer.message}`);
        }
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
    // Every amount field is checked by at least one call (the field's own).
    expect(fields.filter((field) => !namedBy.has(field))).toEqual([]);
    expect(await tableDigests(t.database.db)).toEqual(before);
  }, 300_000);
});
