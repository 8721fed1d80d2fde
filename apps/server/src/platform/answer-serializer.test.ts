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
    for (const call of calls.filter((declared) => !isFileCall(declared))) {
      expect(() => envelopeSerializer(call.answer as z.ZodType, () => undefined)).not.toThrow();
    }
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

  it('writes a union of objects as JSON.stringify does', () => {
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

  it.each([
    ['null for a text', { text: null }],
    ['null for a number', { amount: null }],
    ['an amount as text', { amount: '1.50' }],
    ['a text for a flag', { flag: 'no' }],
    ['null for a list', { list: null }],
    ['a text in a list of numbers', { list: ['1'] }],
  ])('never coerces a value (%s): the envelope is written as JSON.stringify writes it', (_case, change) => {
    const onDrift = vi.fn();
    const answer = z.object({
      text: z.string(),
      amount: z.number(),
      flag: z.boolean(),
      list: z.array(z.number()),
    });
    const data = { text: 'x', amount: 2, flag: true, list: [1], ...change };
    expect(envelopeSerializer(answer, onDrift)(envelope(data))).toBe(JSON.stringify(envelope(data)));
    expect(onDrift).toHaveBeenCalledOnce();
  });

  it('escapes texts as JSON.stringify does', () => {
    const texts = ['plain', 'quote " and \\ back', 'line\nbreak\u0001', 'lone \ud800 surrogate', '中文 ü 😀'];
    const answer = z.array(z.string());
    expect(envelopeSerializer(answer, () => undefined)(envelope(texts))).toBe(
      JSON.stringify(envelope(texts)),
    );
  });
});
