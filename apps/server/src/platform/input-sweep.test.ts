import * as contract from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/app';
import { tableCounts, testEngines } from '../test/databases';

/** The answer schemas of the declared calls (and the objects inside them): they describe no request. */
function answerObjects(): Set<z.ZodType> {
  const found = new Set<z.ZodType>();
  const visit = (schema: z.ZodType) => {
    if (found.has(schema)) return;
    found.add(schema);
    if (schema instanceof z.ZodObject)
      Object.values(schema.shape).forEach((field) => visit(field as z.ZodType));
    if (schema instanceof z.ZodArray) visit(schema.element as z.ZodType);
    if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
      visit(schema.unwrap() as z.ZodType);
  };
  for (const calls of Object.values(contract.declaredCalls))
    for (const call of Object.values(calls)) visit(call.answer);
  return found;
}

/** Every top-level field name of every request schema of the contract. */
function contractFieldNames(): string[] {
  const answers = answerObjects();
  const names = new Set<string>();
  for (const value of Object.values(contract)) {
    if (value instanceof z.ZodObject && !answers.has(value))
      Object.keys(value.shape).forEach((name) => names.add(name));
  }
  return [...names].sort();
}

/** The field names a declared input reads (through pipes and preprocessing). */
function inputFieldNames(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe)
    return [...inputFieldNames(schema.in as z.ZodType), ...inputFieldNames(schema.out as z.ZodType)];
  return [];
}

/** Each declared call's own input fields, by `METHOD /prod-api/path`. */
function declaredFields(): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const calls of Object.values(contract.declaredCalls))
    for (const call of Object.values(calls))
      byRoute.set(`${call.method} /prod-api${call.path}`, inputFieldNames(call.input));
  return byRoute;
}

const BAD_VALUES = ['a\u0000b', 'a\u001bb', 'a\u202eb', 'x'.repeat(10_000)];
/** Fields of other calls each route is also sent, in turn, so that every name meets the guard somewhere. */
const FOREIGN_PER_ROUTE = 8;

/**
 * The generated probe of the security review: every call of the route table, each field its declaration
 * reads and, in turn, fields the contract knows for other calls (every name on some call), each with a
 * NUL, a control character, a bidirectional override or 10,000 characters (in turn), as query, form or
 * JSON: always a 400 naming the field, and nothing written. The guard is one hook for every route, so
 * every name on every route (the first form of this probe, 40,000 calls per engine) proved no more.
 */
describe.each(testEngines())('every field of every call refuses bad text (%s)', (engine) => {
  const routes: { method: string; url: string }[] = [];
  const t = useTestApp(engine, {
    prepare: (app) =>
      app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method !== 'HEAD' && route.url.startsWith('/prod-api/'))
            routes.push({ method, url: route.url });
        }
      }),
  });

  it('answers 400 naming the field on every call, and writes nothing', async () => {
    const fields = contractFieldNames();
    const own = declaredFields();
    expect(routes.length).toBeGreaterThan(50);
    expect(fields.length).toBeGreaterThan(40);
    const probed = new Set<string>();
    const tokens = {
      onefly: await t.login('admin'),
      edreams: await t.login('edreams'),
      every: await t.login('support'),
    };
    const before = await tableCounts(t.database.db);
    const refusedWrongly: string[] = [];
    let sent = 0;
    for (const [r, route] of routes.entries()) {
      const foreign = Array.from(
        { length: FOREIGN_PER_ROUTE },
        (_, k) => fields[(r * FOREIGN_PER_ROUTE + k) % fields.length] ?? '',
      );
      const routeFields = [...new Set([...(own.get(`${route.method} ${route.url}`) ?? []), ...foreign])];
      const token = route.url.startsWith('/prod-api/onefly/')
        ? tokens.onefly
        : route.url.startsWith('/prod-api/edreams/')
          ? tokens.edreams
          : tokens.every;
      for (const [i, field] of routeFields.entries()) {
        probed.add(field);
        const value = BAD_VALUES[(sent += 1) % BAD_VALUES.length] ?? '';
        const asJson = i % 2 === 0;
        const response = await t.inject({
          method: route.method as 'GET' | 'POST',
          url: route.method === 'GET' ? `${route.url}?${new URLSearchParams({ [field]: value })}` : route.url,
          headers: {
            'x-token': token,
            ...(route.method === 'GET'
              ? {}
              : { 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded' }),
          },
          ...(route.method === 'GET'
            ? {}
            : {
                payload: asJson
                  ? JSON.stringify({ [field]: value })
                  : new URLSearchParams({ [field]: value }).toString(),
              }),
        });
        const body = response.json<{ status: number; message: string }>();
        if (body.status !== 400 || !body.message.startsWith(`${field} `)) {
          refusedWrongly.push(
            `${route.method} ${route.url} ${field}: ${response.statusCode} ${body.status} ${body.message}`,
          );
        }
      }
    }
    expect(refusedWrongly.slice(0, 10)).toEqual([]);
    expect(fields.filter((field) => !probed.has(field))).toEqual([]);
    expect(await tableCounts(t.database.db)).toEqual(before);
  }, 120_000);
});
