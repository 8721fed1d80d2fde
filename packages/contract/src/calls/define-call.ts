import type { z } from 'zod';
import type { PermissionCode } from '../permissions';

/** How the input travels: the query string, a JSON body, or a form-encoded body (DESIGN section 3). */
export type CallEncoding = 'query' | 'json' | 'form';
export type CallMethod = 'GET' | 'POST';

/**
 * One call of the API, declared once (decision 0043): the server registers its route from it, the web
 * calls it through the typed client, and the OpenAPI document describes it. `answer` is the schema of
 * the envelope's `data` on success.
 */
export interface CallDeclaration<Input extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
  method: CallMethod;
  /** Below the API base (`/prod-api`), exactly as the spec names it. */
  path: `/${string}`;
  /** Permission codes, any one of which allows the call. */
  access: { anyOf: readonly [PermissionCode, ...PermissionCode[]] };
  encoding: CallEncoding;
  input: Input;
  answer: Answer;
  summary: string;
  /** A GET that changes data: its session is always asked of the database, never the cache. */
  writes?: boolean;
}

/** What the caller gives: the schema's input (before defaults and transforms). */
export type CallInput<C extends CallDeclaration> = z.input<C['input']>;
/** What the server's handler receives: the parsed input. */
export type CallParsedInput<C extends CallDeclaration> = z.output<C['input']>;
/** The envelope's `data` on success. */
export type CallAnswer<C extends CallDeclaration> = z.output<C['answer']>;

export function defineCall<Input extends z.ZodType, Answer extends z.ZodType>(
  call: CallDeclaration<Input, Answer>,
): CallDeclaration<Input, Answer> {
  if (call.method === 'GET' && call.encoding !== 'query') {
    throw new Error(`${call.method} ${call.path}: a GET carries its input in the query string`);
  }
  if (call.method === 'POST' && call.encoding === 'query') {
    throw new Error(`${call.method} ${call.path}: a POST carries its input in a json or form body`);
  }
  return call;
}
