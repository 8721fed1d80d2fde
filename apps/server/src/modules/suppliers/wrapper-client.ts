import {
  describeWrapperIssues,
  wrapperBaggageIssue,
  wrapperBaggageOffers,
  wrapperBookingStatus,
  wrapperChangeQuote,
  wrapperErrorBody,
  wrapperErrorMap,
  wrapperHealth,
  wrapperReconfirmation,
  wrapperFareRulesAnswer,
  wrapperRefundAnswer,
  wrapperRefundQuote,
  wrapperSearchResponse,
  wrapperTicketVoidAnswer,
  wrapperSeatMap,
  wrapperSeatPurchase,
  type WrapperBaggageIssue,
  type WrapperBaggageIssueRequest,
  type WrapperBaggageOffers,
  type WrapperBaggageOffersRequest,
  type WrapperBookingStatus,
  type WrapperChangeQuote,
  type WrapperChangeQuoteRequest,
  type WrapperHealth,
  type WrapperReconfirmation,
  type WrapperFareRulesAnswer,
  type WrapperFareRulesRequest,
  type WrapperRefundAnswer,
  type WrapperRefundSubmitRequest,
  type WrapperRefundQuote,
  type WrapperRefundQuoteRequest,
  type WrapperSearchRequest,
  type WrapperSearchResponse,
  type WrapperTicketVoidAnswer,
  type WrapperTicketVoidRequest,
  type WrapperSeatMap,
  type WrapperSeatMapRequest,
  type WrapperSeatPurchase,
  type WrapperSeatPurchaseRequest,
} from '@ota/contract';
import { fetch } from 'undici';
import type { z } from 'zod';
import { SupplierError } from './supplier-error';
import {
  InternalAddressError,
  allowedAgent,
  isAllowed,
  publicOnlyAgent,
  wrapperAddressProblem,
  type AllowedHosts,
} from './wrapper-address';

/** How every call to a wrapper is made (config WRAPPER_TIMEOUT_MS, WRAPPER_ALLOWED_HOSTS). */
export interface WrapperCalls {
  /** Per call, covering connection, answer and body. */
  timeoutMs: number;
  /** Internal hosts a wrapper may still be at (wrapper-address.ts). */
  allowedHosts: AllowedHosts;
}

export interface WrapperClientOptions extends WrapperCalls {
  /** The wrapper record's wrapperurl; the client adds /v1/... to it. */
  baseUrl: string;
  /** Names the wrapper in error messages ('Demo Air did not answer within 3000 ms'). */
  name?: string;
  /**
   * The airline every call concerns, sent as `airline` (protocol 1.1) so a wrapper serving several
   * (a consolidator) knows which is meant; absent, the wrapper takes its own.
   */
  airline?: string;
}

export interface WrapperClient {
  health(): Promise<WrapperHealth>;
  searchFlights(req: WrapperSearchRequest): Promise<WrapperSearchResponse>;
  quoteChange(req: WrapperChangeQuoteRequest): Promise<WrapperChangeQuote>;
  quoteRefund(req: WrapperRefundQuoteRequest): Promise<WrapperRefundQuote>;
  reconfirm(pnr: string): Promise<WrapperReconfirmation>;
  bookingStatus(pnr: string): Promise<WrapperBookingStatus>;
  submitRefund(req: WrapperRefundSubmitRequest): Promise<WrapperRefundAnswer>;
  fareRules(req: WrapperFareRulesRequest): Promise<WrapperFareRulesAnswer>;
  refundAnswer(refundId: string): Promise<WrapperRefundAnswer>;
  /** Optional call (1.2): void a ticket inside the airline's void window. */
  voidTicket(req: WrapperTicketVoidRequest): Promise<WrapperTicketVoidAnswer>;
  seatMap(req: WrapperSeatMapRequest): Promise<WrapperSeatMap>;
  buySeat(req: WrapperSeatPurchaseRequest): Promise<WrapperSeatPurchase>;
  /** Optional calls (1.2): the bags the airline sells a passenger on a flight, and an EMD for one paid. */
  baggageOffers(req: WrapperBaggageOffersRequest): Promise<WrapperBaggageOffers>;
  issueBaggage(req: WrapperBaggageIssueRequest): Promise<WrapperBaggageIssue>;
}

/** Gateways answer these when the service behind them is down. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  if (cause instanceof InternalAddressError) return cause.message;
  if (cause instanceof Error)
    return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return error.message;
}

export function createWrapperClient(options: WrapperClientOptions): WrapperClient {
  const { baseUrl, timeoutMs, name, allowedHosts, airline } = options;
  const who = name ?? `The wrapper at ${baseUrl}`;
  const fail = (
    kind: SupplierError['kind'],
    message: string,
    extra: { status?: number; code?: string } = {},
  ) => new SupplierError({ kind, message, wrapperName: name, ...extra });

  function urlOf(path: string): URL {
    try {
      return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    } catch {
      throw fail('unreachable', `${who} has an invalid URL '${baseUrl}'`);
    }
  }

  async function exchange(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
  ): Promise<{ status: number; text: string }> {
    const url = urlOf(path);
    const refused = wrapperAddressProblem(url.href, allowedHosts);
    if (refused) throw fail('unreachable', `${who} was not called: ${refused}`);
    try {
      const res = await fetch(url, {
        // A redirect is an answer like any other: never followed, so it cannot lead inside.
        redirect: 'manual',
        dispatcher: isAllowed(url, allowedHosts) ? allowedAgent : publicOnlyAgent,
        method,
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw fail('timeout', `${who} did not answer within ${timeoutMs} ms`);
      }
      throw fail('unreachable', `${who} could not be reached at ${url.origin} (${causeOf(error)})`);
    }
  }

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const { status, text } = await exchange(method, path, body);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status < 200 || status > 299) {
      const refusal = wrapperErrorBody.safeParse(json);
      if (refusal.success) {
        const { code, message } = refusal.data.error;
        throw fail('refused', `${who} refused the request: ${message} (${code}, HTTP ${status})`, {
          status,
          code,
        });
      }
      if (status >= 300 && status < 400)
        throw fail('bad-answer', `${who} answered with a redirect (HTTP ${status}), which is not followed`, {
          status,
        });
      if (GATEWAY_STATUSES.has(status))
        throw fail('unreachable', `${who} is not available (HTTP ${status})`, { status });
      throw fail('bad-answer', `${who} answered HTTP ${status} without a protocol error body`, { status });
    }
    if (json === undefined) throw fail('bad-answer', `${who} sent an answer that is not JSON`, { status });
    const parsed = schema.safeParse(json, { error: wrapperErrorMap });
    if (!parsed.success) {
      throw fail(
        'bad-answer',
        `${who} sent an answer outside the wrapper protocol: ${describeWrapperIssues(parsed.error)}`,
        {
          status,
        },
      );
    }
    return parsed.data;
  }

  /** A request body naming the client's airline, unless the caller named one itself. */
  const about = <T extends { airline?: string }>(req: T): T =>
    airline === undefined || req.airline !== undefined ? req : { ...req, airline };
  const query = airline === undefined ? '' : `?airline=${encodeURIComponent(airline)}`;

  return {
    health: () => call('GET', 'v1/health', wrapperHealth),
    searchFlights: (req) => call('POST', 'v1/flights/search', wrapperSearchResponse, about(req)),
    quoteChange: (req) => call('POST', 'v1/quotes/change', wrapperChangeQuote, about(req)),
    quoteRefund: (req) => call('POST', 'v1/quotes/refund', wrapperRefundQuote, about(req)),
    reconfirm: (pnr) =>
      call(
        'POST',
        'v1/bookings/reconfirm',
        wrapperReconfirmation,
        about<{ pnr: string; airline?: string }>({ pnr }),
      ),
    bookingStatus: (pnr) =>
      call('GET', `v1/bookings/${encodeURIComponent(pnr)}/status${query}`, wrapperBookingStatus),
    submitRefund: (req) => call('POST', 'v1/refunds', wrapperRefundAnswer, about(req)),
    voidTicket: (req) => call('POST', 'v1/tickets/void', wrapperTicketVoidAnswer, about(req)),
    fareRules: (req) => call('POST', 'v1/fare-rules', wrapperFareRulesAnswer, about(req)),
    refundAnswer: (refundId) =>
      call('GET', `v1/refunds/${encodeURIComponent(refundId)}${query}`, wrapperRefundAnswer),
    seatMap: (req) => call('POST', 'v1/seats/map', wrapperSeatMap, about(req)),
    buySeat: (req) => call('POST', 'v1/seats', wrapperSeatPurchase, about(req)),
    baggageOffers: (req) => call('POST', 'v1/baggage/offers', wrapperBaggageOffers, about(req)),
    issueBaggage: (req) => call('POST', 'v1/baggage/issue', wrapperBaggageIssue, about(req)),
  };
}
