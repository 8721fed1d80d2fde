import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, ApiStatus } from '@ota/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from './envelope';

export interface WebAppOptions {
  webDist: string;
}

const NOT_BUILT = 'The web app is not built yet: run `npm run build` in the repository root, then reload.\n';

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashedAsset = filePath.split(path.sep).includes('assets');
  reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function isApi(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0] ?? '';
  return pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);
}

/**
 * The built React app on every path outside /prod-api (history mode: unknown paths answer
 * index.html and the client router sends them to /404); unknown API calls get the 404 envelope.
 */
export const webApp = fp<WebAppOptions>(
  async (app, { webDist }) => {
    const built = existsSync(path.join(webDist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (isApi(request) || !readsPage) {
        const pathname = request.url.split('?', 1)[0];
        return reply.code(404).send(failure(ApiStatus.NOT_FOUND, `Not found: ${request.method} ${pathname}`));
      }
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
