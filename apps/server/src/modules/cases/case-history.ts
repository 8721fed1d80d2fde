import type { CaseRecordRow } from '@ota/contract';
import type { caseRecords } from '../../db/schema/cases';
import { recordAnswer } from '../../platform/messages';
import { formatDateTime } from '../../platform/time';

type StoredCaseRecord = typeof caseRecords.$inferSelect;

/**
 * A case's history as the screens read it, in business time; a flight case's history also shows
 * what the operator wrote beside each record (`withNotes`).
 */
export function caseHistory(rows: readonly StoredCaseRecord[], timeZone: string): CaseRecordRow[];
export function caseHistory(
  rows: readonly StoredCaseRecord[],
  timeZone: string,
  withNotes: true,
): (CaseRecordRow & { note: string })[];
export function caseHistory(rows: readonly StoredCaseRecord[], timeZone: string, withNotes = false) {
  return rows.map((row) =>
    recordAnswer({
      id: row.id,
      createTime: formatDateTime(row.createTime, timeZone),
      operator: row.operator,
      action: row.action,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      content: row.content,
      eventCode: row.eventCode,
      eventParams: row.eventParams,
      ...(withNotes ? { note: row.note } : {}),
    }),
  );
}
