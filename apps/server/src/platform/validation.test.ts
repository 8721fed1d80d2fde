import { loginForm, pageQuery, roleSelectForm, userPageQuery, clientErrorReport } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BadRequestError } from './errors';
import { parseInput, zodMessage } from './validation';

function messageOf(schema: z.ZodType, input: unknown): string {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof BadRequestError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('validation messages name the field', () => {
  it('keeps the messages the contract writes', () => {
    expect(messageOf(pageQuery, { pageSize: '9999' })).toBe('pageSize must be at most 500');
    expect(messageOf(pageQuery, { pageNum: '0' })).toBe('pageNum must be at least 1');
    expect(messageOf(loginForm, { userName: '  ', passWord: 'x' })).toBe('userName is required');
  });

  it('words the checks a schema leaves unworded', () => {
    expect(messageOf(loginForm, {})).toBe('userName is required');
    expect(messageOf(loginForm, { userName: 'admin' })).toBe('passWord is required');
    expect(messageOf(pageQuery, { pageSize: 'abc' })).toBe('pageSize must be a number');
    expect(messageOf(clientErrorReport, { message: 'x'.repeat(2001) })).toBe(
      'message must be at most 2000 characters',
    );
    expect(messageOf(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' })).toBe('kind must be one of a, b');
    expect(messageOf(z.object({ email: z.email() }), { email: 'nope' })).toBe('email must be a valid email');
    expect(messageOf(z.object({ list: z.array(z.object({ n: z.number() })) }), { list: [{ n: 'x' }] })).toBe(
      'list[0].n must be a number',
    );
  });

  it('reports only the first issue', () => {
    const result = loginForm.safeParse({ userName: '', passWord: '' });
    expect(result.success).toBe(false);
    expect(result.error && zodMessage(result.error)).toBe('userName is required');
  });

  it('returns the parsed value with defaults and coercion', () => {
    expect(parseInput(userPageQuery, { pageNum: '2', name: ' ad ' })).toEqual({
      pageNum: 2,
      pageSize: 20,
      name: 'ad',
    });
    expect(parseInput(roleSelectForm, { id: '' })).toEqual({});
    expect(parseInput(roleSelectForm, undefined)).toEqual({});
    expect(messageOf(roleSelectForm, { id: '1.5' })).toBe('id must be a number');
    expect(messageOf(roleSelectForm, { id: 1.5 })).toBe('id must be a whole number');
  });
});
