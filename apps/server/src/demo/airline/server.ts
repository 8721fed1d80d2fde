import Fastify, { type FastifyError } from 'fastify';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { WrapperErrorBody } from '@ota/contract';
import { WrapperRefusal } from './refusal';
import { registerWrapperRoutes } from './routes';

/** 'error': every call answers 503 with an error body; 'garbage': 200 with a body outside the protocol. */
export type DemoAirlineFailMode = 'error' | 'garbage';

export interface DemoAirlineOptions {
  /** Two-character airline code, also the prefix of its flight numbers. */
  code: string;
  name: string;
  /** Same seed, same schedules and fares, on every start. */
  seed: string | number;
  /**
   * Other airlines it sells as a consolidator, each with its own seed (so its flights are those a
   * wrapper of that airline alone would answer); calls name one of them in `airline`.
   */
  consolidates?: readonly { code: string; name: string; seed: string | number }[];
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
  /** Added before every answer, for timeout tests and benchmarks. */
  latencyMs?: number;
  fail?: DemoAirlineFailMode;
  /** Clock of quote deadlines and booking times, in epoch ms. */
  now?: () => number;
}

export interface DemoAirline {
  url: string;
  port: number;
  close(): Promise<void>;
}

const errorBody = (code: string, message: string): WrapperErrorBody => ({ error: { code, message } });

function clientErrorCode(error: FastifyError): { code: string; message: string } {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'body must be JSON (Content-Type: application/json)' };
  }
  if ((error.code ?? '').startsWith('FST_ERR_CTP_'))
    return { code: 'INVALID_JSON', message: `body must be valid JSON: ${error.message}` };
  return { code: 'INVALID_REQUEST', message: error.message };
}

export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startDemoAirline(options: DemoAirlineOptions): Promise<DemoAirline> {
  const { name, latencyMs = 0, fail, host = '127.0.0.1', now = Date.now } = options;
  const served = [options, ...(options.consolidates ?? [])].map((airline) => {
    if (!/^[A-Z0-9]{2}$/.test(airline.code))
      throw new Error(`code must be 2 capital letters or digits, got '${airline.code}'`);
    return { code: airline.code, name: airline.name, seed: String(airline.seed) };
  });
  if (new Set(served.map((airline) => airline.code)).size < served.length)
    throw new Error(`${name} serves an airline code twice: ${served.map((a) => a.code).join(', ')}`);
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const closing = new AbortController();

  app.addHook('onRequest', async (_req, reply) => {
    if (latencyMs > 0) await delay(latencyMs, undefined, { signal: closing.signal });
    if (fail === 'error')
      return reply.code(503).send(errorBody('UNAVAILABLE', `${name} is unavailable (demo fail mode)`));
    if (fail === 'garbage') return reply.code(200).send({ garbage: true });
  });
  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (error instanceof WrapperRefusal)
      return reply.code(error.status).send(errorBody(error.code, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = clientErrorCode(error);
      return reply.code(status).send(errorBody(code, message));
    }
    return reply.code(500).send(errorBody('INTERNAL', `${name} failed: ${error.message}`));
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `${name} has no call ${req.method} ${req.url}`)),
  );
  registerWrapperRoutes(app, served, now);

  await app.listen({ port: options.port ?? 0, host });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    close: async () => {
      closing.abort();
      await app.close();
    },
  };
}
