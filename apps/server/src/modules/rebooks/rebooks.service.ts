import {
  cardBrand,
  cardDigits,
  REBOOK_CASE,
  rebookDetails,
  rebookStepTarget,
  type CardBrand,
  type CardInput,
  type RebookCase,
  type RebookDetail,
  type RebookDetails,
  type RebookFlight,
  type RebookFlightsResult,
  type RebookItinerary,
  type RebookPage,
  type RebookPageQuery,
  type RebookReason,
  type RebookSelectBody,
  type RebookStatus,
  type RebookStep,
  type TaggedItinerary,
  type WrapperCabin,
  type WrapperSegment,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { toCents } from '../../platform/money';
import { formatDateTime } from '../../platform/time';
import { onlineWrappers } from '../airlines';
import { createCaseKernel, type CaseRecord } from '../cases';
import { disruptedFlightsOf, hasDecisionPending, latestDisruptionOf } from '../disruptions';
import {
  lockOrder,
  orderJourney,
  orderPassengerList,
  orderSegmentList,
  replaceSegments,
  setOrderCarrier,
} from '../orders';
import { searchAllWrappers, sortItineraries, type WrapperCalls } from '../suppliers';
import { amountDue, assertStep, difference, penaltyFor } from './rebook-rules';
import { REBOOKABLE_ORDER_STATUSES, rebookPage, type Scope } from './rebook-list';

export interface RebooksDeps {
  db: Database;
  timeZone: string;
  wrapperCalls: WrapperCalls;
  now?: () => Date;
}

const CABINS: readonly string[] = ['economy', 'premium', 'business', 'first'];
/** Spec section 3: travelType 1 is one-way, any other value a round trip. */
const ONE_WAY = 1;

/** The dates a rebook searches: the new departure, and for a round trip the new way back. */
export interface RebookDates {
  orderNo: string;
  departDate: string;
  returnDate?: string | undefined;
}
const noOrder = (orderNo: string) => new BadRequestError(`Order ${orderNo} does not exist`);
/** What only a rebook knows, read from its case's details (a rebook not yet priced keeps none). */
export function detailsOf(record: Pick<CaseRecord, 'details'>): RebookDetails {
  return rebookDetails.parse(record.details);
}

/** The record's part of a refusal: the step's wording names the case, its state and what the step needs. */
const asRebook = (record: CaseRecord) => ({ rebookNo: record.caseNo, status: record.status as RebookStatus });

const toFlight = (s: WrapperSegment): RebookFlight => ({
  flightNo: s.flightNo,
  dep: s.dep,
  arr: s.arr,
  depTime: s.depTime,
  arrTime: s.arrTime,
});

function toItinerary(found: TaggedItinerary): RebookItinerary {
  return {
    itineraryId: found.id,
    wrapper: found.wrapperName,
    validatingCarrier: found.validatingCarrier,
    flights: found.outbound.segments.map(toFlight),
    ...(found.inbound ? { returnFlights: found.inbound.segments.map(toFlight) } : {}),
    duration: found.outbound.duration,
    currency: found.fares.currency,
    total: found.fares.total.toFixed(2),
  };
}

/** Whether the itinerary flies one of these flights on its day (a wrapper's times are local 'YYYY-MM-DD HH:mm'). */
function fliesAny(itinerary: TaggedItinerary, flights: readonly { flightNo: string; flightDate: string }[]) {
  const segments = [...itinerary.outbound.segments, ...(itinerary.inbound?.segments ?? [])];
  return segments.some((segment) =>
    flights.some((f) => f.flightNo === segment.flightNo && f.flightDate === segment.depTime.slice(0, 10)),
  );
}

/**
 * The order flies the rebooked flights from now on: they replace its outbound segments, and for a
 * round trip its way back too (through the orders module, which renumbers the segments and moves the
 * order's departure and return); its carrier becomes the new itinerary's. A disruption that listed the
 * order keeps it (its link to the replaced segment becomes null).
 */
async function flyNewFlights(tx: DbTransaction, orderId: number, itinerary: RebookItinerary): Promise<void> {
  const returnFlights = itinerary.returnFlights ?? [];
  const replaced = (await orderSegmentList(tx, orderId))
    .filter((segment) => !segment.back || returnFlights.length > 0)
    .map((segment) => segment.id);
  await replaceSegments(tx, orderId, replaced, [
    ...itinerary.flights.map((flight) => ({ ...flight, back: false })),
    ...returnFlights.map((flight) => ({ ...flight, back: true })),
  ]);
  await setOrderCarrier(tx, orderId, itinerary.validatingCarrier);
}

const flightList = (itinerary: RebookItinerary) => [...itinerary.flights, ...(itinerary.returnFlights ?? [])];

export function createRebooksService(deps: RebooksDeps) {
  const now = deps.now ?? (() => new Date());
  const nowLocal = () => formatDateTime(now(), deps.timeZone);
  const kernel = createCaseKernel(REBOOK_CASE, { timeZone: deps.timeZone });

  function toCase(record: CaseRecord): RebookCase {
    const details = detailsOf(record);
    return {
      rebookNo: record.caseNo,
      orderNo: record.orderNo,
      reason: record.subType as RebookReason,
      status: record.status as RebookStatus,
      itinerary: details.itinerary,
      originalTotal: details.originalTotal,
      priceDifference: details.priceDifference,
      penalty: details.penalty,
      amountDue: amountDue(details.priceDifference, details.penalty),
      currency: record.currency,
      cardBrand: details.cardBrand,
      cardLast4: details.cardLast4,
      operator: record.updatedBy,
      createdAt: formatDateTime(record.createdAt, deps.timeZone),
      updatedAt: formatDateTime(record.updatedAt, deps.timeZone),
    };
  }

  async function orderOf(scope: Scope, orderNo: string) {
    const order = await orderJourney(deps.db, orderNo, scope);
    if (!order) throw noOrder(orderNo);
    return order;
  }

  /**
   * New flights for the whole journey: a round trip is searched with its way back (both legs are
   * rebooked together, priced as the round trip the order is), and no offer flies a flight that a
   * disruption of the order has hit on that day.
   */
  async function search(scope: Scope, dates: RebookDates): Promise<RebookFlightsResult> {
    const order = await orderOf(scope, dates.orderNo);
    const { departDate, returnDate } = dates;
    if (departDate < nowLocal().slice(0, 10)) throw new BadRequestError('departDate must not be in the past');
    const roundTrip = order.travelType !== ONE_WAY;
    if (roundTrip && returnDate === undefined)
      throw new BadRequestError(`returnDate is required: order ${order.orderNo} is a round trip`);
    if (!roundTrip && returnDate !== undefined)
      throw new BadRequestError(`returnDate is not taken: order ${order.orderNo} is one-way`);
    if (returnDate !== undefined && returnDate < departDate)
      throw new BadRequestError('returnDate must not be before departDate');
    const passengers = await orderPassengerList(deps.db, order.id);
    const segments = await orderSegmentList(deps.db, order.id);
    const count = (ageType: number) => passengers.filter((p) => p.ageType === ageType).length;
    const cabin = segments[0]?.cabin ?? 'economy';
    const merged = await searchAllWrappers(
      await onlineWrappers(deps.db),
      {
        origin: order.dep,
        destination: order.arr,
        departDate,
        ...(returnDate === undefined ? {} : { returnDate }),
        passengers: { adults: Math.max(1, count(0)), children: count(1), infants: count(2) },
        cabin: (CABINS.includes(cabin) ? cabin : 'economy') as WrapperCabin,
      },
      deps.wrapperCalls,
    );
    const disrupted = await disruptedFlightsOf(deps.db, order.id);
    const offered = merged.itineraries.filter(
      (itinerary) => (!roundTrip || itinerary.inbound !== undefined) && !fliesAny(itinerary, disrupted),
    );
    return { itineraries: sortItineraries(offered, 'price'), warnings: merged.warnings };
  }

  /** The case of the caller's platform, locked, checked against the step (naming its state when refused). */
  async function stepCase(tx: DbTransaction, scope: Scope, rebookNo: string, step: RebookStep) {
    const record = await kernel.lockNumber(tx, rebookNo, scope);
    assertStep(asRebook(record), step);
    return record;
  }

  return {
    async page(scope: Scope, query: RebookPageQuery): Promise<RebookPage> {
      return rebookPage(deps.db, scope, query, nowLocal());
    },

    async detail(scope: Scope, orderNo: string): Promise<RebookDetail> {
      const order = await orderOf(scope, orderNo);
      const [segments, passengers, disruption, latest] = [
        await orderSegmentList(deps.db, order.id),
        await orderPassengerList(deps.db, order.id),
        await latestDisruptionOf(deps.db, order.id),
        await kernel.latestOfOrder(deps.db, order.id),
      ];
      return {
        order: {
          orderNo: order.orderNo,
          pnr: order.pnr,
          status: order.status,
          route: order.route,
          dep: order.dep,
          arr: order.arr,
          travelType: order.travelType,
          departTime: order.departTime,
          passengerName: order.passengerName,
          totalPrice: order.totalPrice,
          currency: order.currency,
          airline: order.airline,
        },
        segments: segments.map(({ id: _id, cabin: _cabin, ...segment }) => segment),
        passengers: passengers.map((p) => ({ name: `${p.givenName} ${p.surname}`, ageType: p.ageType })),
        reason: latest ? (latest.subType as RebookReason) : disruption ? 'DISRUPTION' : 'CUSTOMER_REQUEST',
        disruption,
        rebook: latest ? toCase(latest) : null,
      };
    },

    flights: search,

    /**
     * Asks the wrappers again so the price comes from the airline, never from the client. The first
     * select opens the order's case (REQUESTED) and moves it to FLIGHT_SELECTED; a later one moves
     * it again with the new flights.
     */
    async select(scope: Scope, body: RebookSelectBody, operator: string): Promise<RebookCase> {
      const { itineraries } = await search(scope, body);
      const found = itineraries.find((i) => i.id === body.itineraryId && i.wrapperName === body.wrapper);
      if (!found)
        throw new BadRequestError(
          `itineraryId: ${body.itineraryId} of ${body.wrapper} is no longer offered on ${body.departDate}`,
        );
      return deps.db.transaction(async (tx) => {
        const summary = await lockOrder(tx, body.orderNo, scope);
        const order = summary && (await orderJourney(tx, summary.orderNo, scope));
        if (!summary || !order) throw noOrder(body.orderNo);
        if (!(REBOOKABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
          throw new BadRequestError(
            `Order ${order.orderNo} is ${order.status}: only PAID or TICKETED orders are rebooked`,
          );
        if (order.departTime <= nowLocal())
          throw new BadRequestError(`Order ${order.orderNo} has already departed`);
        const itinerary = toItinerary(found);
        const originalTotal =
          itinerary.currency === order.currency
            ? order.totalPrice
            : itinerary.currency === 'EUR'
              ? order.totalPriceEur
              : null;
        if (originalTotal === null)
          throw new BadRequestError(
            `itineraryId: the new fare is in ${itinerary.currency}, the order in ${order.currency}`,
          );
        const latest = await kernel.latestOfOrder(tx, order.id);
        const open = latest && kernel.isOpen(latest) ? await kernel.lock(tx, latest.id, scope) : undefined;
        if (open) assertStep(asRebook(open), 'select');
        const involuntary =
          open?.subType === 'DISRUPTION' || (!open && (await hasDecisionPending(tx, order.id)));
        const seated = found.fares.perPassenger
          .filter((fare) => fare.ageType !== 2)
          .reduce((sum, fare) => sum + fare.count, 0);
        const changePenalty = found.fareRules.changePenalty;
        const details: RebookDetails = {
          itinerary,
          originalTotal,
          priceDifference: difference(itinerary.total, originalTotal),
          penalty: penaltyFor(involuntary, changePenalty === null ? null : changePenalty.toFixed(2), seated),
          cardBrand: null,
          cardLast4: null,
        };
        const record =
          open ??
          (await kernel.open(tx, {
            order: summary,
            subType: involuntary ? 'DISRUPTION' : 'CUSTOMER_REQUEST',
            ...(await wholeOrder(tx, order.id)),
            currency: itinerary.currency,
            operator,
          }));
        const flights = flightList(itinerary)
          .map((f) => `${f.flightNo} ${f.depTime}`)
          .join(', ');
        const moved = await kernel.move(tx, record, {
          to: rebookStepTarget('select'),
          operator,
          changes: {
            details: { ...details },
            currency: itinerary.currency,
            applicationAmount: details.priceDifference,
            confirmedAmount: amountDue(details.priceDifference, details.penalty),
          },
          note: messageText('noteRebookSelected', {
            flights,
            wrapper: itinerary.wrapper,
            difference: `${details.priceDifference} ${itinerary.currency}`,
            penalty: `${details.penalty} ${itinerary.currency}`,
          }),
        });
        return toCase(moved);
      });
    },

    confirm: (scope: Scope, rebookNo: string, operator: string) =>
      deps.db.transaction(async (tx) => {
        const record = await stepCase(tx, scope, rebookNo, 'confirm');
        const { priceDifference, penalty } = detailsOf(record);
        await kernel.move(tx, record, {
          to: rebookStepTarget('confirm'),
          operator,
          note: messageText('noteAmountDue', {
            amount: `${amountDue(priceDifference, penalty)} ${record.currency}`,
          }),
        });
        return { rebookNo: record.caseNo, orderNo: record.orderNo, status: 'CONFIRMED' as const };
      }),

    /**
     * Only the brand and the last four digits go anywhere; the number and CVV end with this call.
     * The charge is the customer's card, not the agency's balance (no ledger entry): the kernel
     * claims it once for the case, so two pays of one rebook charge it once.
     */
    pay: (scope: Scope, card: CardInput, operator: string) =>
      deps.db.transaction(async (tx) => {
        const record = await stepCase(tx, scope, card.rebookNo, 'pay');
        const details = detailsOf(record);
        const due = amountDue(details.priceDifference, details.penalty);
        const charge = toCents(due) > 0n ? cardCharge(card, `${due} ${record.currency}`) : null;
        if (!(await kernel.claimOnce(tx, record, 'CARD_CHARGE')))
          throw new BadRequestError(`Rebook ${record.caseNo}: its card charge was already taken`);
        if (details.itinerary) await flyNewFlights(tx, record.orderId, details.itinerary);
        const flights = details.itinerary
          ? flightList(details.itinerary)
              .map((f) => f.flightNo)
              .join(', ')
          : '';
        const charged = charge && { amount: `${due} ${record.currency}`, ...charge };
        await kernel.move(tx, record, {
          to: rebookStepTarget('pay'),
          operator,
          changes: {
            details: { ...details, cardBrand: charge?.brand ?? null, cardLast4: charge?.last4 ?? null },
            confirmedAmount: due,
          },
          note: charged
            ? flights
              ? messageText('noteCardChargedFlies', { ...charged, flights })
              : messageText('noteCardCharged', charged)
            : messageText('noteNothingDueFlies', { flights: flights || '—' }),
        });
        return {
          rebookNo: record.caseNo,
          orderNo: record.orderNo,
          status: 'COMPLETED' as const,
          amount: due,
          currency: record.currency,
          cardBrand: charge?.brand ?? null,
          cardLast4: charge?.last4 ?? null,
        };
      }),

    cancel: (scope: Scope, rebookNo: string, operator: string) =>
      deps.db.transaction(async (tx) => {
        const record = await stepCase(tx, scope, rebookNo, 'cancel');
        await kernel.move(tx, record, { to: rebookStepTarget('cancel'), operator });
        return { rebookNo: record.caseNo, orderNo: record.orderNo, status: 'CANCELLED' as const };
      }),
  };
}

/** The brand and last four digits of the card that pays what is due; refused, naming it, without one. */
function cardCharge(card: CardInput, due: string): { brand: CardBrand; last4: string } {
  for (const field of ['cardNumber', 'expiry', 'cvv', 'holder'] as const)
    if (!card[field]) throw new BadRequestError(`${field} is required: ${due} is due`);
  const digits = cardDigits(card.cardNumber ?? '');
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}

/** A rebook concerns the whole order: every passenger, every segment (a round trip both ways). */
async function wholeOrder(tx: DbTransaction, orderId: number) {
  const passengers = await orderPassengerList(tx, orderId);
  const segments = await orderSegmentList(tx, orderId);
  return {
    passengerIds: passengers.map((p) => p.id),
    passengerNames: passengers.map((p) => `${p.givenName} ${p.surname}`).join(', '),
    segmentIds: segments.map((s) => s.id),
    segmentSummary: segments
      .map((s) => `${s.flightNo} ${s.dep}-${s.arr} ${s.depTime.slice(0, 16)}`)
      .join(', '),
  };
}
