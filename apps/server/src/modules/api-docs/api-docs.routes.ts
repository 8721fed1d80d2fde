import { declaredCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { openApiDocument } from '../../platform/openapi';
import { readApiNotes } from './api-notes';

/**
 * The OpenAPI 3.1 document of the declared calls, to signed-in users, and a page that shows it
 * (decision 0043). The page holds nothing itself: its script, a file of ours as the content policy
 * wants, asks for the document with the session token of the tab, as the console does.
 */
const VIEWER_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>OTA Console API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 16px 24px; color: #1f1f1f; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; border-bottom: 1px solid #ddd; }
section.call { border: 1px solid #e5e5e5; border-radius: 6px; padding: 8px 16px; margin: 16px 0; }
.method { display: inline-block; min-width: 48px; font-weight: 600; color: #fff; background: #169efd; border-radius: 4px; padding: 0 6px; text-align: center; }
.method.post { background: #52c41a; } code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; border-bottom: 1px solid #eee; padding: 4px 8px; vertical-align: top; }
pre { background: #f7f7f7; padding: 8px; overflow: auto; max-height: 360px; } .note { color: #666; } .prose { white-space: pre-wrap; }
</style>
</head>
<body>
<h1>OTA Console API</h1>
<p id="status" class="note">Loading the document...</p>
<main id="calls"></main>
<script src="/prod-api/docs/viewer.js"></script>
</body>
</html>
`;

const viewerScript = readFileSync(new URL('./viewer.js', import.meta.url), 'utf8');

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(declaredCalls, readApiNotes());

  app.get(
    '/openapi.json',
    { config: { access: 'signedIn', undeclared: 'the document of the calls itself' } },
    async () => document,
  );

  app.get('/docs', { config: { access: 'public', undeclared: 'a page' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(VIEWER_PAGE),
  );

  app.get(
    '/docs/viewer.js',
    { config: { access: 'public', undeclared: "the page's script" } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(viewerScript),
  );
}
