import {
  PASSENGER_CHANGE_CASE,
  passengerChangeDetails,
  type PassengerChangeAddInput,
  type PassengerChangeDetail,
  type PassengerChangeDetails,
  type PassengerChangePage,
  type PassengerChangePageQuery,
  type PassengerChangeRow,
  type PassengerChangeStatus,
  type PassengerChangeType,
  type PassengerChangeUpdateInput,
  type PassengerFieldChange,
  type PassengerValues,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { messageText } from '../../platform/messages';
import { formatDateTime } from '../../platform/time';
import { createCaseKernel, type CaseRecord } from '../cases';
import {
  changePassenger,
  flightsOf,
  lockOrder,
  lockOrderById,
  type OrderPassenger,
  orderPassengerList,
  orderSegmentList,
  refreshOrderSummary,
  segmentSummaryOf,
} from '../orders';
import { nameRuleProblem } from './name-rules';

const FIELDS: [keyof PassengerValues, string][] = [
  ['name', 'name'],
  ['gender', 'gender'],
  ['birthday', 'birthday'],
  ['nationality', 'nationality'],
  ['cardType', 'document type'],
  ['cardNum', 'document number'],
  ['cardExpired', 'document expiry'],
  ['cardIssuePlace', 'document issued in'],
];

function valuesOf(passenger: OrderPassenger): PassengerValues {
  return {
    name: `${passenger.surname}/${passenger.givenName}`.toUpperCase(),
    gender: passenger.gender as PassengerValues['gender'],
    birthday: passenger.birthday,
    nationality: passenger.nationality,
    cardType: passenger.cardType as PassengerValues['cardType'],
    cardNum: passenger.cardNum,
    cardExpired: passenger.cardExpired,
    cardIssuePlace: passenger.cardIssuePlace,
  };
}

function changesOf({ before, after }: PassengerChangeDetails): PassengerFieldChange[] {
  return FIELDS.filter(([key]) => before[key] !== after[key]).map(([key, field]) => ({
    field,
    before: String(before[key]),
    after: String(after[key]),
  }));
}

export function createPassengerChangesService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  const kernel = createCaseKernel(PASSENGER_CHANGE_CASE, { timeZone });

  function toRow(record: CaseRecord): PassengerChangeRow {
    const details = passengerChangeDetails.parse(record.details);
    return {
      id: record.id,
      changeNo: record.caseNo,
      orderNo: record.orderNo,
      pnr: record.pnr,
      airline: record.airline,
      platformType: record.platformType,
      changeType: record.subType as PassengerChangeType,
      status: record.status as PassengerChangeStatus,
      version: record.version,
      passengerId: record.passengerIds[0] ?? 0,
      passengerName: record.passengerNames,
      changes: changesOf(details),
      remark: record.remark,
      createdBy: record.createdBy,
      createTime: formatDateTime(record.createdAt, timeZone),
      updatedBy: record.updatedBy,
      updateTime: formatDateTime(record.updatedAt, timeZone),
    };
  }

  return {
    async add(
      scope: number | null,
      input: PassengerChangeAddInput,
      operator: string,
    ): Promise<PassengerChangeRow> {
      const { orderNo, passengerId, changeType, remark, ...after } = input;
      const record = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNo, scope);
        if (!order) throw new BadRequestError(`Order ${orderNo} does not exist`);
        const passenger = (await orderPassengerList(tx, order.id)).find((p) => p.id === passengerId);
        if (!passenger)
          throw new BadRequestError(
            `passengerId ${passengerId} is not a passenger of order ${order.orderNo}`,
          );
        const before = valuesOf(passenger);
        const problem = nameRuleProblem(changeType, before.name, after.name);
        if (problem) throw new BadRequestError(problem);
        if (changesOf({ before, after }).length === 0)
          throw new BadRequestError('The change asks for nothing new: every field is as it is on the order');
        const segments = flightsOf(await orderSegmentList(tx, order.id), [passenger.id]);
        return kernel.open(tx, {
          order,
          subType: changeType,
          passengerIds: [passenger.id],
          passengerNames: `${passenger.givenName} ${passenger.surname}`,
          segmentIds: segments.map((segment) => segment.id),
          segmentSummary: segmentSummaryOf(segments),
          currency: order.currency,
          remark,
          details: { before, after },
          operator,
        });
      });
      return toRow(record);
    },

    async page(scope: number | null, query: PassengerChangePageQuery): Promise<PassengerChangePage> {
      const filter = { ...query, scope, caseNo: query.changeNo, subType: query.changeType };
      const { rows, total } = await kernel.page(db, filter, query);
      return { pageList: rows.map(toRow), totalCount: total };
    },

    async detail(scope: number | null, id: number): Promise<PassengerChangeDetail> {
      const { record, records } = await kernel.detail(db, id, scope);
      return { ...toRow(record), records };
    },

    /** DONE writes the change onto the order's passenger, in the same transaction as the move. */
    async update(
      scope: number | null,
      input: PassengerChangeUpdateInput,
      operator: string,
    ): Promise<PassengerChangeRow> {
      const moved = await db.transaction(async (tx) => {
        const record = await kernel.lock(tx, input.id, scope);
        kernel.checkVersion(record, input.version);
        const refused = kernel.refusal(record, input.status);
        if (refused) throw new BadRequestError(refused);
        if (input.status === 'REJECTED' && !input.reason)
          throw new BadRequestError('reason is required when the airline rejects a passenger change');
        let note = input.reason ? messageText('noteReason', { reason: input.reason }) : undefined;
        if (input.status === 'DONE') {
          const order = await lockOrderById(tx, record.orderId);
          if (!order) throw new BadRequestError(`Order ${record.orderNo} does not exist`);
          const { after } = passengerChangeDetails.parse(record.details);
          const passengerId = record.passengerIds[0] ?? 0;
          const { changed } = await changePassenger(tx, order, { id: passengerId, ...after });
          await refreshOrderSummary(tx, order.id);
          note =
            changed.length > 0
              ? messageText('notePassengerUpdated', { fields: changed.join(', ') })
              : messageText('notePassengerAlreadySo');
        }
        return kernel.move(tx, record, { to: input.status, operator, note });
      });
      return toRow(moved);
    },
  };
}
