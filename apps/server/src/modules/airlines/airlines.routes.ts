import {
  Permission,
  wrapperAddInput,
  wrapperEditInput,
  wrapperIdInput,
  wrapperListQuery,
  wrapperStatusInput,
  type WrapperTestResult,
} from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope';
import { localizeMessage, requestLanguage } from '../../platform/messages';
import { parseInput } from '../../platform/validation';
import { createAirlinesService } from './airlines.service';
import { wrapperCallsOf } from '../suppliers';

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The console sends these calls' fields as params; a form or JSON body is read too, params first. */
const paramsOf = (request: FastifyRequest) => ({ ...fieldsOf(request.body), ...fieldsOf(request.query) });

/**
 * A test's sentence ('… could not be reached at …') in the reader's language (decision 0033); the
 * words an airline's wrapper sent inside it stay as they came.
 */
function testInLanguage(request: FastifyRequest, test: WrapperTestResult): WrapperTestResult {
  const language = requestLanguage(request.headers['accept-language']);
  return { ...test, message: localizeMessage(test.message, language) };
}

export async function airlinesRoutes(app: FastifyInstance): Promise<void> {
  const airlines = createAirlinesService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.AIRLINES] };

  app.post('/wrapper/selectAllOrId', { config: { access } }, async (request) => {
    const page = await airlines.page(parseInput(wrapperListQuery, paramsOf(request)));
    const list = page.list.map((row) => ({
      ...row,
      lastTest: row.lastTest && testInLanguage(request, row.lastTest),
    }));
    return ok({ ...page, list });
  });

  app.post('/wrapper/add', { config: { access } }, async (request) => {
    return ok(await airlines.add(parseInput(wrapperAddInput, paramsOf(request))));
  });

  app.post('/wrapper/edit', { config: { access } }, async (request) => {
    await airlines.edit(parseInput(wrapperEditInput, request.body));
    return ok(null);
  });

  app.post('/wrapper/editStatus', { config: { access } }, async (request) => {
    await airlines.setStatus(parseInput(wrapperStatusInput, paramsOf(request)));
    return ok(null);
  });

  app.post('/wrapper/del', { config: { access } }, async (request) => {
    await airlines.remove(parseInput(wrapperIdInput, paramsOf(request)).id);
    return ok(null);
  });

  app.post('/wrapper/testConnection', { config: { access } }, async (request) => {
    const test = await airlines.testConnection(parseInput(wrapperIdInput, paramsOf(request)).id);
    return ok(testInLanguage(request, test));
  });
}
