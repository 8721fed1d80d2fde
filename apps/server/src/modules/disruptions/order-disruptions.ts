import { DISRUPTION_CASE } from '@ota/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbTransaction } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { caseHeads } from '../cases';

/** The disruption cases, as the kernel lets its kinds join them. */
const disruptionCases = caseHeads(DISRUPTION_CASE.kind, 'c');

/** Disruption statuses that wait for a decision on each order (the rebook list shows those orders). */
export const DECISION_DISRUPTION_STATUSES = ['NOTIFIED', 'AWAITING_DECISION'] as const;

const decisionStatuses = sql.join(
  DECISION_DISRUPTION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** SQL true when the order whose id is `orderId` is on a disruption still waiting for a decision. */
export function awaitingDecision(orderId: SQL): SQL {
  return sql`exists (select 1 from flight_disruption_orders fdo join ${disruptionCases} on c.id = fdo.case_id
    where fdo.order_id = ${orderId} and c.status in (${decisionStatuses}))`;
}

export async function hasDecisionPending(db: Database | DbTransaction, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ pending: boolean }>(
    db,
    sql`select ${awaitingDecision(sql`${orderId}`)} as pending`,
  );
  return rows[0]?.pending === true;
}

/** The latest disruption that lists the order, if any. */
export async function latestDisruptionOf(
  db: Database | DbTransaction,
  orderId: number,
): Promise<{ disruptionNo: string; type: string; status: string } | null> {
  const [row] = await rowsOf<{ disruption_no: string; type: string; status: string }>(
    db,
    sql`select c.case_no as disruption_no, f.type, c.status from flight_disruption_orders fdo
      join ${disruptionCases} on c.id = fdo.case_id join disruption_flights f on f.case_id = c.id
      where fdo.order_id = ${orderId} order by c.created_at desc, c.id desc limit 1`,
  );
  return row ? { disruptionNo: row.disruption_no, type: row.type, status: row.status } : null;
}

/** The flights, on their days, of every disruption that lists the order. */
export async function disruptedFlightsOf(
  db: Database | DbTransaction,
  orderId: number,
): Promise<{ flightNo: string; flightDate: string }[]> {
  const rows = await rowsOf<{ flight_no: string; flight_date: string }>(
    db,
    sql`select distinct f.flight_no, to_char(f.flight_date, 'YYYY-MM-DD') as flight_date
      from flight_disruption_orders fdo join disruption_flights f on f.case_id = fdo.case_id
      where fdo.order_id = ${orderId}`,
  );
  return rows.map((row) => ({ flightNo: row.flight_no, flightDate: row.flight_date }));
}
