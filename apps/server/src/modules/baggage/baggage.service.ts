import {
  BAGGAGE_CASE,
  BAGGAGE_RELEASED,
  baggageDetails,
  type BagKind,
  type BaggageAddInput,
  type BaggageDetail,
  type BaggageDetails,
  type BaggageEditInput,
  type BaggageOfferRow,
  type BaggageOffersQuery,
  type BaggagePage,
  type BaggagePageQuery,
  type BaggageRow,
  type BaggageStatus,
  type PassengerBaggage,
  type PassengerBaggageQuery,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { amountText } from '../../platform/money';
import { caseRow, createCaseKernel, type CaseRecord } from '../cases';
import {
  addOrderLuggage,
  assertFlown,
  createOrderSuppliers,
  findOrder,
  lockOrder,
  type OrderPassenger,
  orderPassengerList,
  type OrderSegment,
  orderSegmentList,
  type OrderSummary,
  passengerLuggage,
  removeOrderLuggage,
  supplierRefusal,
} from '../orders';
import { isSupplierError, type WrapperCalls } from '../suppliers';
import { chargeDocument, payBackDocument } from '../ticket-money';

export interface BaggageDeps {
  db: Database;
  timeZone: string;
  wrapperCalls: WrapperCalls;
}

const nameOf = (p: OrderPassenger) => `${p.givenName} ${p.surname}`;
const flightLabel = (s: OrderSegment) => `${s.flightNo} ${s.dep}-${s.arr} ${s.depTime.slice(0, 16)}`;
const bagLabel = (offer: Pick<BaggageOfferRow, 'kind' | 'pieces' | 'weightKg'>) =>
  `${offer.pieces} × ${offer.weightKg} kg ${offer.kind.toLowerCase()}`;
const detailsOf = (record: CaseRecord): BaggageDetails => baggageDetails.parse(record.details);
/** Every bag case has its order. */
function orderIdOf(record: CaseRecord): number {
  if (record.orderId === null) throw new BadRequestError(`Baggage ${record.caseNo} has no order`);
  return record.orderId;
}

/** Moves whose reason the operator must give: it tells why a bag was refused or not issued. */
const NEEDS_REASON: readonly BaggageStatus[] = ['ISSUE_FAILED', 'REJECTED'];

export function createBaggageService(deps: BaggageDeps) {
  const { db, timeZone } = deps;
  const kernel = createCaseKernel(BAGGAGE_CASE, { timeZone });
  const suppliers = createOrderSuppliers({ db, wrapperCalls: deps.wrapperCalls });

  function toRow(record: CaseRecord): BaggageRow {
    const details = detailsOf(record);
    return {
      ...caseRow<BaggageStatus>(record, timeZone),
      baggageNo: record.caseNo,
      bagType: record.subType as BagKind,
      pieces: details.offer.pieces,
      weightKg: details.offer.weightKg,
      emdNumber: details.emdNumber ?? null,
    };
  }

  /** The order, the passenger and the flight a bag is for, as the order holds them now. */
  async function bagTarget(
    on: Database | DbTransaction,
    order: OrderSummary,
    passengerId: number,
    segmentId: number,
  ) {
    const [passengers, segments] = await Promise.all([
      orderPassengerList(on, order.id),
      orderSegmentList(on, order.id),
    ]);
    const passenger = passengers.find((p) => p.id === passengerId);
    if (!passenger)
      throw new BadRequestError(`passengerId: no passenger ${passengerId} on order ${order.orderNo}`);
    const segment = segments.find((s) => s.id === segmentId);
    if (!segment) throw new BadRequestError(`segmentId: no segment ${segmentId} on order ${order.orderNo}`);
    assertFlown(segments, [passenger], [segment.id], 'segmentId');
    return { passenger, segment };
  }

  const flightOf = (segment: OrderSegment) => ({
    flightNo: segment.flightNo,
    dep: segment.dep,
    arr: segment.arr,
    depDate: segment.depTime.slice(0, 10),
  });

  async function askOffers(order: OrderSummary, passenger: OrderPassenger, segment: OrderSegment) {
    const supplier = await suppliers.forAirline(order.airline);
    const answer = await supplier.client
      .baggageOffers({
        pnr: order.pnr,
        ...flightOf(segment),
        ageType: passenger.ageType as 0 | 1 | 2,
      })
      .catch(supplierRefusal);
    return answer.offers.map((offer): BaggageOfferRow => ({ ...offer, price: amountText(offer.price) }));
  }

  async function orderOf(orderNo: string, scope: number | null) {
    const order = await findOrder(db, orderNo, scope);
    if (!order) throw new BadRequestError(`Order ${orderNo} does not exist`);
    return order;
  }

  /** The return of what the bag cost: once, whether the issue failed or the bag was refunded. */
  async function giveBack(tx: DbTransaction, record: CaseRecord, operator: string) {
    const amount = record.confirmedAmount;
    if (!amount) return undefined;
    const returned = await kernel.postToPayer(tx, record, {
      effect: 'ANCILLARY_RETURN',
      type: 'REFUND_CREDIT',
      amount,
      operator,
      first: () => payBackDocument(tx, record.caseNo, amount),
      note: 'noteReturned',
    });
    return returned?.note;
  }

  async function pay(tx: DbTransaction, record: CaseRecord, operator: string) {
    const amount = record.applicationAmount ?? '0.00';
    const paid = await kernel.postToPayer(tx, record, {
      effect: 'ANCILLARY_DEBIT',
      type: 'ANCILLARY_DEBIT',
      amount,
      charge: true,
      operator,
      unpaid: 'there is no account to charge',
      note: 'noteDebited',
    });
    await chargeDocument(tx, {
      orderId: orderIdOf(record),
      passengerId: record.passengerIds[0] ?? 0,
      kind: 'BAG',
      caseNo: record.caseNo,
      currency: paid?.entry?.currency ?? record.currency,
      amount,
    });
    return kernel.move(tx, record, {
      to: 'PAID',
      operator,
      changes: { confirmedAmount: amount },
      note: paid?.note,
    });
  }

  /** ISSUED: the airline's EMD, asked before any lock; a refusal of the airline is ISSUE_FAILED. */
  async function issue(scope: number | null, input: BaggageEditInput, operator: string) {
    const seen = await kernel.find(db, input.id, scope);
    kernel.checkVersion(seen, input.version);
    const refused = kernel.refusal(seen, 'ISSUED');
    if (refused) throw new BadRequestError(refused);
    const details = detailsOf(seen);
    const supplier = await suppliers.forAirline(seen.airline);
    let answer: { emdNumber: string } | { reason: string };
    try {
      answer = await supplier.client.issueBaggage({
        pnr: seen.pnr,
        ...details.flight,
        ageType: details.ageType as 0 | 1 | 2,
        offerId: details.offer.offerId,
        passengerName: seen.passengerNames.slice(0, 80),
        reference: seen.caseNo,
        amount: Number(details.offer.price),
        currency: details.offer.currency,
      });
    } catch (error) {
      if (!isSupplierError(error) || error.kind !== 'refused') supplierRefusal(error);
      answer = { reason: error.message };
    }
    return db.transaction(async (tx) => {
      const record = await kernel.lock(tx, input.id, scope);
      kernel.checkVersion(record, input.version);
      if ('reason' in answer) {
        const note = await giveBack(tx, record, operator);
        return kernel.move(tx, record, {
          to: 'ISSUE_FAILED',
          operator,
          changes: { details: { ...record.details, reason: answer.reason } },
          note: [messageText('noteAirlineRefused', { reason: answer.reason }), note]
            .filter(Boolean)
            .join('. '),
        });
      }
      const luggageId = await addOrderLuggage(tx, orderIdOf(record), {
        passengerId: record.passengerIds[0] ?? 0,
        kind: details.offer.kind,
        pieces: details.offer.pieces,
        weightKg: details.offer.weightKg,
        price: details.offer.price,
        priceEur: details.offer.currency === 'EUR' ? details.offer.price : '0.00',
      });
      return kernel.move(tx, record, {
        to: 'ISSUED',
        operator,
        changes: { details: { ...record.details, emdNumber: answer.emdNumber, luggageId } },
        note: messageText('noteEmd', { emd: answer.emdNumber }),
      });
    });
  }

  return {
    async offers(scope: number | null, query: BaggageOffersQuery): Promise<BaggageOfferRow[]> {
      const order = await orderOf(query.orderNo, scope);
      const { passenger, segment } = await bagTarget(db, order, query.passengerId, query.segmentId);
      return askOffers(order, passenger, segment);
    },

    async add(scope: number | null, input: BaggageAddInput, operator: string): Promise<BaggageRow> {
      // The airline prices the bag before the order is locked: no lock waits on the network.
      const seen = await orderOf(input.orderNo, scope);
      const target = await bagTarget(db, seen, input.passengerId, input.segmentId);
      const offer = (await askOffers(seen, target.passenger, target.segment)).find(
        (o) => o.offerId === input.offerId,
      );
      if (!offer)
        throw new BadRequestError(
          `offerId: the airline sells no bag ${input.offerId} on ${target.segment.flightNo}`,
        );
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderNo, scope);
        if (!order) throw new BadRequestError(`Order ${input.orderNo} does not exist`);
        const { passenger, segment } = await bagTarget(tx, order, input.passengerId, input.segmentId);
        if (passenger.ticketStatus !== null && passenger.ticketStatus !== 'OPEN')
          throw new BadRequestError(
            `passengerId: ${nameOf(passenger)} holds no open ticket (${passenger.ticketStatus})`,
          );
        const same = (await kernel.ofOrder(tx, order.id)).find(
          (c) =>
            !BAGGAGE_RELEASED.includes(c.status as BaggageStatus) &&
            c.passengerIds[0] === passenger.id &&
            c.segmentIds[0] === segment.id &&
            detailsOf(c).offer.offerId === offer.offerId,
        );
        if (same)
          throw new BadRequestError(
            `${nameOf(passenger)} already has the bag ${bagLabel(offer)} on ${segment.flightNo}: ${same.caseNo} (${same.status})`,
          );
        const details: BaggageDetails = {
          offer,
          ageType: passenger.ageType,
          flight: flightOf(segment),
        };
        return kernel.open(tx, {
          order,
          subType: offer.kind,
          passengerIds: [passenger.id],
          passengerNames: nameOf(passenger),
          segmentIds: [segment.id],
          segmentSummary: flightLabel(segment),
          currency: offer.currency,
          applicationAmount: offer.price,
          remark: input.remark,
          details,
          operator,
        });
      });
      return toRow(record);
    },

    async passenger(scope: number | null, query: PassengerBaggageQuery): Promise<PassengerBaggage> {
      const order = await orderOf(query.orderNo, scope);
      const passenger = (await orderPassengerList(db, order.id)).find((p) => p.id === query.passengerId);
      if (!passenger)
        throw new BadRequestError(`passengerId: no passenger ${query.passengerId} on order ${order.orderNo}`);
      const cases = (await kernel.ofOrder(db, order.id)).filter((c) => c.passengerIds[0] === passenger.id);
      const boughtLuggage = new Set(
        cases.map((c) => detailsOf(c).luggageId).filter((id) => id !== undefined),
      );
      const luggage = await passengerLuggage(db, order.id, passenger.id);
      return {
        passengerId: passenger.id,
        passengerName: nameOf(passenger),
        included: luggage
          .filter((bag) => !boughtLuggage.has(bag.id))
          .map(({ kind, pieces, weightKg }) => ({ kind, pieces, weightKg })),
        bought: cases.map((c) => {
          const details = detailsOf(c);
          return {
            id: c.id,
            baggageNo: c.caseNo,
            segments: c.segmentSummary,
            kind: details.offer.kind,
            pieces: details.offer.pieces,
            weightKg: details.offer.weightKg,
            price: details.offer.price,
            currency: details.offer.currency,
            status: c.status as BaggageStatus,
            emdNumber: details.emdNumber ?? null,
          };
        }),
      };
    },

    async page(scope: number | null, query: BaggagePageQuery): Promise<BaggagePage> {
      const filter = {
        ...query,
        scope,
        caseNo: query.baggageNo,
        subType: query.bagType,
        status: query.state,
      };
      const { rows, total } = await kernel.page(db, filter, query);
      return { pageList: rows.map(toRow), totalCount: total };
    },

    async detail(scope: number | null, id: number): Promise<BaggageDetail> {
      const { record, records } = await kernel.detail(db, id, scope);
      const details = detailsOf(record);
      return {
        ...toRow(record),
        offerId: details.offer.offerId,
        passengerId: record.passengerIds[0] ?? 0,
        segmentId: record.segmentIds[0] ?? 0,
        remark: record.remark,
        reason: details.reason ?? null,
        records,
      };
    },

    async editState(scope: number | null, input: BaggageEditInput, operator: string): Promise<BaggageRow> {
      if (NEEDS_REASON.includes(input.state) && !input.reason)
        throw new BadRequestError(`reason is required to move a bag to ${input.state}`);
      if (input.state === 'ISSUED') return toRow(await issue(scope, input, operator));
      const moved = await db.transaction(async (tx) => {
        const record = await kernel.lock(tx, input.id, scope);
        kernel.checkVersion(record, input.version);
        const refused = kernel.refusal(record, input.state);
        if (refused) throw new BadRequestError(refused);
        if (input.state === 'PAID') return pay(tx, record, operator);
        const reason = input.reason ? messageText('noteReason', { reason: input.reason }) : undefined;
        const changes = input.reason ? { details: { ...record.details, reason: input.reason } } : {};
        let note: string | undefined;
        if (input.state === 'ISSUE_FAILED' || input.state === 'REFUNDED') {
          note = await giveBack(tx, record, operator);
          const luggageId = detailsOf(record).luggageId;
          if (input.state === 'REFUNDED' && luggageId !== undefined)
            await removeOrderLuggage(tx, orderIdOf(record), luggageId);
        }
        return kernel.move(tx, record, {
          to: input.state,
          operator,
          changes,
          note: [note, reason].filter(Boolean).join('. ') || undefined,
        });
      });
      return toRow(moved);
    },
  };
}
