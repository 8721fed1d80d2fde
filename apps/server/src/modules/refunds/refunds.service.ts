import {
  REFUND_CASE,
  refundDetails,
  type PageList,
  type RefundAddInput,
  type RefundAirlineAnswer,
  type RefundBatchInput,
  type RefundDetail,
  type RefundLogInput,
  type RefundLogQuery,
  type RefundPage,
  type RefundPageQuery,
  type RefundQuoteLines,
  type RefundRow,
  type RefundStatus,
  type RefundType,
  type RefundUpdateInput,
  type CaseRecordRow,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { centsToDecimal, formatMoney, toCents } from '../../platform/money';
import { pageOffset } from '../../platform/pagination';
import { casePage, caseRow, createCaseKernel, type CaseChanges, type CaseRecord } from '../cases';
import {
  assertFlown,
  createOrderSuppliers,
  lockOrder,
  lockOrderById,
  lockOrdersById,
  orderPassengerList,
  orderPayment,
  orderSegmentList,
  paymentsOfOrders,
  setTicketStatus,
  setTicketStatuses,
  supplierRefusal,
  segmentSummaryOf,
} from '../orders';
import type { WrapperCalls } from '../suppliers';
import { leftOnTickets } from '../ticket-money';
import { askRefundQuote, decimalOf } from './refund-quote';

export interface RefundsDeps {
  db: Database;
  timeZone: string;
  wrapperCalls: WrapperCalls;
}

/** What a refund keeps in its case's details (the airline's quote, its refund request once submitted). */
const detailsOf = (record: CaseRecord) => refundDetails.parse(record.details);

const MONEY_EFFECT = 'REFUND_CREDIT';

/** Moves an operator may make on many refunds at once: those that need no figures of their own. */
const BATCH_STATUSES: readonly RefundStatus[] = ['CONFIRMED', 'REFUNDED', 'CANCELLED'];
/** The airline's answer, recorded by hand: the operator says why (the airline phoned, mailed ...). */
const BY_HAND: readonly RefundStatus[] = ['AIRLINE_APPROVED', 'AIRLINE_REJECTED'];

function pick<T extends { id: number }>(items: T[], ids: number[], field: string, orderNo: string): T[] {
  const picked = ids.map((id) => items.find((item) => item.id === id));
  const missing = ids.filter((_id, index) => picked[index] === undefined);
  if (missing.length > 0)
    throw new BadRequestError(`${field}: ${missing.join(', ')} not on order ${orderNo}`);
  return picked.filter((item): item is T => item !== undefined);
}

export function createRefundsService(deps: RefundsDeps) {
  const { db, timeZone } = deps;
  const kernel = createCaseKernel(REFUND_CASE, { timeZone });
  const suppliers = createOrderSuppliers({ db, wrapperCalls: deps.wrapperCalls });
  const expire = (on: Database | DbTransaction) => kernel.expireDue(on);

  function toRow(record: CaseRecord): RefundRow {
    return {
      ...caseRow<RefundStatus>(record, timeZone),
      refundNo: record.caseNo,
      refundType: record.subType as RefundType,
    };
  }

  function quoteLines(record: CaseRecord): RefundQuoteLines | null {
    const quote = detailsOf(record).quote;
    if (!quote || record.applicationAmount === null) return null;
    return {
      fare: quote.fare,
      penalty: quote.penalty,
      nonRefundableTaxes: quote.nonRefundableTaxes,
      beyondCharged: quote.beyondCharged ?? '0.00',
      serviceCharge: record.serviceCharge,
      quoteAmount: record.applicationAmount,
    };
  }

  /** The airline's quote for the refund, less the agency's service charge; asked outside any transaction. */
  async function quote(record: CaseRecord, serviceCharge: string) {
    const [passengers, segments] = await Promise.all([
      orderPassengerList(db, record.orderId),
      orderSegmentList(db, record.orderId),
    ]);
    const supplier = await suppliers.forAirline(record.airline);
    const answer = await askRefundQuote(supplier.client, {
      pnr: record.pnr,
      type: record.subType as RefundType,
      passengers: passengers.filter((passenger) => record.passengerIds.includes(passenger.id)),
      segments: segments.filter((segment) => record.segmentIds.includes(segment.id)),
    }).catch(supplierRefusal);
    const refundable = decimalOf(answer.refundable);
    // Never more than what is left of what was charged for the tickets (their money line).
    const left = await leftOnTickets(db, record.orderId, record.passengerIds);
    const beyond = left === null ? 0n : toCents(refundable) - toCents(left);
    const returned = toCents(refundable) - (beyond > 0n ? beyond : 0n);
    const amount = returned - toCents(serviceCharge);
    if (amount < 0n)
      throw new BadRequestError(
        `serviceCharge: ${formatMoney(serviceCharge, answer.currency)} is more than the airline returns (${formatMoney(centsToDecimal(returned), answer.currency)})`,
      );
    return {
      changes: {
        applicationAmount: centsToDecimal(amount),
        serviceCharge,
        currency: answer.currency,
        deadline: new Date(answer.expiresAt),
        details: {
          ...record.details,
          quote: {
            quoteId: answer.quoteId,
            fare: decimalOf(answer.fare),
            penalty: decimalOf(answer.penalty),
            nonRefundableTaxes: decimalOf(answer.nonRefundableTaxes),
            beyondCharged: centsToDecimal(beyond > 0n ? beyond : 0n),
            refundable,
          },
        },
      },
      note: messageText('noteRefundQuoted', {
        supplier: supplier.name,
        refundable: formatMoney(refundable, answer.currency),
        serviceCharge: formatMoney(serviceCharge, answer.currency),
        amount: formatMoney(centsToDecimal(amount), answer.currency),
      }),
    };
  }

  /** The figures and effects of one move, checked against the locked case. */
  async function moveOne(
    tx: DbTransaction,
    record: CaseRecord,
    to: RefundStatus,
    input: { operator: string; reason?: string; confirmedAmount?: string },
  ): Promise<CaseRecord> {
    const refused = kernel.refusal(record, to);
    if (refused) throw new BadRequestError(refused);
    const reason = input.reason ? messageText('noteReason', { reason: input.reason }) : undefined;
    if (BY_HAND.includes(to) && !input.reason)
      throw new BadRequestError(`reason is required to record the airline's answer (${to}) by hand`);
    if (to === 'AIRLINE_APPROVED') {
      const granted = input.confirmedAmount ?? record.applicationAmount ?? '0';
      if (toCents(granted) <= 0n) throw new BadRequestError('confirmedAmount must be more than 0');
      if (toCents(granted) > toCents(record.applicationAmount ?? '0'))
        throw new BadRequestError(
          `confirmedAmount must not be more than the quoted ${formatMoney(record.applicationAmount ?? '0', record.currency)}`,
        );
      return kernel.move(tx, record, {
        to,
        operator: input.operator,
        changes: { confirmedAmount: granted },
        note: messageText('noteAirlineGranted', { amount: formatMoney(granted, record.currency) }),
      });
    }
    if (to === 'REFUNDED') return refund(tx, record, input.operator);
    return kernel.move(tx, record, { to, operator: input.operator, note: reason });
  }

  /** REFUNDED: the granted amount goes back to the account that paid, once; the tickets are refunded. */
  async function refund(tx: DbTransaction, record: CaseRecord, operator: string): Promise<CaseRecord> {
    await lockOrderById(tx, record.orderId);
    const amount = record.confirmedAmount ?? '0';
    const credited = await kernel.postToPayer(tx, record, {
      effect: MONEY_EFFECT,
      type: 'REFUND_CREDIT',
      amount,
      operator,
      unpaid: 'there is nothing to refund',
      first: () => kernel.payBackTickets(tx, record, amount, 'REFUNDED'),
      note: 'noteCredited',
    });
    const posted = credited?.entry;
    if (posted && posted.currency !== record.currency)
      throw new BadRequestError(
        `Refund ${record.caseNo} is in ${record.currency}, the paying account holds ${posted.currency}`,
      );
    await setTicketStatus(tx, record.orderId, record.passengerIds, 'REFUNDED');
    return kernel.move(tx, record, {
      to: 'REFUNDED',
      operator,
      note: credited?.note,
    });
  }

  /** REFUNDED for a batch: what `refund` does for each, one statement per table for all of them. */
  async function refundAll(tx: DbTransaction, records: readonly CaseRecord[], operator: string) {
    const orderIds = records.map((record) => record.orderId);
    await lockOrdersById(tx, orderIds);
    const payments = await paymentsOfOrders(tx, orderIds);
    const unpaid = records.filter((record) => !payments.has(record.orderId));
    if (unpaid.length > 0)
      throw new BadRequestError(
        `${unpaid.map((record) => `Order ${record.orderNo}`).join(', ')} was not paid: there is nothing to refund`,
      );
    for (const record of records)
      await kernel.payBackTickets(tx, record, record.confirmedAmount ?? '0', 'REFUNDED');
    const posted = await kernel.postEach(
      tx,
      MONEY_EFFECT,
      records.map((record) => ({
        record,
        entry: {
          accountId: payments.get(record.orderId)?.accountId ?? 0,
          type: 'REFUND_CREDIT' as const,
          amount: record.confirmedAmount ?? '0',
          reference: record.caseNo,
          operator,
        },
      })),
    );
    const moves = records.map((record, n) => {
      const entry = posted[n];
      if (entry && entry.currency !== record.currency)
        throw new BadRequestError(
          `Refund ${record.caseNo} is in ${record.currency}, the paying account holds ${entry.currency}`,
        );
      const amount = formatMoney(record.confirmedAmount ?? '0', record.currency);
      return { record, note: messageText('noteCredited', { amount, entry: String(entry?.id ?? '?') }) };
    });
    await setTicketStatuses(tx, records, 'REFUNDED');
    await kernel.moveMany(tx, moves, 'REFUNDED', operator);
  }

  /** Asks the airline to refund the confirmed quote; its refund id is kept to fetch the answer. */
  async function submit(record: CaseRecord) {
    const quote = detailsOf(record).quote;
    if (!quote || record.applicationAmount === null)
      throw new BadRequestError(`Refund ${record.caseNo} has no quote to submit`);
    const supplier = await suppliers.forAirline(record.airline);
    const answer = await supplier.client
      .submitRefund({
        pnr: record.pnr,
        quoteId: quote.quoteId,
        reference: record.caseNo,
        amount: Number(record.applicationAmount),
        currency: record.currency,
      })
      .catch(supplierRefusal);
    return {
      changes: {
        details: {
          ...record.details,
          airlineRefund: { refundId: answer.refundId, submittedAt: answer.submittedAt },
        },
      },
      note: messageText('noteSubmittedAs', { supplier: supplier.name, refundId: answer.refundId }),
    };
  }

  /**
   * What an airline's approval means: the customer gets what it granted of the amount asked (the
   * quote, after the agency's fee); the airline returns that and the fee the agency keeps. Both said.
   */
  function grantedNote(supplier: string, granted: string, fee: string, currency: string): string {
    if (toCents(fee) === 0n)
      return messageText('noteSupplierGranted', { supplier, amount: formatMoney(granted, currency) });
    return messageText('noteSupplierGrantedFee', {
      supplier,
      granted: formatMoney(centsToDecimal(toCents(granted) + toCents(fee)), currency),
      fee: formatMoney(fee, currency),
      amount: formatMoney(granted, currency),
    });
  }

  /** The airline's answer to a submitted refund: moves it when the airline has decided. */
  async function fetchAnswer(
    scope: number | null,
    id: number,
    operator: string,
  ): Promise<RefundAirlineAnswer> {
    const seen = await kernel.find(db, id, scope);
    const submitted = detailsOf(seen).airlineRefund;
    if (seen.status !== 'SUBMITTED_TO_AIRLINE' || !submitted)
      throw new BadRequestError(
        `Refund ${seen.caseNo} is ${seen.status}: there is no airline answer to wait for`,
      );
    const supplier = await suppliers.forAirline(seen.airline);
    const answer = await supplier.client.refundAnswer(submitted.refundId).catch(supplierRefusal);
    if (answer.status === 'PENDING')
      return { refund: toRow(seen), answered: false, message: `${supplier.name} has not answered yet` };
    const granted = (answer.approvedAmount ?? 0).toFixed(2);
    const note =
      answer.status === 'REJECTED'
        ? answer.reason
          ? messageText('noteRefundRejectedBy', { supplier: supplier.name, reason: answer.reason })
          : messageText('noteRefundRejected', { supplier: supplier.name })
        : grantedNote(supplier.name, granted, seen.serviceCharge, answer.currency);
    const moved = await db.transaction(async (tx) => {
      const record = await kernel.lock(tx, id, scope);
      // Another refresh (or the poll) got there first: nothing left to do.
      if (record.status !== 'SUBMITTED_TO_AIRLINE') return record;
      if (answer.status === 'REJECTED')
        return kernel.move(tx, record, { to: 'AIRLINE_REJECTED', operator, note });
      return kernel.move(tx, record, {
        to: 'AIRLINE_APPROVED',
        operator,
        changes: { confirmedAmount: granted },
        note,
      });
    });
    // What the airline said, as the case's history says it (never the protocol's bare status).
    return { refund: toRow(moved), answered: true, message: note };
  }

  return {
    refreshFromAirline: (scope: number | null, id: number, operator: string) =>
      fetchAnswer(scope, id, operator),

    /** Every refund waiting for its airline asks again (the background poll). */
    async pollAirlines(): Promise<number> {
      const { rows } = await casePage(
        db,
        REFUND_CASE.kind,
        { scope: null, status: 'SUBMITTED_TO_AIRLINE' },
        { offset: 0, limit: 200 },
        timeZone,
      );
      let answered = 0;
      for (const row of rows) {
        const result = await fetchAnswer(null, row.id, 'system').catch(() => undefined);
        if (result?.answered) answered += 1;
      }
      return answered;
    },

    async add(scope: number | null, input: RefundAddInput, operator: string): Promise<RefundRow> {
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderNo, scope);
        if (!order) throw new BadRequestError(`Order ${input.orderNo} does not exist`);
        if (!(await orderPayment(tx, order.id)))
          throw new BadRequestError(`Order ${order.orderNo} was not paid: there is nothing to refund`);
        const passengers = pick(
          await orderPassengerList(tx, order.id),
          input.passengerIds,
          'passengerIds',
          order.orderNo,
        );
        const flights = await orderSegmentList(tx, order.id);
        const segments = pick(flights, input.segmentIds, 'segmentIds', order.orderNo);
        assertFlown(flights, passengers, input.segmentIds, 'segmentIds');
        const refunded = passengers.filter((passenger) => passenger.ticketStatus === 'REFUNDED');
        if (refunded.length > 0)
          throw new BadRequestError(
            `passengerIds: the ticket of ${refunded.map((p) => `${p.givenName} ${p.surname}`).join(', ')} is already refunded`,
          );
        const opened = await kernel.open(tx, {
          order,
          subType: input.refundType,
          passengerIds: passengers.map((passenger) => passenger.id),
          passengerNames: passengers.map((p) => `${p.givenName} ${p.surname}`).join(', '),
          segmentIds: segments.map((segment) => segment.id),
          segmentSummary: segmentSummaryOf(segments),
          currency: order.currency,
          remark: input.remark,
          operator,
        });
        await kernel.holdTickets(tx, opened);
        return opened;
      });
      return toRow(record);
    },

    async page(scope: number | null, query: RefundPageQuery): Promise<RefundPage> {
      const filter = { ...query, scope, caseNo: query.refundNo, subType: query.refundType };
      const { rows, total } = await kernel.page(db, filter, query);
      return { pageList: rows.map(toRow), totalCount: total };
    },

    async detail(scope: number | null, id: number): Promise<RefundDetail> {
      const { record, records } = await kernel.detail(db, id, scope);
      return {
        ...toRow(record),
        quote: quoteLines(record),
        remark: record.remark,
        passengerIds: record.passengerIds,
        segmentIds: record.segmentIds,
        records,
      };
    },

    /** One refund to the status asked, with the version the operator saw. */
    async update(scope: number | null, input: RefundUpdateInput, operator: string): Promise<RefundRow> {
      await expire(db);
      let asked: { changes: CaseChanges; note: string } | undefined;
      if (input.status === 'QUOTED' || input.status === 'SUBMITTED_TO_AIRLINE') {
        // The airline is asked before the case is locked: no lock waits on the network.
        const seen = await kernel.find(db, input.id, scope);
        kernel.checkVersion(seen, input.version);
        const refused = kernel.refusal(seen, input.status);
        if (refused) throw new BadRequestError(refused);
        asked =
          input.status === 'QUOTED' ? await quote(seen, input.serviceCharge ?? '0.00') : await submit(seen);
      }
      const moved = await db.transaction(async (tx) => {
        const record = await kernel.lock(tx, input.id, scope);
        kernel.checkVersion(record, input.version);
        if (asked) return kernel.move(tx, record, { to: input.status, operator, ...asked });
        return moveOne(tx, record, input.status, {
          operator,
          reason: input.reason,
          confirmedAmount: input.confirmedAmount,
        });
      });
      return toRow(moved);
    },

    /** Many refunds to one status, all or none: a refusal names every refund that cannot move, and why. */
    async batch(scope: number | null, input: RefundBatchInput, operator: string): Promise<{ moved: number }> {
      if (!BATCH_STATUSES.includes(input.status))
        throw new BadRequestError(
          `status: ${input.status} needs figures of its own; a batch moves to ${BATCH_STATUSES.join(', ')}`,
        );
      await expire(db);
      const ids = [...new Set(input.ids)].sort((a, b) => a - b);
      await db.transaction(async (tx) => {
        const { records, missing } = await kernel.lockMany(tx, ids, scope);
        const refusals = [
          ...missing.map((id) => `Refund ${id} does not exist`),
          ...records.flatMap((record) => kernel.refusal(record, input.status) ?? []),
        ];
        if (refusals.length > 0)
          throw new BadRequestError(
            `${refusals.length} of ${ids.length} refunds cannot move to ${input.status}; none moved. ${refusals.join('; ')}`,
          );
        if (input.status === 'REFUNDED') await refundAll(tx, records, operator);
        else {
          const note = input.reason ? messageText('noteReason', { reason: input.reason }) : undefined;
          await kernel.moveMany(
            tx,
            records.map((record) => ({ record, note })),
            input.status,
            operator,
          );
        }
      });
      return { moved: ids.length };
    },

    async log(scope: number | null, query: RefundLogQuery): Promise<PageList<CaseRecordRow>> {
      const record = await kernel.find(db, query.refundId, scope);
      const records = await kernel.records(db, record.id);
      const start = pageOffset(query);
      return { pageList: records.slice(start, start + query.pageSize), totalCount: records.length };
    },

    async addNote(scope: number | null, input: RefundLogInput, operator: string): Promise<void> {
      await db.transaction(async (tx) => {
        const record = await kernel.lock(tx, input.refundId, scope);
        await kernel.note(tx, record, operator, input.note);
      });
    },
  };
}
