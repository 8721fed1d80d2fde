import {
  parseWrapperPayload,
  pnrCode,
  WRAPPER_PROTOCOL_VERSION,
  wrapperChangeQuoteRequest,
  wrapperReconfirmRequest,
  wrapperRefundQuoteRequest,
  wrapperSearchRequest,
  type WrapperHealth,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingStatus, reconfirm } from './bookings';
import { quoteChange } from './change-quote';
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
  app.post('/v1/bookings/reconfirm', async (req) =>
    reconfirm(airline, parse(wrapperReconfirmRequest, req.body).pnr, now()),
  );
  app.get('/v1/bookings/:pnr/status', async (req) =>
    bookingStatus(airline, parse(statusParams, req.params).pnr, now()),
  );
}
