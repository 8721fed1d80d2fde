import {
  VOID_TICKET_CASE,
  VOID_TICKET_TYPE,
  voidTicketDetails,
  type VoidableTicket,
  type VoidTicketAddInput,
  type VoidTicketDetails,
  type VoidTicketDetail,
  type VoidTicketPage,
  type VoidTicketPageQuery,
  type VoidTicketRow,
  type VoidTicketStatus,
  type VoidTicketUpdateInput,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { formatDateTime } from '../../platform/time';
import { caseRow, createCaseKernel, type CaseRecord } from '../cases';
import {
  createOrderSuppliers,
  findOrder,
  flightsOf,
  lockOrder,
  lockOrderById,
  type OrderPassenger,
  orderPassengerList,
  orderSegmentList,
  type OrderSummary,
  segmentSummaryOf,
  setTicketStatus,
  supplierRefusal,
  type TicketIssue,
  ticketIssue,
} from '../orders';
import type { WrapperCalls } from '../suppliers';
import { ticketShare, voidWindowEnd } from './void-window';

export interface VoidTicketsDeps {
  db: Database;
  timeZone: string;
  /** config VOID_WINDOW_HOURS: 0, the business day of issue. */
  voidWindowHours: number;
  wrapperCalls: WrapperCalls;
}

/** The void's details JSON as the contract declares it. */
const detailsOf = (record: CaseRecord): VoidTicketDetails => voidTicketDetails.parse(record.details);

const MONEY_EFFECT = 'VOID_REVERSAL';
/** A void that is asked for or done holds its ticket: no second one. */
const HOLDING: readonly string[] = ['REQUESTED', 'VOIDED'];

/** A void is always of an order's ticket. */
function orderOf(record: CaseRecord): number {
  if (record.orderId === null) throw new BadRequestError(`Void ${record.caseNo} has no order`);
  return record.orderId;
}

const nameOf = (passenger: OrderPassenger) => `${passenger.givenName} ${passenger.surname}`;

export function createVoidTicketsService(deps: VoidTicketsDeps) {
  const { db, timeZone, voidWindowHours } = deps;
  const kernel = createCaseKernel(VOID_TICKET_CASE, { timeZone });
  const suppliers = createOrderSuppliers({ db, wrapperCalls: deps.wrapperCalls });
  const at = (date: Date) => formatDateTime(date, timeZone);

  function toRow(record: CaseRecord): VoidTicketRow {
    const details = detailsOf(record);
    return {
      ...caseRow<VoidTicketStatus>(record, timeZone),
      voidNo: record.caseNo,
      passengerId: record.passengerIds[0] ?? 0,
      ticketNo: details.ticketNo,
      issueTime: at(new Date(details.issuedAt)),
    };
  }

  /** Why this passenger's ticket cannot be voided now (null: it can), and its window and amount. */
  function assess(
    order: OrderSummary,
    passengers: OrderPassenger[],
    passenger: OrderPassenger,
    issue: TicketIssue,
    holding: readonly CaseRecord[],
    now: Date,
  ) {
    const windowEnd = issue.ticketedAt ? voidWindowEnd(issue.ticketedAt, timeZone, voidWindowHours) : null;
    const index = passengers.findIndex((p) => p.id === passenger.id);
    const amount = issue.payment ? ticketShare(issue.payment.amount, issue.passengerCount, index) : null;
    const held = holding.find((record) => record.passengerIds.includes(passenger.id));
    let refusal: string | null = null;
    if (!passenger.ticketNo || !issue.ticketedAt)
      refusal = `${nameOf(passenger)} has no ticket: order ${order.orderNo} was not ticketed`;
    else if (passenger.ticketStatus !== 'OPEN')
      refusal = `Ticket ${passenger.ticketNo} is ${passenger.ticketStatus ?? 'not issued'}: only an OPEN ticket can be voided`;
    else if (held) refusal = `Ticket ${passenger.ticketNo} already has void ${held.caseNo} (${held.status})`;
    else if (!issue.payment) refusal = `Order ${order.orderNo} was not paid: there is nothing to reverse`;
    else if (windowEnd && now.getTime() >= windowEnd.getTime())
      refusal = windowClosed(passenger.ticketNo, issue.ticketedAt, windowEnd);
    return { windowEnd, amount, refusal };
  }

  function windowClosed(ticketNo: string, issuedAt: Date, windowEnd: Date): string {
    return `The void window of ticket ${ticketNo} closed at ${at(windowEnd)} (issued ${at(issuedAt)}); a refund is the way now`;
  }

  const holdingOf = async (on: Database | DbTransaction, orderId: number) =>
    (await kernel.ofOrder(on, orderId)).filter((record) => HOLDING.includes(record.status));

  /** Asks the airline to void the ticket; outside any transaction, so no lock waits on the network. */
  async function askAirline(record: CaseRecord) {
    const details = detailsOf(record);
    const supplier = await suppliers.forAirline(record.airline);
    const answer = await supplier.client
      .voidTicket({ pnr: record.pnr, ticketNo: details.ticketNo, reference: record.caseNo })
      .catch(supplierRefusal);
    return { supplier: supplier.name, answer };
  }

  /** VOIDED: the ticket's amount back to the account that paid, once; the ticket VOIDED. */
  async function voidIt(
    tx: DbTransaction,
    record: CaseRecord,
    operator: string,
    airline: { supplier: string; voidId: string },
  ): Promise<CaseRecord> {
    const orderId = orderOf(record);
    await lockOrderById(tx, orderId);
    const details = detailsOf(record);
    const amount = record.applicationAmount ?? '0';
    const voided = { supplier: airline.supplier, ticketNo: details.ticketNo, voidId: airline.voidId };
    const reversed = await kernel.postToPayer(tx, record, {
      effect: MONEY_EFFECT,
      type: 'VOID_REVERSAL',
      amount,
      operator,
      accountId: details.accountId,
      first: () => kernel.payBackTickets(tx, record, amount, 'VOIDED'),
      note: 'noteVoidedReversed',
      params: voided,
    });
    await setTicketStatus(tx, orderId, record.passengerIds, 'VOIDED');
    return kernel.move(tx, record, {
      to: 'VOIDED',
      operator,
      changes: {
        confirmedAmount: amount,
        details: { ...record.details, airlineVoidId: airline.voidId },
      },
      note: reversed?.note ?? messageText('noteVoided', voided),
    });
  }

  return {
    /** The order's tickets as the add form offers them: each with its window and why not, if not. */
    async tickets(scope: number | null, orderNo: string): Promise<VoidableTicket[]> {
      const order = await findOrder(db, orderNo, scope);
      if (!order) throw new BadRequestError(`Order ${orderNo} does not exist`);
      const [passengers, issue, holding] = await Promise.all([
        orderPassengerList(db, order.id),
        ticketIssue(db, order.id),
        holdingOf(db, order.id),
      ]);
      const now = new Date();
      return passengers.map((passenger) => {
        const { windowEnd, amount, refusal } = assess(order, passengers, passenger, issue, holding, now);
        return {
          passengerId: passenger.id,
          passengerName: nameOf(passenger),
          ticketNo: passenger.ticketNo,
          ticketStatus: passenger.ticketStatus,
          issueTime: issue.ticketedAt ? at(issue.ticketedAt) : null,
          windowEnd: windowEnd ? at(windowEnd) : null,
          amount,
          currency: issue.payment?.currency ?? null,
          refusal,
        };
      });
    },

    /** Opens a void of one OPEN ticket inside its window; the window's end is the case's deadline. */
    async add(scope: number | null, input: VoidTicketAddInput, operator: string): Promise<VoidTicketRow> {
      const record = await db.transaction(async (tx) => {
        // The order's lock makes two voids of one ticket asked at once open one case.
        const order = await lockOrder(tx, input.orderNo, scope);
        if (!order) throw new BadRequestError(`Order ${input.orderNo} does not exist`);
        const passengers = await orderPassengerList(tx, order.id);
        const passenger = passengers.find((p) => p.id === input.passengerId);
        if (!passenger)
          throw new BadRequestError(
            `passengerId ${input.passengerId} is not a passenger of order ${order.orderNo}`,
          );
        const issue = await ticketIssue(tx, order.id);
        const holding = await holdingOf(tx, order.id);
        const { windowEnd, amount, refusal } = assess(
          order,
          passengers,
          passenger,
          issue,
          holding,
          new Date(),
        );
        if (refusal) throw new BadRequestError(refusal);
        if (!issue.payment || !issue.ticketedAt || !windowEnd || !amount || !passenger.ticketNo)
          throw new BadRequestError(`Ticket of ${nameOf(passenger)} cannot be voided`);
        const segments = flightsOf(await orderSegmentList(tx, order.id), [passenger.id]);
        const opened = await kernel.open(tx, {
          order,
          subType: VOID_TICKET_TYPE,
          passengerIds: [passenger.id],
          passengerNames: nameOf(passenger),
          segmentIds: segments.map((segment) => segment.id),
          segmentSummary: segmentSummaryOf(segments),
          currency: issue.payment.currency,
          remark: input.remark,
          details: {
            ticketNo: passenger.ticketNo,
            issuedAt: issue.ticketedAt.toISOString(),
            accountId: issue.payment.accountId,
          } satisfies VoidTicketDetails,
          // The amount to reverse and the window's end, fixed when the void is asked for.
          applicationAmount: amount,
          deadline: windowEnd,
          operator,
        });
        await kernel.holdTickets(tx, opened);
        return opened;
      });
      return toRow(record);
    },

    async page(scope: number | null, query: VoidTicketPageQuery): Promise<VoidTicketPage> {
      const filter = {
        ...query,
        scope,
        caseNo: query.voidNo,
        deadlineStart: query.windowStart,
        deadlineEnd: query.windowEnd,
      };
      const { rows, total } = await kernel.page(db, filter, query);
      return { pageList: rows.map(toRow), totalCount: total };
    },

    async detail(scope: number | null, id: number): Promise<VoidTicketDetail> {
      const { record, records } = await kernel.detail(db, id, scope);
      const details = detailsOf(record);
      return {
        ...toRow(record),
        remark: record.remark,
        airlineVoidId: details.airlineVoidId ?? null,
        records,
      };
    },

    /**
     * VOIDED asks the airline first (outside the lock), then, with the version the operator saw,
     * reverses the ticket's amount once and marks it VOIDED; the airline's refusal rejects the void.
     * REJECTED needs the reason. After the window closed a void is refused, naming when.
     */
    async update(
      scope: number | null,
      input: VoidTicketUpdateInput,
      operator: string,
    ): Promise<VoidTicketRow> {
      let airline: { supplier: string; voidId: string | null; reason: string | null } | undefined;
      if (input.status === 'VOIDED') {
        const seen = await kernel.find(db, input.id, scope);
        kernel.checkVersion(seen, input.version);
        const refused = kernel.refusal(seen, 'VOIDED');
        if (refused) throw new BadRequestError(refused);
        const details = detailsOf(seen);
        if (seen.deadline && Date.now() >= seen.deadline.getTime())
          throw new BadRequestError(
            windowClosed(details.ticketNo, new Date(details.issuedAt), seen.deadline),
          );
        const { supplier, answer } = await askAirline(seen);
        airline = { supplier, voidId: answer.voidId, reason: answer.reason };
      } else if (!input.reason) {
        throw new BadRequestError('reason is required to reject a void');
      }
      const moved = await db.transaction(async (tx) => {
        const record = await kernel.lock(tx, input.id, scope);
        kernel.checkVersion(record, input.version);
        const refused = kernel.refusal(record, input.status);
        if (refused) throw new BadRequestError(refused);
        if (!airline)
          return kernel.move(tx, record, {
            to: 'REJECTED',
            operator,
            note: messageText('noteReason', { reason: input.reason ?? '' }),
          });
        if (!airline.voidId)
          return kernel.move(tx, record, {
            to: 'REJECTED',
            operator,
            note: airline.reason
              ? messageText('noteVoidRefused', { supplier: airline.supplier, reason: airline.reason })
              : messageText('noteVoidRefusedNoReason', { supplier: airline.supplier }),
          });
        return voidIt(tx, record, operator, { supplier: airline.supplier, voidId: airline.voidId });
      });
      return toRow(moved);
    },
  };
}
