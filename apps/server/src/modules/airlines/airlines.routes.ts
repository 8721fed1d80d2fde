import { airlineCalls, type WrapperTestResult } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeCall } from '../../platform/declared-call';
import { localizeMessage, requestLanguage } from '../../platform/messages';
import { createAirlinesService } from './airlines.service';
import { wrapperCallsOf } from '../suppliers';

/**
 * A test's sentence ('… could not be reached at …') in the reader's language (decision 0033); the
 * words an airline's wrapper sent inside it stay as they came.
 */
function testInLanguage(request: FastifyRequest, test: WrapperTestResult): WrapperTestResult {
  const language = requestLanguage(request.headers['accept-language']);
  return { ...test, message: localizeMessage(test.message, language) };
}

/**
 * The calls are declared in the contract (airlineCalls, decision 0043). Fields sent as params may also
 * come in a form or JSON body (`query-or-form`: the body's value wins).
 */
export async function airlinesRoutes(app: FastifyInstance): Promise<void> {
  const airlines = createAirlinesService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });

  routeCall(app, airlineCalls.page, async (query, request) => {
    const page = await airlines.page(query);
    const list = page.list.map((row) => ({
      ...row,
      lastTest: row.lastTest && testInLanguage(request, row.lastTest),
    }));
    return { ...page, list };
  });
  routeCall(app, airlineCalls.add, (fields) => airlines.add(fields));
  routeCall(app, airlineCalls.edit, async (body) => {
    await airlines.edit(body);
    return null;
  });
  routeCall(app, airlineCalls.setStatus, async (fields) => {
    await airlines.setStatus(fields);
    return null;
  });
  routeCall(app, airlineCalls.remove, async (fields) => {
    await airlines.remove(fields.id);
    return null;
  });
  routeCall(app, airlineCalls.testConnection, async (fields, request) =>
    testInLanguage(request, await airlines.testConnection(fields.id)),
  );
}
