import { API_BASE, type ApiEnvelope, type CallDeclaration, type JsonCall } from '@ota/contract';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { BadRequestError } from '../platform/errors';
import { parseInput } from '../platform/validation';
import { form, type TestApp } from './app';

const texts = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([field, value]) => [field, String(value)]));

/** A form-encoded body: its Content-Type header goes with the token. */
function formOptions(
  call: CallDeclaration,
  url: string,
  input: Record<string, unknown>,
  headers: Record<string, string>,
): InjectOptions {
  const body = form(texts(input));
  return { method: call.method, url, payload: body.payload, headers: { ...body.headers, ...headers } };
}

/**
 * Declared calls in tests (decision 0043): send an input the way its declaration says it travels, and
 * check a success against the declaration's answer schema.
 */
export function callTester(t: TestApp) {
  /** Sends the input the way the declaration says it travels, with the token given ('' for none). */
  const send = async (call: CallDeclaration, input: Record<string, unknown>, token: string) => {
    const url = `${API_BASE}${call.path}`;
    const headers = { 'x-token': token };
    const options: InjectOptions =
      call.encoding === 'query'
        ? { method: call.method, url, query: texts(input), headers }
        : call.encoding === 'json'
          ? { method: call.method, url, payload: input, headers }
          : formOptions(call, url, input, headers);
    const response = await t.inject(options);
    return { http: response.statusCode, body: response.json<ApiEnvelope<unknown>>() };
  };

  /** A success: HTTP 200, the envelope, and data exactly as the declaration's answer schema says. */
  const answered = async (call: JsonCall, input: Record<string, unknown>, token: string) => {
    const { http, body } = await send(call, input, token);
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 200 });
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
    const parsed = call.answer.safeParse(body.data);
    expect(parsed.error?.issues ?? [], `${call.method} ${call.path}`).toEqual([]);
    // Nothing in the answer that the schema does not name.
    expect(parsed.data).toEqual(body.data);
    return body.data;
  };

  /** A bad input is refused with parseInput's words, as the 400 envelope. */
  const refusedAsParseInput = async (
    call: CallDeclaration,
    input: Record<string, unknown>,
    token: string,
  ) => {
    let expected = '';
    try {
      parseInput(call.input, input);
    } catch (error) {
      if (error instanceof BadRequestError) expected = error.message;
    }
    expect(expected, `${call.method} ${call.path} takes ${JSON.stringify(input)}`).not.toBe('');
    expect(await send(call, input, token)).toEqual({
      http: 200,
      body: { status: 400, message: expected, data: null },
    });
  };

  return { send, answered, refusedAsParseInput };
}
