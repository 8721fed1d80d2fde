import {
  parseWrapperPayload,
  pnrCode,
  WRAPPER_PROTOCOL_VERSION,
  wrapperChangeQuoteRequest,
  wrapperFareRulesRequest,
  wrapperReconfirmRequest,
  wrapperRefundQuoteRequest,
  wrapperRefundSubmitRequest,
  wrapperSearchRequest,
  type WrapperHealth,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingStatus, reconfirm } from './bookings';
import { quoteChange } from './change-quote';
import { fareRules } from './fare-rules';
import { refundAnswer, submitRefund } from './refund-answers';
import { quoteRefund } from './refund-quote';
import { WrapperRefusal } from './refusal';
import type { AirlineIdentity } from './schedule';
import { searchFlights } from './search';

function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseWrapperPayload(schema, data);
  if (!result.ok) throw new WrapperRefusal(400, 'INVALID_REQUEST', result.message);
  return result.value;
}

const statusParams = z.object({ pnr: pnrCode });
const refundParams = z.object({ refundId: z.string().min(1).max(120) });

/** The wrapper protocol, version 1 (docs/wrapper-protocol.md). */
export function registerWrapperRoutes(
  app: FastifyInstance,
  airline: AirlineIdentity,
  now: () => number,
): void {
  app.get('/v1/health', async (): Promise<WrapperHealth> => ({
    status: 'up',
    airline: { code: airline.code, name: airline.name },
    version: WRAPPER_PROTOCOL_VERSION,
  }));
  app.post('/v1/flights/search', async (req) =>
    searchFlights(airline, parse(wrapperSearchRequest, req.body)),
  );
  app.post('/v1/quotes/change', async (req) =>
    quoteChange(airline, parse(wrapperChangeQuoteRequest, req.body), now()),
  );
  app.post('/v1/quotes/refund', async (req) =>
    quoteRefund(airline, parse(wrapperRefundQuoteRequest, req.body), now()),
  );
  app.post('/v1/fare-rules', async (req) => fareRules(airline, parse(wrapperFareRulesRequest, req.body)));
  app.post('/v1/refunds', async (req) =>
    submitRefund(airline, parse(wrapperRefundSubmitRequest, req.body), now()),
  );
  app.get('/v1/refunds/:refundId', async (req) =>
    refundAnswer(airline, parse(refundParams, req.params).refundId, now()),
  );
  app.post('/v1/bookings/reconfirm', async (req) =>
    reconfirm(airline, parse(wrapperReconfirmRequest, req.body).pnr, now()),
  );
  app.get('/v1/bookings/:pnr/status', async (req) =>
    bookingStatus(airline, parse(statusParams, req.params).pnr, now()),
  );
}
