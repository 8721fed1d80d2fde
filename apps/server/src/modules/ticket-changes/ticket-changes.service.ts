import {
  TICKET_CHANGE_CASE,
  ticketChangeDetails,
  type ChangedOrderQuery,
  type ChangedOrderRow,
  type ChangeFlightInfo,
  type ChangeFlightQuery,
  type ChangeQuoteLines,
  type PageList,
  type TicketChangeAddInput,
  type TicketChangeDetail,
  type TicketChangePage,
  type TicketChangePageQuery,
  type TicketChangeRow,
  type TicketChangeStatus,
  type TicketChangeType,
  type TicketChangeUpdateInput,
  type WrapperItinerary,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { centsToDecimal, formatMoney, toCents } from '../../platform/money';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { caseRow, createCaseKernel, ordersWithCases, type CaseRecord } from '../cases';
import {
  assertFlown,
  changeFlights,
  createOrderSuppliers,
  exchangeTickets,
  lockOrder,
  lockOrderById,
  orderPassengerList,
  orderPayment,
  orderSegmentList,
  supplierRefusal,
  ticketPrefix,
  type OrderSegment,
} from '../orders';
import type { WrapperCalls } from '../suppliers';
import { quoteChange, type ChangeQuote } from './change-quote';

export interface TicketChangesDeps {
  db: Database;
  timeZone: string;
  wrapperCalls: WrapperCalls;
}

/** What a ticket change keeps in its case's details (its quote and new flights, the new tickets). */
const detailsOf = (record: CaseRecord) => ticketChangeDetails.parse(record.details);

const label = (flight: { flightNo: string; dep: string; arr: string; depTime: string }) =>
  `${flight.flightNo} ${flight.dep}-${flight.arr} ${flight.depTime.slice(0, 16)}`;

/** The itineraries of a search that are not the flights the passengers already hold. */
function others(itineraries: WrapperItinerary[], current: OrderSegment[]) {
  const held = current.map((segment) => `${segment.flightNo} ${segment.depTime.slice(0, 10)}`).join(',');
  return itineraries.filter(
    (itinerary) =>
      itinerary.outbound.segments.map((s) => `${s.flightNo} ${s.depTime.slice(0, 10)}`).join(',') !== held,
  );
}

export function createTicketChangesService(deps: TicketChangesDeps) {
  const { db, timeZone } = deps;
  const kernel = createCaseKernel(TICKET_CHANGE_CASE, { timeZone });
  const suppliers = createOrderSuppliers({ db, wrapperCalls: deps.wrapperCalls });
  const expire = (on: Database | DbTransaction) => kernel.expireDue(on);

  function toRow(record: CaseRecord): TicketChangeRow {
    return {
      ...caseRow<TicketChangeStatus>(record, timeZone),
      changeNo: record.caseNo,
      changeType: record.subType as TicketChangeType,
    };
  }

  function quoteLines(record: CaseRecord): ChangeQuoteLines | null {
    const quote = detailsOf(record).quote;
    if (!quote) return null;
    const { fareDifference, taxDifference, penalty, serviceFee, total, flights } = quote;
    return { fareDifference, taxDifference, penalty, serviceFee, total, newFlights: flights.map(label) };
  }

  /** The case's segments of each direction, and its passengers, as the order holds them now. */
  async function selection(record: CaseRecord) {
    const [passengers, segments] = await Promise.all([
      orderPassengerList(db, record.orderId),
      orderSegmentList(db, record.orderId),
    ]);
    const chosen = segments.filter((segment) => record.segmentIds.includes(segment.id));
    return {
      passengers: passengers.filter((passenger) => record.passengerIds.includes(passenger.id)),
      go: chosen.filter((segment) => !segment.back),
      back: chosen.filter((segment) => segment.back),
    };
  }

  /** The agency's money effect of a move: the debit when paid, its return when the reissue failed. */
  async function settle(tx: DbTransaction, record: CaseRecord, to: TicketChangeStatus, operator: string) {
    const amount = record.applicationAmount ?? '0.00';
    if (toCents(amount) === 0n) return undefined;
    const settled = await kernel.postToPayer(tx, record, {
      effect: to === 'PAID' ? 'CHANGE_DEBIT' : 'CHANGE_RETURN',
      type: to === 'PAID' ? 'CHANGE_DEBIT' : 'REFUND_CREDIT',
      amount,
      charge: to === 'PAID',
      operator,
      unpaid: 'there is no account to charge',
      note: to === 'PAID' ? 'noteDebited' : 'noteReturned',
    });
    return settled?.note;
  }

  /** REISSUED: the order flies the new flights, and the passengers get new ticket numbers. */
  async function reissue(tx: DbTransaction, record: CaseRecord) {
    const order = await lockOrderById(tx, record.orderId);
    if (!order) throw new BadRequestError(`Order ${record.orderNo} does not exist`);
    const quote = detailsOf(record).quote;
    if (!quote) throw new BadRequestError(`Ticket change ${record.caseNo} has no new flights`);
    await changeFlights(tx, order.id, record.passengerIds, record.segmentIds, quote.flights);
    const tickets = await exchangeTickets(
      tx,
      order.id,
      record.passengerIds,
      ticketPrefix(order.airline),
      record.id,
    );
    const added = centsToDecimal(toCents(quote.fareDifference) + toCents(quote.taxDifference));
    await kernel.exchangeTickets(tx, record, tickets, added);
    return {
      changes: { details: { ...record.details, tickets } },
      note: messageText('noteReissued', {
        tickets: tickets.map((t) => `${t.oldTicketNo ?? '—'} → ${t.newTicketNo}`).join(', '),
        flights: quote.flights.map(label).join(', '),
      }),
    };
  }

  return {
    async add(scope: number | null, input: TicketChangeAddInput, operator: string): Promise<TicketChangeRow> {
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderNo, scope);
        if (!order) throw new BadRequestError(`Order ${input.orderNo} does not exist`);
        if (!(await orderPayment(tx, order.id)))
          throw new BadRequestError(`Order ${order.orderNo} was not paid: its tickets cannot be changed`);
        const passengers = (await orderPassengerList(tx, order.id)).filter((p) =>
          input.passengerIds.includes(p.id),
        );
        const flights = await orderSegmentList(tx, order.id);
        const segments = flights.filter((s) => input.segmentIds.includes(s.id));
        if (passengers.length !== new Set(input.passengerIds).size)
          throw new BadRequestError(`passengerIds: not every passenger named is on order ${order.orderNo}`);
        if (segments.length !== new Set(input.segmentIds).size)
          throw new BadRequestError(`segmentIds: not every segment named is on order ${order.orderNo}`);
        assertFlown(flights, passengers, input.segmentIds, 'segmentIds');
        const closed = passengers.filter((p) => p.ticketStatus !== null && p.ticketStatus !== 'OPEN');
        if (closed.length > 0)
          throw new BadRequestError(
            `passengerIds: ${closed.map((p) => `${p.givenName} ${p.surname} (${p.ticketStatus})`).join(', ')} holds no open ticket`,
          );
        const opened = await kernel.open(tx, {
          order,
          subType: input.changeType,
          passengerIds: passengers.map((p) => p.id),
          passengerNames: passengers.map((p) => `${p.givenName} ${p.surname}`).join(', '),
          segmentIds: segments.map((s) => s.id),
          segmentSummary: segments.map(label).join(', '),
          currency: order.currency,
          remark: input.remark,
          operator,
        });
        await kernel.holdTickets(tx, opened);
        return opened;
      });
      return toRow(record);
    },

    /** New flights for the change, from the order's airline: outbound on departDate, return on returnDate. */
    async flights(scope: number | null, query: ChangeFlightQuery): Promise<ChangeFlightInfo> {
      const record = await kernel.find(db, query.id, scope);
      const { passengers, go, back } = await selection(record);
      const supplier = await suppliers.forAirline(record.airline);
      const counts = {
        adults: Math.max(1, passengers.filter((p) => p.ageType === 0).length),
        children: passengers.filter((p) => p.ageType === 1).length,
        infants: passengers.filter((p) => p.ageType === 2).length,
      };
      const search = async (segments: OrderSegment[], departDate: string | undefined) => {
        const [first] = segments;
        const last = segments.at(-1);
        if (!first || !last || !departDate) return [];
        const answer = await supplier.client
          .searchFlights({ origin: first.dep, destination: last.arr, departDate, passengers: counts })
          .catch(supplierRefusal);
        return others(answer.itineraries, segments).map((itinerary) => ({
          ...itinerary,
          wrapperName: supplier.name,
        }));
      };
      return {
        goRouting: await search(go, query.departDate),
        backRouting: await search(back, query.returnDate ?? (back.length > 0 ? query.departDate : undefined)),
        warnings: [],
      };
    },

    async page(scope: number | null, query: TicketChangePageQuery): Promise<TicketChangePage> {
      const filter = { ...query, scope, caseNo: query.changeNo, subType: query.changeType };
      const { rows, total } = await kernel.page(db, filter, query);
      return { pageList: rows.map(toRow), totalCount: total };
    },

    async detail(scope: number | null, id: number): Promise<TicketChangeDetail> {
      const { record, records } = await kernel.detail(db, id, scope);
      return {
        ...toRow(record),
        quote: quoteLines(record),
        remark: record.remark,
        passengerIds: record.passengerIds,
        segmentIds: record.segmentIds,
        tickets: detailsOf(record).tickets ?? [],
        records,
      };
    },

    async orders(scope: number | null, query: ChangedOrderQuery): Promise<PageList<ChangedOrderRow>> {
      const { rows, total } = await ordersWithCases(
        db,
        TICKET_CHANGE_CASE.kind,
        { scope, orderNo: query.orderNo, pnr: query.pnr },
        { offset: pageOffset(query), limit: query.pageSize },
      );
      return {
        pageList: rows.map((row) => ({
          orderNo: row.orderNo,
          pnr: row.pnr,
          airline: row.airline,
          platformType: row.platformType,
          changes: row.cases,
          lastChangeNo: row.lastCaseNo,
          lastStatus: row.lastStatus as TicketChangeStatus,
          lastChangeTime: formatDateTime(new Date(row.lastCreatedAt), timeZone),
        })),
        totalCount: total,
      };
    },

    async update(
      scope: number | null,
      input: TicketChangeUpdateInput,
      operator: string,
    ): Promise<TicketChangeRow> {
      await expire(db);
      let quoted: ChangeQuote | undefined;
      if (input.status === 'QUOTED') {
        // The airline quotes before the case is locked: no lock waits on the network.
        const seen = await kernel.find(db, input.id, scope);
        kernel.checkVersion(seen, input.version);
        const refused = kernel.refusal(seen, 'QUOTED');
        if (refused) throw new BadRequestError(refused);
        const { passengers, go, back } = await selection(seen);
        const directions = [
          { back: false, segments: go, itineraryId: input.goItineraryId },
          { back: true, segments: back, itineraryId: input.backItineraryId },
        ].filter((d): d is { back: boolean; segments: OrderSegment[]; itineraryId: string } =>
          Boolean(d.itineraryId && d.segments.length > 0),
        );
        if (directions.length === 0)
          throw new BadRequestError(
            'goItineraryId or backItineraryId is required: pick the new flight first',
          );
        const supplier = await suppliers.forAirline(seen.airline);
        quoted = await quoteChange(
          supplier.client,
          {
            pnr: seen.pnr,
            involuntary: seen.subType === 'INVOLUNTARY',
            agencyFee: input.serviceFee ?? '0.00',
            passengers,
          },
          directions,
        ).catch(supplierRefusal);
      }
      const moved = await db.transaction(async (tx) => {
        const record = await kernel.lock(tx, input.id, scope);
        kernel.checkVersion(record, input.version);
        const refused = kernel.refusal(record, input.status);
        if (refused) throw new BadRequestError(refused);
        if (quoted) {
          const { expiresAt, ...quote } = quoted;
          return kernel.move(tx, record, {
            to: 'QUOTED',
            operator,
            changes: {
              applicationAmount: quote.total,
              serviceCharge: input.serviceFee ?? '0.00',
              currency: quote.currency,
              deadline: expiresAt,
              details: { ...record.details, quote },
            },
            note: messageText('noteQuotedFor', {
              amount: formatMoney(quote.total, quote.currency),
              flights: quote.flights.map(label).join(', '),
            }),
          });
        }
        if ((input.status === 'FAILED' || input.status === 'CANCELLED') && !input.reason)
          throw new BadRequestError(`reason is required to move a ticket change to ${input.status}`);
        const reason = input.reason ? messageText('noteReason', { reason: input.reason }) : undefined;
        if (input.status === 'PAID' || input.status === 'FAILED') {
          if (input.status === 'PAID') await kernel.checkTicketsHeld(tx, record);
          const note = await settle(tx, record, input.status, operator);
          const changes = input.status === 'PAID' ? { confirmedAmount: record.applicationAmount } : {};
          return kernel.move(tx, record, {
            to: input.status,
            operator,
            changes,
            note: [note, reason].filter(Boolean).join('. ') || undefined,
          });
        }
        if (input.status === 'REISSUED')
          return kernel.move(tx, record, { to: 'REISSUED', operator, ...(await reissue(tx, record)) });
        return kernel.move(tx, record, { to: input.status, operator, note: reason });
      });
      return toRow(moved);
    },
  };
}
