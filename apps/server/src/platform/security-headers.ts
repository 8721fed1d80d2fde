import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The content policy of the console (docs/decisions/0021-security-headers.md): scripts only from the
 * console's own files, nothing inline; styles may be inline because Ant Design writes its CSS at run
 * time and React renders style attributes; no page may frame the console.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The console is served over plain HTTP in the demo and behind a TLS proxy in production: the proxy
  // decides on upgrades and HSTS, not the app.
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * The headers helmet writes, worked out once: they are the same for every answer, and building them per
 * request (as @fastify/helmet does, parsing the policy each time) cost about a fifth of a small answer.
 */
export function securityHeaderSet(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers on every answer: pages, files, API envelopes and errors alike. */
export const securityHeaders = fp(
  async (app) => {
    const headers = securityHeaderSet();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
