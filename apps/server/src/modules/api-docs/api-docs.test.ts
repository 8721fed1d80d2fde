import { Validator } from '@seriousme/openapi-schema-validator';
import { declaredCalls, thresholdCalls, type ApiEnvelope, type CallDeclaration } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../platform/openapi';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { readApiNotes } from './api-notes';

const codesOf = (call: CallDeclaration) => (typeof call.access === 'string' ? [] : call.access.anyOf);

interface Operation {
  operationId: string;
  'x-permissions': string[];
  'x-encoding': string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
}

describe('the OpenAPI document of the declared calls', () => {
  const notes = readApiNotes();
  const document = openApiDocument(declaredCalls, notes);

  it('has notes only for declared calls, and a title for every domain', () => {
    const declared = Object.entries(declaredCalls).flatMap(([domain, calls]) =>
      Object.values(calls).map((call: CallDeclaration) => `${domain}: ${call.method} ${call.path}`),
    );
    const noted = Object.entries(notes.domains).flatMap(([domain, { calls }]) =>
      Object.keys(calls).map((call) => `${domain}: ${call}`),
    );
    expect(noted.filter((call) => !declared.includes(call))).toEqual([]);
    expect(Object.keys(declaredCalls).filter((domain) => !notes.domains[domain]?.title)).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists the six thresholds calls with their permission codes and encoding', () => {
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const listed = Object.values(thresholdCalls).map((call) => {
      const operation = paths[call.path]?.[call.method.toLowerCase()];
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      expect(operation?.['x-permissions']).toEqual(codesOf(call));
      expect(operation?.['x-encoding']).toBe(call.encoding);
      if (call.encoding === 'query') expect(operation?.requestBody).toBeUndefined();
      else expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['application/json']);
      return `${operation?.operationId} ${call.method} ${call.path} ${codesOf(call).join('|')}`;
    });
    expect(listed).toEqual([
      'thresholds.page GET /threshold/pageList 1004-4',
      'thresholds.accounts GET /threshold/accounts 1004-4|1003-3',
      'thresholds.add POST /threshold/add 1004-4',
      'thresholds.update POST /threshold/update 1004-4',
      'thresholds.remove GET /threshold/delete 1004-4',
      'thresholds.adjust POST /userTransactionRecord/adjust 1003-3',
    ]);
    const page = paths['/threshold/pageList']?.get;
    expect(page?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:pageNum',
      'query:pageSize',
      'query:currency',
      'query:platformType',
      'query:sortField',
      'query:sortOrder',
    ]);
  });
});

describe.each(testEngines())('GET /prod-api/openapi.json and the docs page (%s)', (engine) => {
  const t = useTestApp(engine);
  let limited = '';

  beforeAll(async () => {
    limited = await t.login('limited');
  });

  it('answers the document to a signed-in user, whatever their codes, and 403 without a session', async () => {
    const signedIn = await t.inject({
      method: 'GET',
      url: '/prod-api/openapi.json',
      headers: { 'x-token': limited },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(
      JSON.parse(JSON.stringify(openApiDocument(declaredCalls, readApiNotes()))),
    );

    for (const headers of [{}, { 'x-token': 'not-a-session' }]) {
      const refused = await t.inject({ method: 'GET', url: '/prod-api/openapi.json', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiEnvelope<null>>()).toEqual({
        status: 403,
        message: "You don't have permission",
        data: null,
      });
    }
  });

  it('serves the viewer page and its script from our own files, inside the content policy', async () => {
    const page = await t.inject({ method: 'GET', url: '/prod-api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/prod-api/docs/viewer.js"></script>');
    // Nothing inline but the style block the policy allows; no address off this server.
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).not.toMatch(/https?:\/\//);

    const script = await t.inject({ method: 'GET', url: '/prod-api/docs/viewer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("fetch('/prod-api/openapi.json'");
    expect(script.body).not.toMatch(/https?:\/\//);
  });
});
