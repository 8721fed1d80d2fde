import type { CaseRowBase } from '@ota/contract';
import { formatDateTime } from '../../platform/time';
import type { CaseRecord } from './cases.repository';

/** The fields every case row shows, in business time, with the seconds left to its deadline. */
export function caseRow<S extends string>(record: CaseRecord, timeZone: string): CaseRowBase<S> {
  return {
    id: record.id,
    orderNo: record.orderNo,
    pnr: record.pnr,
    airline: record.airline,
    platformType: record.platformType,
    status: record.status as S,
    version: record.version,
    passengers: record.passengerNames,
    segments: record.segmentSummary,
    applicationAmount: record.applicationAmount,
    confirmedAmount: record.confirmedAmount,
    serviceCharge: record.serviceCharge,
    currency: record.currency,
    deadline: record.deadline ? formatDateTime(record.deadline, timeZone) : null,
    secondsLeft: record.deadline ? Math.round((record.deadline.getTime() - Date.now()) / 1000) : null,
    createdBy: record.createdBy,
    createTime: formatDateTime(record.createdAt, timeZone),
    updatedBy: record.updatedBy,
    updateTime: formatDateTime(record.updatedAt, timeZone),
    ...(record.moveNote ? { moveNote: record.moveNote } : {}),
  };
}
