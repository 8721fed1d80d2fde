import {
  SEAT_CASE,
  SEAT_RELEASED,
  seatDetails,
  type SeatDetail,
  type SeatDetails,
  type SeatInsertInput,
  type SeatPage,
  type SeatPageQuery,
  type SeatRow,
  type SeatSelectionInfo,
  type SeatSelectionQuery,
  type SeatStatus,
  type SeatUpdateInput,
  type WrapperSeatPurchase,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { centsToDecimal, formatMoney, toCents, toJsonAmount } from '../../platform/money';
import { caseRow, createCaseKernel, type CaseRecord } from '../cases';
import {
  addOrderSeat,
  createOrderSuppliers,
  findOrder,
  lockOrder,
  orderPassengerList,
  orderSegmentList,
  removeOrderSeat,
  supplierRefusal,
  type OrderSummary,
} from '../orders';
import { isSupplierError, type WrapperCalls } from '../suppliers';
import { chargeDocument, payBackDocument } from '../ticket-money';
import {
  flightKey,
  flightLabel,
  passengerName,
  SEAT_HOLD_MS,
  SEAT_SERVICE_CHARGE,
  seatFor,
  seatOnMap,
  selectionOf,
} from './seat-choice';

export interface SeatsDeps {
  db: Database;
  timeZone: string;
  wrapperCalls: WrapperCalls;
}

/** Moves whose case must say why. */
const NEEDS_REASON: readonly SeatStatus[] = ['ISSUE_FAILED', 'REASSIGNED', 'REJECTED'];

export function createSeatsService(deps: SeatsDeps) {
  const { db, timeZone } = deps;
  const kernel = createCaseKernel(SEAT_CASE, { timeZone });
  const suppliers = createOrderSuppliers({ db, wrapperCalls: deps.wrapperCalls });
  const detailsOf = (record: CaseRecord): SeatDetails => seatDetails.parse(record.details);

  function toRow(record: CaseRecord): SeatRow {
    const details = detailsOf(record);
    return {
      ...caseRow<SeatStatus>(record, timeZone),
      seatNo: record.caseNo,
      seat: details.seat,
      seatType: record.subType,
      seatPrice: details.seatPrice,
      flight: record.segmentSummary,
      emd: details.emd ?? null,
    };
  }

  /** The order, the passenger and flight asked for, and the airline's seat map of that flight. */
  async function view(scope: number | null, query: SeatSelectionQuery) {
    const order = await findOrder(db, query.orderNo, scope);
    if (!order) throw new BadRequestError(`orderNo: order ${query.orderNo} does not exist`);
    const [passengers, segments] = await Promise.all([
      orderPassengerList(db, order.id),
      orderSegmentList(db, order.id),
    ]);
    const { passenger, segment } = seatFor(order.orderNo, passengers, segments, query);
    const supplier = await suppliers.forAirline(order.airline);
    const map = await supplier.client
      .seatMap({ flightNo: segment.flightNo, departDate: segment.depTime.slice(0, 10) })
      .catch(supplierRefusal);
    return { order, passenger, segment, map };
  }

  /** The seats the agency's cases hold on the flight, and the one this passenger holds there. */
  async function held(on: Database | DbTransaction, flight: string, passengerId: number, segmentId: number) {
    const cases = await kernel.holding(on, 'flight', [flight], SEAT_RELEASED);
    const own = cases.find((c) => c.passengerIds.includes(passengerId) && c.segmentIds.includes(segmentId));
    return { seats: cases.map((c) => detailsOf(c).seat), own };
  }

  async function open(
    tx: DbTransaction,
    order: OrderSummary,
    chosen: Awaited<ReturnType<typeof view>>,
    input: SeatInsertInput,
    operator: string,
  ) {
    const { passenger, segment, map } = chosen;
    const flight = flightKey(segment);
    await kernel.lockKey(tx, flight);
    const holding = await held(tx, flight, passenger.id, segment.id);
    if (holding.own)
      throw new BadRequestError(
        `passengerId: ${passengerName(passenger)} already has seat ${detailsOf(holding.own).seat} on ${segment.flightNo} (${holding.own.caseNo}): one seat per passenger and flight`,
      );
    if (holding.seats.includes(input.seat))
      throw new BadRequestError(
        `Seat ${input.seat} on ${segment.flightNo} was taken meanwhile: choose another`,
      );
    const { seatType, price } = seatOnMap(map, input.seat);
    const total = centsToDecimal(toCents(price) + toCents(SEAT_SERVICE_CHARGE));
    const details: SeatDetails = {
      seat: input.seat,
      flight,
      flightNo: segment.flightNo,
      departDate: segment.depTime.slice(0, 10),
      seatPrice: price,
    };
    return kernel.open(tx, {
      order,
      subType: seatType,
      passengerIds: [passenger.id],
      passengerNames: passengerName(passenger),
      segmentIds: [segment.id],
      segmentSummary: `${flightLabel(segment)} seat ${input.seat}`,
      currency: map.currency,
      applicationAmount: total,
      serviceCharge: SEAT_SERVICE_CHARGE,
      deadline: new Date(Date.now() + SEAT_HOLD_MS),
      remark: input.remark,
      details,
      operator,
    });
  }

  /** The agency's money: PAID debits the seat, ISSUE_FAILED and REFUNDED return it, each once. */
  async function settle(tx: DbTransaction, record: CaseRecord, to: SeatStatus, operator: string) {
    const amount = record.applicationAmount ?? '0.00';
    if (toCents(amount) === 0n) return undefined;
    const debit = to === 'PAID';
    const settled = await kernel.postToPayer(tx, record, {
      effect: debit ? 'ANCILLARY_DEBIT' : 'ANCILLARY_RETURN',
      type: debit ? 'ANCILLARY_DEBIT' : 'REFUND_CREDIT',
      amount,
      charge: debit,
      operator,
      unpaid: 'there is no account to charge',
      first: debit ? undefined : () => payBackDocument(tx, record.caseNo, amount),
      note: debit ? 'noteDebited' : 'noteReturned',
    });
    if (debit && record.orderId !== null)
      await chargeDocument(tx, {
        orderId: record.orderId,
        passengerId: record.passengerIds[0] ?? 0,
        kind: 'SEAT',
        caseNo: record.caseNo,
        currency: settled?.entry?.currency ?? record.currency,
        amount,
      });
    return settled?.note;
  }

  /** Asks the airline for the seat before the case is locked: no lock waits on the network. */
  async function purchase(record: CaseRecord): Promise<WrapperSeatPurchase | { refused: string }> {
    const details = detailsOf(record);
    const supplier = await suppliers.forAirline(record.airline);
    try {
      return await supplier.client.buySeat({
        pnr: record.pnr,
        flightNo: details.flightNo,
        departDate: details.departDate,
        seat: details.seat,
        passengerName: record.passengerNames,
        reference: record.caseNo,
        amount: toJsonAmount(details.seatPrice),
        currency: record.currency,
      });
    } catch (error) {
      if (isSupplierError(error) && error.kind === 'refused') return { refused: error.message };
      return supplierRefusal(error);
    }
  }

  return {
    async selection(scope: number | null, query: SeatSelectionQuery): Promise<SeatSelectionInfo> {
      const { order, passenger, segment, map } = await view(scope, query);
      await kernel.expireDue(db);
      const holding = await held(db, flightKey(segment), passenger.id, segment.id);
      const current = holding.own
        ? {
            seat: detailsOf(holding.own).seat,
            seatNo: holding.own.caseNo,
            status: holding.own.status as SeatStatus,
          }
        : null;
      return selectionOf(order.orderNo, passenger, segment, map, holding.seats, current);
    },

    /** Opens a seat case (PRICED); answers the success text of spec section 8. */
    async insert(scope: number | null, input: SeatInsertInput, operator: string): Promise<string> {
      const chosen = await view(scope, input);
      if (chosen.map.taken.includes(input.seat))
        throw new BadRequestError(
          `Seat ${input.seat} on ${chosen.segment.flightNo} is taken: choose another`,
        );
      await kernel.expireDue(db);
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderNo, scope);
        if (!order) throw new BadRequestError(`orderNo: order ${input.orderNo} does not exist`);
        return open(tx, order, chosen, input, operator);
      });
      return `Seat ${input.seat} on ${chosen.segment.flightNo} held for ${passengerName(chosen.passenger)}: ${record.caseNo}, ${formatMoney(record.applicationAmount ?? '0.00', record.currency)}`;
    },

    async page(scope: number | null, query: SeatPageQuery): Promise<SeatPage> {
      const filter = { ...query, scope, caseNo: query.seatNo, subType: query.seatType };
      const { rows, total } = await kernel.page(db, filter, query);
      return { rows: rows.map(toRow), total };
    },

    async detail(scope: number | null, id: number): Promise<SeatDetail> {
      const { record, records } = await kernel.detail(db, id, scope);
      return {
        ...toRow(record),
        remark: record.remark,
        passengerIds: record.passengerIds,
        segmentIds: record.segmentIds,
        records,
      };
    },

    async update(
      scope: number | null,
      input: SeatUpdateInput,
      operator: string,
    ): Promise<{ row: SeatRow; message?: string }> {
      await kernel.expireDue(db);
      if (NEEDS_REASON.includes(input.status) && !input.reason)
        throw new BadRequestError(`reason is required to move a seat to ${input.status}`);
      let bought: WrapperSeatPurchase | { refused: string } | undefined;
      if (input.status === 'ISSUED') {
        const seen = await kernel.find(db, input.id, scope);
        kernel.checkVersion(seen, input.version);
        const refused = kernel.refusal(seen, 'ISSUED');
        if (refused) throw new BadRequestError(refused);
        bought = await purchase(seen);
      }
      return db.transaction(async (tx) => {
        const record = await kernel.lock(tx, input.id, scope);
        kernel.checkVersion(record, input.version);
        const refused = kernel.refusal(record, input.status);
        if (refused) throw new BadRequestError(refused);
        const reason = input.reason ? messageText('noteReason', { reason: input.reason }) : undefined;
        if (bought && 'refused' in bought) {
          const note = await settle(tx, record, 'ISSUE_FAILED', operator);
          const failed = await kernel.move(tx, record, {
            to: 'ISSUE_FAILED',
            operator,
            note: [bought.refused, note].filter(Boolean).join('. '),
          });
          return { row: toRow(failed), message: `${bought.refused}; the seat was not issued` };
        }
        if (bought) {
          // The seat bought after booking shows on the order: its seat totals, figures and exports.
          if (record.orderId !== null)
            await addOrderSeat(tx, record.orderId, {
              price: detailsOf(record).seatPrice,
              currency: record.currency,
            });
          const issued = await kernel.move(tx, record, {
            to: 'ISSUED',
            operator,
            changes: { details: { ...record.details, emd: bought.emd } },
            note: messageText('noteEmd', { emd: bought.emd }),
          });
          return { row: toRow(issued) };
        }
        const settled =
          input.status === 'PAID' || input.status === 'ISSUE_FAILED' || input.status === 'REFUNDED'
            ? await settle(tx, record, input.status, operator)
            : undefined;
        // A refunded seat (only an issued one can be) leaves the order's seat totals.
        if (input.status === 'REFUNDED' && record.orderId !== null)
          await removeOrderSeat(tx, record.orderId, {
            price: detailsOf(record).seatPrice,
            currency: record.currency,
          });
        const changes =
          input.status === 'PAID' ? { confirmedAmount: record.applicationAmount, deadline: null } : {};
        const moved = await kernel.move(tx, record, {
          to: input.status,
          operator,
          changes,
          note: [settled, reason].filter(Boolean).join('. ') || undefined,
        });
        return { row: toRow(moved) };
      });
    },
  };
}
