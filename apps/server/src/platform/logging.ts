import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';

const REDACTED_PATHS = [
  'req.headers["x-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-token"]',
  'headers.authorization',
  'passWord',
  'password',
  'body.passWord',
  'body.password',
  '*.passWord',
  '*.password',
  '*["X-Token"]',
];

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

// A random prefix per process and a counter: unique across the processes of one deployment,
// and cheaper than random bytes per request.
const processPrefix = randomBytes(4).toString('hex');
let requestCount = 0;

export function genReqId(): string {
  requestCount = (requestCount + 1) % 0x1000000;
  return `req-${processPrefix}${requestCount.toString(16).padStart(6, '0')}`;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/** Logout takes its token in the query: keep it out of the log lines. */
export function safeUrl(url: string): string {
  return url.includes('oken=') ? url.replace(/([?&][^=&]*token=)[^&]*/gi, '$1[redacted]') : url;
}

/**
 * One log line per request, after the answer, with the user it acted for; the request id also
 * goes back to the client so a support ticket can quote it.
 */
export const requestLogging = fp(
  async (app) => {
    // Callback hooks: they run on every request, where an async hook would add a promise each.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: safeUrl(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          userId: request.principal?.user.id,
        },
        'request completed',
      );
      done();
    });
  },
  { name: 'request-logging' },
);
