import {
  airlineCode,
  parseWrapperPayload,
  pnrCode,
  WRAPPER_PROTOCOL_VERSION,
  wrapperBaggageIssueRequest,
  wrapperBaggageOffersRequest,
  wrapperChangeQuoteRequest,
  wrapperFareRulesRequest,
  wrapperReconfirmRequest,
  wrapperRefundQuoteRequest,
  wrapperRefundSubmitRequest,
  wrapperSearchRequest,
  wrapperTicketVoidRequest,
  wrapperSeatMapRequest,
  wrapperSeatPurchaseRequest,
  type WrapperHealth,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { baggageOffers, issueBaggage } from './baggage';
import { bookingStatus, reconfirm } from './bookings';
import { quoteChange } from './change-quote';
import { fareRules } from './fare-rules';
import { CURRENCY } from './fares';
import { refundAnswer, submitRefund } from './refund-answers';
import { quoteRefund } from './refund-quote';
import { WrapperRefusal } from './refusal';
import type { AirlineIdentity } from './schedule';
import { searchFlights } from './search';
import { voidTicket } from './ticket-void';
import { buySeat, seatMap } from './seats';

function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseWrapperPayload(schema, data);
  if (!result.ok) throw new WrapperRefusal(400, 'INVALID_REQUEST', result.message);
  return result.value;
}

const statusParams = z.object({ pnr: pnrCode });
const refundParams = z.object({ refundId: z.string().min(1).max(120) });
const airlineQuery = z.object({ airline: airlineCode('airline').optional() });

/**
 * The wrapper protocol, version 1 (docs/wrapper-protocol.md), for the airlines in `served`: the first
 * is the wrapper's own, the one a call without `airline` concerns; the others it sells as a consolidator.
 */
export function registerWrapperRoutes(
  app: FastifyInstance,
  served: readonly AirlineIdentity[],
  now: () => number,
): void {
  const own = served[0];
  if (!own) throw new Error('a wrapper serves at least its own airline');
  const find = (code: string | undefined) =>
    code === undefined ? own : served.find((airline) => airline.code === code);
  const asked = (code: string | undefined): AirlineIdentity => {
    const airline = find(code);
    if (!airline)
      throw new WrapperRefusal(422, 'AIRLINE_NOT_SERVED', `${own.name} does not serve airline ${code}`);
    return airline;
  };

  app.get('/v1/health', async (): Promise<WrapperHealth> => ({
    status: 'up',
    airline: { code: own.code, name: own.name },
    airlines: served.map(({ code, name }) => ({ code, name })),
    version: WRAPPER_PROTOCOL_VERSION,
  }));
  app.post('/v1/flights/search', async (req) => {
    const criteria = parse(wrapperSearchRequest, req.body);
    const airline = find(criteria.airline);
    // An airline this wrapper does not sell flies nothing here, as an unknown route: another may.
    return airline ? searchFlights(airline, criteria) : { itineraries: [], currency: CURRENCY };
  });
  app.post('/v1/quotes/change', async (req) => {
    const request = parse(wrapperChangeQuoteRequest, req.body);
    return quoteChange(asked(request.airline), request, now());
  });
  app.post('/v1/quotes/refund', async (req) => {
    const request = parse(wrapperRefundQuoteRequest, req.body);
    return quoteRefund(asked(request.airline), request, now());
  });
  app.post('/v1/fare-rules', async (req) => {
    const request = parse(wrapperFareRulesRequest, req.body);
    return fareRules(asked(request.airline), request);
  });
  app.post('/v1/refunds', async (req) => {
    const request = parse(wrapperRefundSubmitRequest, req.body);
    return submitRefund(asked(request.airline), request, now());
  });
  app.get('/v1/refunds/:refundId', async (req) => {
    const { refundId } = parse(refundParams, req.params);
    // The refund id starts with the airline's code, so a client that does not name it is still served.
    const named = parse(airlineQuery, req.query).airline;
    const airline = named ?? find(refundId.slice(0, 2))?.code;
    return refundAnswer(asked(airline), refundId, now());
  });
  app.post('/v1/baggage/offers', async (req) => {
    const request = parse(wrapperBaggageOffersRequest, req.body);
    return baggageOffers(asked(request.airline), request);
  });
  app.post('/v1/baggage/issue', async (req) => {
    const request = parse(wrapperBaggageIssueRequest, req.body);
    return issueBaggage(asked(request.airline), request, now());
  });
  app.post('/v1/seats/map', async (req) => {
    const request = parse(wrapperSeatMapRequest, req.body);
    return seatMap(asked(request.airline), request);
  });
  app.post('/v1/seats', async (req) => {
    const request = parse(wrapperSeatPurchaseRequest, req.body);
    return buySeat(asked(request.airline), request);
  });
  app.post('/v1/tickets/void', async (req) => {
    const request = parse(wrapperTicketVoidRequest, req.body);
    return voidTicket(asked(request.airline), request, now());
  });
  app.post('/v1/bookings/reconfirm', async (req) => {
    const request = parse(wrapperReconfirmRequest, req.body);
    return reconfirm(asked(request.airline), request.pnr, now());
  });
  app.get('/v1/bookings/:pnr/status', async (req) =>
    bookingStatus(asked(parse(airlineQuery, req.query).airline), parse(statusParams, req.params).pnr, now()),
  );
}
