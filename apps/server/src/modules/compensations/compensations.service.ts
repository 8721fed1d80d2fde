import {
  COMPENSATION_CASE,
  COMPENSATION_EDITABLE,
  compensationDetails,
  type CompensationAddInput,
  type CompensationCancelInput,
  type CompensationDetail,
  type CompensationEditInput,
  type CompensationInnerInput,
  type CompensationPage,
  type CompensationPageQuery,
  type CompensationRow,
  type CompensationDetails,
  type CompensationStatus,
  type CompensationType,
  type Eu261Suggestion,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { formatMoney, toCents } from '../../platform/money';
import { caseRow, createCaseKernel, type CaseChanges, type CaseRecord } from '../cases';
import { compensationBasisOf } from '../disruptions';
import {
  flightsOf,
  lockOrder,
  type OrderPassenger,
  orderPassengerList,
  orderSegmentList,
  segmentSummaryOf,
} from '../orders';

/** The case's details JSON as the contract declares it (decision 0023: no table of its own). */
const detailsOf = (record: CaseRecord): CompensationDetails => compensationDetails.parse(record.details);

/** The passengers the case is for: those named, else every passenger of the order. */
function chosenPassengers(all: OrderPassenger[], ids: number[] | undefined, orderNo: string) {
  if (!ids || ids.length === 0) return all;
  const unknown = ids.filter((id) => !all.some((p) => p.id === id));
  if (unknown.length > 0)
    throw new BadRequestError(`passengerIds ${unknown.join(', ')} are not passengers of order ${orderNo}`);
  return all.filter((p) => ids.includes(p.id));
}

const positive = (amount: string, field: string) => {
  if (toCents(amount) <= 0n) throw new BadRequestError(`${field} must be more than 0`);
  return amount;
};

/** The amount asked: the operator's, else the EU261 band times the passengers (EUR orders only). */
function askedAmount(input: CompensationAddInput, eu261: Eu261Suggestion | null, currency: string): string {
  if (input.amount !== undefined) return positive(input.amount, 'amount');
  if (!eu261) throw new BadRequestError('amount is required for a complaint');
  if (!eu261.eligible || eu261.perPassenger <= 0)
    throw new BadRequestError(
      `amount is required: disruption ${eu261.disruptionNo} gives no EU261 compensation`,
    );
  if (currency !== 'EUR')
    throw new BadRequestError(`amount is required: the EU261 band is in EUR and the order is in ${currency}`);
  return (eu261.perPassenger * eu261.passengers).toFixed(2);
}

/** The type's own path: only an airline case is claimed, only a goodwill one is paid when ELIGIBLE. */
function typeRefusal(record: CaseRecord, to: CompensationStatus): string | null {
  const type = record.subType as CompensationType;
  if (type === 'GOODWILL' && to === 'CLAIM_SUBMITTED')
    return `Compensation ${record.caseNo} is goodwill: the agency pays it, no claim goes to the airline`;
  if (type === 'AIRLINE' && to === 'PAID' && record.status === 'ELIGIBLE')
    return `Compensation ${record.caseNo} is an airline compensation: it is paid after AIRLINE_ACCEPTED`;
  return null;
}

export function createCompensationsService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  const kernel = createCaseKernel(COMPENSATION_CASE, { timeZone });

  function toRow(record: CaseRecord): CompensationRow {
    const details = detailsOf(record);
    return {
      ...caseRow<CompensationStatus>(record, timeZone),
      compensationNo: record.caseNo,
      compensationType: record.subType as CompensationType,
      source: details.source,
      eu261: details.eu261,
    };
  }

  /** Opening from a disruption needs one on the order; its EU261 band comes along as it stands. */
  async function suggestionFor(
    tx: DbTransaction,
    input: CompensationAddInput,
    orderId: number,
    passengers: number,
  ): Promise<Eu261Suggestion | null> {
    if (input.source !== 'DISRUPTION') return null;
    const basis = await compensationBasisOf(tx, orderId);
    if (!basis)
      throw new BadRequestError(
        `source: order ${input.orderNo} is on no flight disruption; open it as a complaint`,
      );
    return { ...basis, passengers, currency: 'EUR' };
  }

  /** GOODWILL PAID: the agency pays from its balance, one COMPENSATION entry ever for the case. */
  async function payGoodwill(tx: DbTransaction, record: CaseRecord, operator: string): Promise<string> {
    const amount = record.applicationAmount ?? '0.00';
    const paid = await kernel.postToPayer(tx, record, {
      effect: 'COMPENSATION',
      type: 'COMPENSATION',
      amount,
      charge: true,
      operator,
      unpaid: 'there is no account to debit',
      note: 'noteGoodwillPaid',
    });
    return (
      paid?.note ?? messageText('noteGoodwillPaidBefore', { amount: formatMoney(amount, record.currency) })
    );
  }

  /** What one inner move writes besides the move: the reason, the amount confirmed, the money. */
  async function innerStep(
    tx: DbTransaction,
    record: CaseRecord,
    input: CompensationInnerInput,
    operator: string,
  ): Promise<{ changes: CaseChanges; note?: string }> {
    const to = input.status;
    if ((to === 'NOT_ELIGIBLE' || to === 'AIRLINE_REJECTED') && !input.reason)
      throw new BadRequestError(`reason is required for ${to}`);
    const details = { ...detailsOf(record), ...(input.reason ? { reason: input.reason } : {}) };
    const changes: CaseChanges = { details };
    const because = input.reason ? messageText('noteReason', { reason: input.reason }) : undefined;
    if (to === 'AIRLINE_ACCEPTED') {
      const confirmed = positive(input.confirmedAmount ?? record.applicationAmount ?? '0', 'confirmedAmount');
      return {
        changes: { ...changes, confirmedAmount: confirmed },
        note: messageText('noteAirlinePays', { amount: formatMoney(confirmed, record.currency) }),
      };
    }
    if (to === 'PAID' && record.subType === 'GOODWILL')
      return {
        changes: { ...changes, confirmedAmount: record.applicationAmount },
        note: await payGoodwill(tx, record, operator),
      };
    if (to === 'PAID') {
      const passed = formatMoney(record.confirmedAmount ?? '0.00', record.currency);
      return {
        changes,
        note: messageText('notePassedOn', { amount: passed }),
      };
    }
    return { changes, note: because };
  }

  /** The case locked in the caller's scope, at the version the operator saw, inside one transaction. */
  const inCase = <T>(
    scope: number | null,
    input: { id: number; version: number },
    work: (tx: DbTransaction, record: CaseRecord) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const record = await kernel.lock(tx, input.id, scope);
      kernel.checkVersion(record, input.version);
      return work(tx, record);
    });

  return {
    async add(scope: number | null, input: CompensationAddInput, operator: string): Promise<CompensationRow> {
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, input.orderNo, scope);
        if (!order) throw new BadRequestError(`Order ${input.orderNo} does not exist`);
        const all = await orderPassengerList(tx, order.id);
        const passengers = chosenPassengers(all, input.passengerIds, order.orderNo);
        const eu261 = await suggestionFor(tx, input, order.id, passengers.length);
        const applicationAmount = askedAmount(input, eu261, order.currency);
        const segments = flightsOf(
          await orderSegmentList(tx, order.id),
          passengers.map((p) => p.id),
        );
        return kernel.open(tx, {
          order,
          subType: input.type,
          passengerIds: passengers.map((p) => p.id),
          passengerNames: passengers.map((p) => `${p.givenName} ${p.surname}`).join(', '),
          segmentIds: segments.map((s) => s.id),
          segmentSummary: segmentSummaryOf(segments),
          currency: order.currency,
          applicationAmount,
          remark: input.remark,
          details: { source: input.source, eu261 } satisfies CompensationDetails,
          operator,
        });
      });
      return toRow(record);
    },

    async page(scope: number | null, query: CompensationPageQuery): Promise<CompensationPage> {
      const filter = { ...query, scope, caseNo: query.compensationNo, subType: query.type };
      const { rows, total } = await kernel.page(db, filter, query);
      return { pageList: rows.map(toRow), totalCount: total };
    },

    async detail(scope: number | null, id: number): Promise<CompensationDetail> {
      const { record, records } = await kernel.detail(db, id, scope);
      return {
        ...toRow(record),
        remark: record.remark,
        reason: detailsOf(record).reason ?? '',
        passengerIds: record.passengerIds,
        records,
      };
    },

    cancel: (scope: number | null, input: CompensationCancelInput, operator: string) =>
      inCase(scope, input, async (tx, record) => {
        const moved = await kernel.move(tx, record, {
          to: 'CANCELLED',
          operator,
          note: messageText('noteReason', { reason: input.reason }),
          changes: { details: { ...detailsOf(record), reason: input.reason } },
        });
        return toRow(moved);
      }),

    edit: (scope: number | null, input: CompensationEditInput, operator: string) =>
      inCase(scope, input, async (tx, record) => {
        if (!COMPENSATION_EDITABLE.includes(record.status as CompensationStatus))
          throw new BadRequestError(
            `Compensation ${record.caseNo} is ${record.status}: it can be edited only while ${COMPENSATION_EDITABLE.join(', ')}`,
          );
        const changes: CaseChanges = {};
        if (input.amount !== undefined) changes.applicationAmount = positive(input.amount, 'amount');
        if (input.remark !== undefined) changes.remark = input.remark;
        const remarked = input.remark !== undefined;
        const said =
          input.amount === undefined
            ? remarked
              ? messageText('noteEditedRemark')
              : ''
            : messageText(remarked ? 'noteEditedAmountRemark' : 'noteEditedAmount', {
                amount: formatMoney(input.amount, record.currency),
              });
        return toRow(await kernel.amend(tx, record, operator, changes, said));
      }),

    innerUpdate: (scope: number | null, input: CompensationInnerInput, operator: string) =>
      inCase(scope, input, async (tx, record) => {
        const refused = kernel.refusal(record, input.status) ?? typeRefusal(record, input.status);
        if (refused) throw new BadRequestError(refused);
        const { changes, note } = await innerStep(tx, record, input, operator);
        return toRow(await kernel.move(tx, record, { to: input.status, operator, note, changes }));
      }),
  };
}
