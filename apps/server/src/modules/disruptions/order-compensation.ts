import { DISRUPTION_CASE, type DisruptionType } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { Database, DbTransaction } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { caseHeads } from '../cases';
import { suggestCompensation } from './compensation';

/** What a compensation case opened from an order's disruption starts from (EU261, EUR per passenger). */
export interface DisruptionCompensationBasis {
  disruptionNo: string;
  disruptionType: DisruptionType;
  flight: string;
  distanceKm: number | null;
  eligible: boolean;
  perPassenger: number;
  /** The operator's compensation check decided it; otherwise it is the EU261 suggestion. */
  checked: boolean;
}

interface BasisRow {
  disruption_no: string;
  type: DisruptionType;
  flight_no: string;
  flight_date: string;
  dep: string;
  arr: string;
  delay_minutes: number;
  compensation_checked: boolean;
  compensation_eligible: boolean | null;
  compensation_amount: string | null;
}

/**
 * The compensation the latest disruption of the order stands for: its compensation check when an
 * operator made it (extraordinary circumstances are theirs to judge), else the EU261 suggestion.
 */
export async function compensationBasisOf(
  db: Database | DbTransaction,
  orderId: number,
): Promise<DisruptionCompensationBasis | null> {
  const [row] = await rowsOf<BasisRow>(
    db,
    sql`select c.case_no as disruption_no, fd.type, fd.flight_no, to_char(fd.flight_date, 'YYYY-MM-DD') as flight_date,
        fd.dep, fd.arr, fd.delay_minutes, fd.compensation_checked, fd.compensation_eligible,
        fd.compensation_amount::text as compensation_amount
      from flight_disruption_orders fdo join ${caseHeads(DISRUPTION_CASE.kind, 'c')} on c.id = fdo.case_id
      join disruption_flights fd on fd.case_id = c.id
      where fdo.order_id = ${orderId} order by c.created_at desc, c.id desc limit 1`,
  );
  if (!row) return null;
  const suggestion = suggestCompensation({
    type: row.type,
    dep: row.dep,
    arr: row.arr,
    delayMinutes: row.delay_minutes,
  });
  const checked = row.compensation_checked;
  return {
    disruptionNo: row.disruption_no,
    disruptionType: row.type,
    flight: `${row.flight_no} ${row.dep}-${row.arr} ${row.flight_date}`,
    distanceKm: suggestion.distanceKm,
    eligible: checked ? row.compensation_eligible === true : suggestion.eligible,
    perPassenger: checked ? Number(row.compensation_amount ?? 0) : suggestion.amount,
    checked,
  };
}
