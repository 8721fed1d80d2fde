import { ApiStatus, type ApiEnvelope } from '@ota/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FORBIDDEN_ENVELOPE, failure } from './envelope';
import { AppError, BadRequestError } from './errors';
import { localizeMessage, requestLanguage } from './messages';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type is not accepted for this call',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

function isEnvelope(payload: unknown): payload is ApiEnvelope<unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { message?: unknown }).message === 'string' &&
    'status' in payload
  );
}

/**
 * One place turns every error into the envelope (DESIGN section 3): refusals carry their message,
 * anything unexpected only the request id, the stack stays in the log. Every envelope's message is
 * answered in the request's language (decision 0033).
 */
export const errorHandling = fp(
  async (app) => {
    const say = (request: FastifyRequest, message: string) =>
      localizeMessage(message, requestLanguage(request.headers['accept-language']));

    // A callback hook, not an async one: it runs on every answer, and a promise per answer costs more
    // than the lookup.
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      if (!isEnvelope(payload)) return done(null, payload);
      const message = say(request, payload.message);
      done(null, message === payload.message ? payload : { ...payload, message });
    });

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        if (error.status === ApiStatus.FORBIDDEN)
          return reply.code(403).send(failure(ApiStatus.FORBIDDEN, say(request, FORBIDDEN_ENVELOPE.message)));
        const data = error instanceof BadRequestError ? error.details : null;
        return reply.code(200).send({ ...failure(error.status, say(request, error.message)), data });
      }
      if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
        const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
        request.log.info({ code: error.code, message: error.message }, 'request refused');
        return reply.code(200).send(failure(ApiStatus.BAD_REQUEST, say(request, message)));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .code(500)
        .send(failure(ApiStatus.SERVER_ERROR, `Unexpected error, request id ${request.id}`));
    });
  },
  { name: 'error-handling' },
);
