import {
  FILE_BODY_TYPES,
  ApiStatus,
  type ApiEnvelope,
  type CallAnswer,
  type CallDeclaration,
  type CallParsedInput,
  type FileCall,
  type JsonCall,
} from '@ota/contract';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSerializer, type EnvelopeSerializer } from './answer-serializer';
import { ok } from './envelope';
import { BadRequestError } from './errors';
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

/** A `file` call's body reaches the handler as the stream it arrives as (never held whole). */
function takeFileBodies(app: FastifyInstance): void {
  for (const type of Object.values(FILE_BODY_TYPES)) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
    }
  }
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
  if (call.encoding === 'query' || call.encoding === 'file') {
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

/** A success whose envelope carries a message of its own instead of 'Success' (spec section 8's texts). */
export class MessagedAnswer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/** The answer `data` with the success message the envelope says (a call whose spec names its text). */
export function withMessage<T>(data: T, message: string): MessagedAnswer<T> {
  return new MessagedAnswer(data, message);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The success envelope's serializer for a call, compiled once from its answer schema; a drift is
 * logged (the answer still goes out, as JSON.stringify writes it).
 */
function successSerializer(app: FastifyInstance, call: JsonCall): EnvelopeSerializer {
  return envelopeSerializer(call.answer, (error) =>
    app.log.error({ err: error, call: `${call.method} ${call.path}` }, 'answer does not fit its schema'),
  );
}

/** A success envelope, written by the call's serializer: refusals and errors never reach it. */
function sendSuccess<T>(reply: FastifyReply, serializer: EnvelopeSerializer, envelope: ApiEnvelope<T>) {
  return reply.header('content-type', JSON_TYPE).serializer(serializer).send(envelope);
}

/**
 * Registers a call declared in the contract: its method, path, access and input schema come from the
 * declaration; the handler gets the parsed input and returns the envelope's `data`, typed by the
 * declaration's answer schema (or `withMessage` of it). The success envelope is serialised from the
 * answer schema (answer-serializer.ts); the calls tests check every answer against it.
 */
export function routeCall<C extends JsonCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, CallAnswer<C> | MessagedAnswer<CallAnswer<C>>>,
  extras: RouteExtras = {},
): void {
  const serializer = successSerializer(app, call);
  register(
    app,
    call,
    async (input, request, reply) => {
      const answer = await handler(input, request);
      const envelope = answer instanceof MessagedAnswer ? ok(answer.data, answer.message) : ok(answer);
      return sendSuccess(reply, serializer, envelope);
    },
    extras,
  );
}

const FILE_TYPES = { xlsx: XLSX_TYPE, csv: CSV_TYPE } as const;

/**
 * Registers a declared call whose body is a file (encoding `file`): the handler gets the parsed query,
 * the file's stream and its type (csv or xlsx, from the Content-Type).
 */
export function routeUpload<C extends JsonCall>(
  app: FastifyInstance,
  call: C,
  handler: (
    input: CallParsedInput<C>,
    file: { stream: Readable; type: keyof typeof FILE_BODY_TYPES },
    request: FastifyRequest,
  ) => Promise<CallAnswer<C>>,
  extras: RouteExtras = {},
): void {
  if (call.encoding !== 'file') throw new Error(`${call.method} ${call.path} does not take a file`);
  takeFileBodies(app);
  const withFile = { ...extras, config: { ...extras.config, fileBody: true } };
  register(
    app,
    call,
    async (input, request) => {
      const stream = request.body;
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      const type = Object.entries(FILE_BODY_TYPES).find(([, name]) => name === mediaType)?.[0];
      if (!(stream instanceof Readable) || !type) {
        throw new BadRequestError(
          `The request body must be the file, sent as ${Object.values(FILE_BODY_TYPES).join(' or ')}`,
        );
      }
      return ok(await handler(input, { stream, type: type as keyof typeof FILE_BODY_TYPES }, request));
    },
    withFile,
  );
}

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

/** Status 201, nothing to show (DESIGN section 3): the message says why, `data` is what the spec gives then. */
export class NothingToShow<T> {
  constructor(
    readonly message: string,
    readonly data: T,
  ) {}
}

/**
 * Registers a call that looks one thing up (an order's detail, its payment page): the handler answers
 * it as routeCall's does, or NothingToShow, sent as the status 201 envelope.
 */
export function routeLookup<C extends JsonCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, CallAnswer<C> | NothingToShow<CallAnswer<C> | null>>,
  extras: RouteExtras = {},
): void {
  const serializer = successSerializer(app, call);
  register(
    app,
    call,
    async (input, request, reply) => {
      const answer = await handler(input, request);
      if (!(answer instanceof NothingToShow)) return sendSuccess(reply, serializer, ok(answer));
      return { status: ApiStatus.NO_CONTENT, message: answer.message, data: answer.data };
    },
    extras,
  );
}
