import { ApiStatus } from '@ota/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { FORBIDDEN_ENVELOPE, failure } from './envelope';
import { AppError } from './errors';

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

/**
 * One place turns every error into the envelope (DESIGN section 3): refusals carry their message,
 * anything unexpected only the request id, the stack stays in the log.
 */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        if (error.status === ApiStatus.FORBIDDEN) return reply.code(403).send(FORBIDDEN_ENVELOPE);
        return reply.code(200).send(failure(error.status, error.message));
      }
      if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode < 500) {
        const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
        request.log.info({ code: error.code, message: error.message }, 'request refused');
        return reply.code(200).send(failure(ApiStatus.BAD_REQUEST, message));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .code(500)
        .send(failure(ApiStatus.SERVER_ERROR, `Unexpected error, request id ${request.id}`));
    });
  },
  { name: 'error-handling' },
);
