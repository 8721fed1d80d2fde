import type { CallAnswer, CallDeclaration, CallParsedInput } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from './envelope';
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

export type CallHandler<C extends CallDeclaration> = (
  input: CallParsedInput<C>,
  request: FastifyRequest,
) => Promise<CallAnswer<C>>;

/**
 * Registers a call declared in the contract: its method, path, access and input schema come from the
 * declaration; the handler gets the parsed input and returns the envelope's `data`, typed by the
 * declaration's answer schema. The answer is serialised as before (JSON.stringify of the envelope):
 * tests check it against the answer schema rather than risk a 500 on a mismatch in production.
 */
export function routeCall<C extends CallDeclaration>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { anyOf: [...call.access.anyOf] }, ...(call.writes ? { writes: true } : {}) };
  const common = { method: call.method, url: call.path, config, validatorCompiler: validateAsParseInput };
  if (call.encoding === 'query') {
    typed.route({
      ...common,
      schema: { querystring: call.input },
      // The type provider cannot follow a generic declaration: the value is the parsed input all the same.
      handler: async (request) => ok(await handler(request.query as CallParsedInput<C>, request)),
    });
  } else {
    typed.route({
      ...common,
      schema: { body: call.input },
      handler: async (request) => ok(await handler(request.body as CallParsedInput<C>, request)),
    });
  }
}
