import type { z } from 'zod';
import type { PermissionCode } from '../permissions';

/**
 * How the input travels: the query string, a JSON body, a form-encoded body (DESIGN section 3), the
 * query string of a POST whose form body may carry the same fields (the body's value wins), or a file
 * as the body (its bytes, as `FILE_BODY_TYPES` names them) with the input's fields in the query string.
 */
export type CallEncoding = 'query' | 'json' | 'form' | 'query-or-form' | 'file';

/** The files a `file` call takes as its body. */
export const FILE_BODY_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type CallMethod = 'GET' | 'POST';

/** Who may call: anyone, any valid session, or a session holding any one of the codes (DESIGN section 4). */
export type CallAccess = 'public' | 'signedIn' | { anyOf: readonly [PermissionCode, ...PermissionCode[]] };

/** An answer that is a file (an export), not the JSON envelope; a refusal is still the envelope. */
export interface FileAnswer {
  file: 'xlsx' | 'csv';
}
export const xlsxFile: FileAnswer = { file: 'xlsx' };
export const csvFile: FileAnswer = { file: 'csv' };

/**
 * One call of the API, declared once (decision 0043): the server registers its route from it, the web
 * calls it through the typed client, and the OpenAPI document (and docs/api.md from it) describes it;
 * the prose of each call (rules, refusals) is in the server's API notes (modules/api-docs/notes).
 * `answer` is the schema of the envelope's `data` on success, or the file the call sends.
 */
export interface CallDeclaration<
  Input extends z.ZodType = z.ZodType,
  Answer extends z.ZodType | FileAnswer = z.ZodType | FileAnswer,
> {
  method: CallMethod;
  /** Below the API base (`/prod-api`), exactly as the spec names it. */
  path: `/${string}`;
  access: CallAccess;
  encoding: CallEncoding;
  input: Input;
  answer: Answer;
  /** One line: what the call does. */
  summary: string;
  /** A GET that changes data: its session is always asked of the database, never the cache. */
  writes?: boolean;
  /** The token may also come as the `token` (or `X-Token`) query field. */
  tokenInQuery?: boolean;
}

/** A call whose answer is the JSON envelope. */
export type JsonCall = CallDeclaration<z.ZodType, z.ZodType>;
/** A call whose answer is a file. */
export type FileCall = CallDeclaration<z.ZodType, FileAnswer>;

/** What the caller gives: the schema's input (before defaults and transforms). */
export type CallInput<C extends CallDeclaration> = z.input<C['input']>;
/** What the server's handler receives: the parsed input. */
export type CallParsedInput<C extends CallDeclaration> = z.output<C['input']>;
/** The envelope's `data` on success. */
export type CallAnswer<C extends CallDeclaration> = C['answer'] extends z.ZodType
  ? z.output<C['answer']>
  : never;

export function isFileCall(call: CallDeclaration): call is FileCall {
  return 'file' in call.answer;
}

export function defineCall<Input extends z.ZodType, Answer extends z.ZodType | FileAnswer>(
  call: CallDeclaration<Input, Answer>,
): CallDeclaration<Input, Answer> {
  const where = `${call.method} ${call.path}`;
  if (call.method === 'GET' && call.encoding !== 'query') {
    throw new Error(`${where}: a GET carries its input in the query string`);
  }
  if (call.method === 'POST' && call.encoding === 'query') {
    throw new Error(`${where}: a POST carries its input in a body (json, form, query-or-form or file)`);
  }
  return call;
}
