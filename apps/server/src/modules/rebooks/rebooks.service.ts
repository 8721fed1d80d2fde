import {
  cardBrand,
  cardDigits,
  type RebookCase,
  type RebookDetail,
  type RebookFlight,
  type RebookFlightsResult,
  type RebookItinerary,
  type RebookPage,
  type RebookPageQuery,
  type RebookSelectBody,
  type TaggedItinerary,
  type WrapperCabin,
  type WrapperSegment,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { onlineWrappers } from '../airlines';
import { replaceSegments } from '../orders';
import { searchAllWrappers, sortItineraries, type WrapperCalls } from '../suppliers';
import { amountDue, assertStep, difference, penaltyFor } from './rebook-rules';
import {
  createRebooksRepository,
  REBOOKABLE_ORDER_STATUSES,
  type CaseRecord,
  type Scope,
} from './rebooks.repository';

export interface RebooksDeps {
  db: Database;
  timeZone: string;
  wrapperCalls: WrapperCalls;
  now?: () => Date;
}

export interface CardInput {
  rebookNo: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  holder: string;
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
const noCase = (rebookNo: string) => new BadRequestError(`Rebook ${rebookNo} does not exist`);

function toCase(record: CaseRecord, orderNo: string): RebookCase {
  return {
    rebookNo: record.rebookNo,
    orderNo,
    reason: record.reason,
    status: record.status,
    itinerary: record.itinerary,
    originalTotal: record.originalTotal,
    priceDifference: record.priceDifference,
    penalty: record.penalty,
    amountDue: amountDue(record.priceDifference, record.penalty),
    currency: record.currency,
    cardBrand: record.cardBrand as RebookCase['cardBrand'],
    cardLast4: record.cardLast4,
    operator: record.operator,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

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
async function flyNewFlights(
  tx: DbTransaction,
  repository: ReturnType<typeof createRebooksRepository>,
  orderId: number,
  itinerary: RebookItinerary,
): Promise<void> {
  const returnFlights = itinerary.returnFlights ?? [];
  const replaced = (await repository.segments(orderId))
    .filter((segment) => !segment.back || returnFlights.length > 0)
    .map((segment) => segment.id);
  await replaceSegments(tx, orderId, replaced, [
    ...itinerary.flights.map((flight) => ({ ...flight, back: false })),
    ...returnFlights.map((flight) => ({ ...flight, back: true })),
  ]);
  await repository.setCarrier(orderId, itinerary.validatingCarrier);
}

const isOpen = (record: CaseRecord | undefined) =>
  record !== undefined && record.status !== 'COMPLETED' && record.status !== 'CANCELLED';

export function createRebooksService(deps: RebooksDeps) {
  const now = deps.now ?? (() => new Date());
  const nowLocal = () => formatDateTime(now(), deps.timeZone);
  const reader = createRebooksRepository(deps.db, deps.timeZone);

  async function orderOf(scope: Scope, orderNo: string) {
    const order = await reader.order(scope, orderNo);
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
    const passengers = await reader.passengers(order.id);
    const segments = await reader.segments(order.id);
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
    const disrupted = await reader.disruptedFlights(order.id);
    const offered = merged.itineraries.filter(
      (itinerary) => (!roundTrip || itinerary.inbound !== undefined) && !fliesAny(itinerary, disrupted),
    );
    return { itineraries: sortItineraries(offered, 'price'), warnings: merged.warnings };
  }

  /** A case of the caller's platform, locked for the step. */
  async function lockedCase(tx: DbTransaction, scope: Scope, rebookNo: string) {
    const repository = createRebooksRepository(tx, deps.timeZone);
    const record = await repository.lockCase(rebookNo);
    if (!record) throw noCase(rebookNo);
    const order = await repository.caseOrder(record.orderId);
    if (!order || (scope !== null && order.platformType !== scope)) throw noCase(rebookNo);
    return { repository, record, orderNo: order.orderNo };
  }

  return {
    async page(scope: Scope, query: RebookPageQuery): Promise<RebookPage> {
      return reader.page(scope, query, nowLocal(), pageOffset(query), query.pageSize);
    },

    async detail(scope: Scope, orderNo: string): Promise<RebookDetail> {
      const order = await orderOf(scope, orderNo);
      const [segments, passengers, disruption, latest] = [
        await reader.segments(order.id),
        await reader.passengers(order.id),
        await reader.disruption(order.id),
        await reader.latestCase(order.id),
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
        passengers,
        reason: latest?.reason ?? (disruption ? 'DISRUPTION' : 'CUSTOMER_REQUEST'),
        disruption,
        rebook: latest ? toCase(latest, order.orderNo) : null,
      };
    },

    flights: search,

    /** Asks the wrappers again so the price comes from the airline, never from the client. */
    async select(scope: Scope, body: RebookSelectBody, operator: string): Promise<RebookCase> {
      const { itineraries } = await search(scope, body);
      const found = itineraries.find((i) => i.id === body.itineraryId && i.wrapperName === body.wrapper);
      if (!found)
        throw new BadRequestError(
          `itineraryId: ${body.itineraryId} of ${body.wrapper} is no longer offered on ${body.departDate}`,
        );
      return deps.db.transaction(async (tx) => {
        const repository = createRebooksRepository(tx, deps.timeZone);
        const order = await repository.order(scope, body.orderNo, true);
        if (!order) throw noOrder(body.orderNo);
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
        const latest = await repository.latestCase(order.id);
        const open = isOpen(latest) ? latest : undefined;
        if (open) assertStep(open, 'select');
        const involuntary =
          open?.reason === 'DISRUPTION' || (!open && (await repository.hasDecisionPending(order.id)));
        const seated = found.fares.perPassenger
          .filter((fare) => fare.ageType !== 2)
          .reduce((sum, fare) => sum + fare.count, 0);
        const changePenalty = found.fareRules.changePenalty;
        const fields = {
          status: 'FLIGHT_SELECTED' as const,
          itinerary,
          originalTotal,
          priceDifference: difference(itinerary.total, originalTotal),
          penalty: penaltyFor(involuntary, changePenalty === null ? null : changePenalty.toFixed(2), seated),
          currency: itinerary.currency,
          operator,
        };
        const at = now();
        let rebookNo: string;
        if (open) {
          rebookNo = open.rebookNo;
          await repository.updateCase(open.id, fields, at);
        } else {
          rebookNo = `RB${order.id}-${(await repository.countCases(order.id)) + 1}`;
          await repository.insertCase({
            ...fields,
            rebookNo,
            orderId: order.id,
            reason: involuntary ? 'DISRUPTION' : 'CUSTOMER_REQUEST',
            createdAt: at,
            updatedAt: at,
          });
        }
        const flights = [...itinerary.flights, ...(itinerary.returnFlights ?? [])]
          .map((f) => `${f.flightNo} ${f.depTime}`)
          .join(', ');
        await repository.record(
          order.id,
          operator,
          `Rebook ${rebookNo}: ${open ? `${open.status} → ` : ''}FLIGHT_SELECTED, ${flights} (${itinerary.wrapper}), ` +
            `difference ${fields.priceDifference} ${itinerary.currency}, penalty ${fields.penalty} ${itinerary.currency}`,
          at,
        );
        const saved = await repository.lockCase(rebookNo);
        if (!saved) throw noCase(rebookNo);
        return toCase(saved, order.orderNo);
      });
    },

    confirm: (scope: Scope, rebookNo: string, operator: string) =>
      deps.db.transaction(async (tx) => {
        const { repository, record, orderNo } = await lockedCase(tx, scope, rebookNo);
        assertStep(record, 'confirm');
        const at = now();
        await repository.updateCase(record.id, { status: 'CONFIRMED', operator }, at);
        const due = amountDue(record.priceDifference, record.penalty);
        await repository.record(
          record.orderId,
          operator,
          `Rebook ${rebookNo}: FLIGHT_SELECTED → CONFIRMED, amount due ${due} ${record.currency}`,
          at,
        );
        return { rebookNo, orderNo, status: 'CONFIRMED' as const };
      }),

    /** Only the brand and the last four digits go anywhere; the number and CVV end with this call. */
    pay: (scope: Scope, card: CardInput, operator: string) =>
      deps.db.transaction(async (tx) => {
        const { repository, record, orderNo } = await lockedCase(tx, scope, card.rebookNo);
        assertStep(record, 'pay');
        const digits = cardDigits(card.cardNumber);
        const brand = cardBrand(digits);
        const last4 = digits.slice(-4);
        const at = now();
        const due = amountDue(record.priceDifference, record.penalty);
        await repository.updateCase(
          record.id,
          { status: 'COMPLETED', cardBrand: brand, cardLast4: last4, operator },
          at,
        );
        if (record.itinerary) await flyNewFlights(tx, repository, record.orderId, record.itinerary);
        await repository.record(
          record.orderId,
          operator,
          `Rebook ${card.rebookNo}: ${record.status} → COMPLETED, ${due} ${record.currency} charged to ${brand} ending ${last4}` +
            (record.itinerary
              ? `; now flies ${[...record.itinerary.flights, ...(record.itinerary.returnFlights ?? [])]
                  .map((f) => f.flightNo)
                  .join(', ')}`
              : ''),
          at,
        );
        return {
          rebookNo: card.rebookNo,
          orderNo,
          status: 'COMPLETED' as const,
          amount: due,
          currency: record.currency,
          cardBrand: brand,
          cardLast4: last4,
        };
      }),

    cancel: (scope: Scope, rebookNo: string, operator: string) =>
      deps.db.transaction(async (tx) => {
        const { repository, record, orderNo } = await lockedCase(tx, scope, rebookNo);
        assertStep(record, 'cancel');
        const at = now();
        await repository.updateCase(record.id, { status: 'CANCELLED', operator }, at);
        await repository.record(
          record.orderId,
          operator,
          `Rebook ${rebookNo}: ${record.status} → CANCELLED`,
          at,
        );
        return { rebookNo, orderNo, status: 'CANCELLED' as const };
      }),
  };
}
