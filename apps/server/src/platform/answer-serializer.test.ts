import { declaredCalls, isFileCall, type CallDeclaration } from '@ota/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelopeSerializer } from './answer-serializer';

const envelope = (data: unknown) => ({ status: 200, message: 'Success', data });
const serialize = (answer: z.ZodType, data: unknown, onDrift = () => undefined) =>
  JSON.parse(envelopeSerializer(answer, onDrift)(envelope(data))) as unknown;

describe('answers serialised from their schemas', () => {
  it('compiles a serializer for every declared JSON call', () => {
    const calls = Object.values(declaredCalls).flatMap((domain) =>
      Object.values(domain as Record<string, CallDeclaration>),
    );
    const fallen = calls
      .filter((call) => !isFileCall(call))
      .filter((call) => envelopeSerializer(call.answer as z.ZodType, () => undefined) === JSON.stringify)
      .map((call) => `${call.method} ${call.path}`);
    expect(fallen).toEqual([]);
  });

  it('writes what JSON.stringify writes for an answer that fits the schema', () => {
    const answer = z.object({
      id: z.number().int(),
      price: z.number(),
      name: z.string().nullable(),
      status: z.enum(['OPEN', 'CLOSED']).nullable(),
      kind: z.union([z.literal(0), z.literal(1)]),
      tags: z.array(z.string()),
      counts: z.record(z.string(), z.number()),
      note: z.string().optional(),
      line: z.object({ code: z.string() }).nullable(),
    });
    const data = {
      id: 7,
      price: 12.5,
      name: null,
      status: 'OPEN',
      kind: 1,
      tags: ['a', 'é"\n'],
      counts: { EUR: 2 },
      line: { code: 'X' },
    };
    expect(serialize(answer, data)).toEqual(envelope(data));
    expect(serialize(answer, { ...data, name: 'n', status: null, line: null, note: 'x' })).toEqual(
      envelope({ ...data, name: 'n', status: null, line: null, note: 'x' }),
    );
  });

  it('writes values as they are, not as a constant or a truncated integer would be', () => {
    expect(serialize(z.object({ n: z.number().int(), c: z.literal('A') }), { n: 1.5, c: 'B' })).toEqual(
      envelope({ n: 1.5, c: 'B' }),
    );
  });

  it('tells a union of objects apart by their fields', () => {
    const answer = z.array(
      z.union([
        z.object({ type: z.literal('a'), x: z.number() }).strict(),
        z.object({ type: z.literal('b'), y: z.string() }).strict(),
      ]),
    );
    const data = [
      { type: 'b', y: 'why' },
      { type: 'a', x: 1 },
    ];
    expect(serialize(answer, data)).toEqual(envelope(data));
  });

  it('leaves out what the schema does not name', () => {
    expect(serialize(z.object({ a: z.number() }), { a: 1, secret: 'x' })).toEqual(envelope({ a: 1 }));
  });

  it('writes an answer missing a field as JSON.stringify does, and reports the drift', () => {
    const onDrift = vi.fn();
    const data = { a: 1 };
    expect(serialize(z.object({ a: z.number(), b: z.string() }), data, onDrift)).toEqual(envelope(data));
    expect(onDrift).toHaveBeenCalledOnce();
  });
});
