import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

/** Security headers on every answer: pages, files, API envelopes and errors alike. */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
