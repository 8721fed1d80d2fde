import { FREE_TEXT_FIELDS, MAX_TEXT_LENGTH } from '@ota/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from './errors';
import { Readable } from 'node:stream';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Longest text this route takes in one field (default MAX_TEXT_LENGTH). */
    maxTextLength?: number;
  }
}

/** C0 and C1 control characters and DEL; tab, line feed and carriage return are checked apart. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r]/;
/** Marks and overrides that reorder text on screen, so a name can show what it is not. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const MAX_DEPTH = 8;

const FREE_TEXT = new Set<string>(FREE_TEXT_FIELDS);

type Path = (string | number)[];

function fieldName(path: Path): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

function checkText(text: string, path: Path, maxLength: number): void {
  const field = fieldName(path);
  if (CONTROL.test(text)) throw new BadRequestError(`${field} must not contain control characters`);
  if (BIDI.test(text))
    throw new BadRequestError(`${field} must not contain bidirectional control characters`);
  const last = path.findLast((part) => typeof part === 'string');
  if (LINE_BREAK.test(text) && !FREE_TEXT.has(String(last))) {
    throw new BadRequestError(`${field} must be one line, without tabs`);
  }
  if (text.length > maxLength) throw new BadRequestError(`${field} is at most ${maxLength} characters`);
}

/** Walks every value without recursion, so no input can exhaust the stack. */
function checkValues(root: unknown, maxLength: number, what: string): void {
  const stack: { value: unknown; path: Path }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: Path };
    if (typeof value === 'string') {
      checkText(value, path.length > 0 ? path : [what], maxLength);
    } else if (typeof value === 'object' && value !== null) {
      if (path.length >= MAX_DEPTH) {
        throw new BadRequestError(`The request ${what} is nested too deeply (at most ${MAX_DEPTH} levels)`);
      }
      const entries = Array.isArray(value)
        ? value.map((item, i) => [i, item] as const)
        : Object.entries(value);
      for (const [key, item] of entries) stack.push({ value: item, path: [...path, key] });
    }
  }
}

function checkBodyShape(body: unknown): void {
  if (body === undefined || body === null) return;
  if (typeof body === 'string') {
    throw new BadRequestError(
      'The request body must be JSON (Content-Type: application/json) or a form ' +
        '(application/x-www-form-urlencoded), not plain text',
    );
  }
  if (Array.isArray(body))
    throw new BadRequestError('The request body must be an object of fields, not a list');
  if (typeof body !== 'object' || Buffer.isBuffer(body)) {
    throw new BadRequestError('The request body must be an object of fields');
  }
}

/** Refuses, before any handler runs, what no field of any call may hold (docs/decisions/0020). */
export function guardInput(request: FastifyRequest): void {
  const maxLength = request.routeOptions.config.maxTextLength ?? MAX_TEXT_LENGTH;
  // A file call's body is the file's stream: its handler reads and checks it. Any other body is checked.
  const fileBody = request.routeOptions.config.fileBody === true && request.body instanceof Readable;
  if (!fileBody) checkBodyShape(request.body);
  checkValues(request.query, maxLength, 'query');
  checkValues(request.params, maxLength, 'path');
  if (!fileBody) checkValues(request.body, maxLength, 'body');
}

export const inputGuard = fp(
  async (app) => {
    // A callback hook (a refusal thrown here is answered as from an async one), without a promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      guardInput(request);
      done();
    });
  },
  { name: 'input-guard' },
);
