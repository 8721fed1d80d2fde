import type { CallAnswer, CallDeclaration, CallParsedInput, FileCall, JsonCall } from '@ota/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from './envelope';
import { CSV_TYPE, XLSX_TYPE, sendFile, type ExportFile } from './exports';
import { parseInput } from './validation';

/**
 * Fastify validates a declared call's input before the handler with the same words parseInput has
 * always used (the first field given with a bad value, else the first missing one): a refusal is the
 * BadRequestError the error handler answers as the 400 envelope. fastify-type-provider-zod's own
 * validatorCompiler words issues zod's way, so only its types are used here (decision 0043).
 */
const validateAsParseInput =
  ({ schema }: { schema: unknown }) =>
  (data: unknown) => {
    try {
      // Fastify hands each part of the route schema (querystring, body) on its own: here a zod schema.
      return { value: parseInput(schema as z.ZodType, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

export type CallHandler<C extends CallDeclaration, Answer> = (
  input: CallParsedInput<C>,
  request: FastifyRequest,
) => Promise<Answer>;

/** What a route adds on the server's side only: route config (e.g. maxTextLength) and the body limit. */
export interface RouteExtras {
  config?: Record<string, unknown>;
  bodyLimit?: number;
  /** The success envelope's message where the spec gives the call its own ('Submitted successfully'). */
  message?: string;
}

/**
 * The route options a declaration gives: method, path and the access config the session guard reads.
 * Also for the few routes that answer in a way of their own (e.g. the health check's HTTP 503).
 */
export function routeOptionsOf(call: CallDeclaration, extras: RouteExtras = {}) {
  const access = typeof call.access === 'string' ? call.access : { anyOf: [...call.access.anyOf] };
  const config = {
    ...extras.config,
    declared: true,
    access,
    ...(call.writes ? { writes: true } : {}),
    ...(call.tokenInQuery ? { tokenInQuery: true } : {}),
  };
  const options: RouteShorthandOptions = {
    config,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
  };
  return { method: call.method, url: call.path, ...options };
}

/** Copies the query's fields under the form body's before validation (encoding `query-or-form`). */
async function queryUnderBody(request: FastifyRequest): Promise<void> {
  const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
  request.body = { ...(request.query as object), ...body };
}

function register<C extends CallDeclaration>(
  app: FastifyInstance,
  call: C,
  answer: (input: CallParsedInput<C>, request: FastifyRequest, reply: FastifyReply) => unknown,
  extras: RouteExtras,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const common = { ...routeOptionsOf(call, extras), validatorCompiler: validateAsParseInput };
  if (call.encoding === 'query') {
    typed.route({
      ...common,
      schema: { querystring: call.input },
      // The type provider cannot follow a generic declaration: the value is the parsed input all the same.
      handler: async (request, reply) => answer(request.query as CallParsedInput<C>, request, reply),
    });
    return;
  }
  typed.route({
    ...common,
    ...(call.encoding === 'query-or-form' ? { preValidation: queryUnderBody } : {}),
    schema: { body: call.input },
    handler: async (request, reply) => answer(request.body as CallParsedInput<C>, request, reply),
  });
}

/**
 * Registers a call declared in the contract: its method, path, access and input schema come from the
 * declaration; the handler gets the parsed input and returns the envelope's `data`, typed by the
 * declaration's answer schema. The answer is serialised as before (JSON.stringify of the envelope):
 * tests check it against the answer schema rather than risk a 500 on a mismatch in production.
 */
export function routeCall<C extends JsonCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, CallAnswer<C>>,
  extras: RouteExtras = {},
): void {
  register(app, call, async (input, request) => ok(await handler(input, request), extras.message), extras);
}

const FILE_TYPES = { xlsx: XLSX_TYPE, csv: CSV_TYPE } as const;

/** Registers a declared export: the handler makes the file, sent as the declaration's type says. */
export function routeFile<C extends FileCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, ExportFile>,
  extras: RouteExtras = {},
): void {
  register(
    app,
    call,
    async (input, request, reply) =>
      sendFile(reply, await handler(input, request), FILE_TYPES[call.answer.file]),
    extras,
  );
}
