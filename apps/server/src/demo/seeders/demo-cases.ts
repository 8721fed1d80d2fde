import type { CaseKind } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { afterSalesCases, caseRecords } from '../../db/schema/cases';
import { postEntry, type LedgerEntryInput } from '../../modules/balance';
import {
  createCasesRepository,
  type CaseChanges,
  type CaseRecord,
} from '../../modules/cases/cases.repository';
import { appendOrderRecord } from '../../modules/orders';
import { recordEvent } from '../../platform/messages';
import { rowsOf } from '../../platform/sql-rows';
import type { DemoContext } from '../demo-context';

/** A demo order a case can be opened on: ticketed, on a demo airline, still to fly, in EUR. */
export interface DemoCaseOrder {
  id: number;
  order_no: string;
  platform_type: number;
  pnr: string;
  airline: string;
  total_price: string;
  passenger_count: number;
  passenger_id: number;
  passenger_name: string;
  segment_ids: number[];
  segment_summary: string;
  account_id: number | null;
}

/** Orders of the platform without any case yet, paid ones first (a money step needs the payer). */
export function demoCaseOrders(ctx: DemoContext, platform: number, limit: number): Promise<DemoCaseOrder[]> {
  return rowsOf<DemoCaseOrder>(
    ctx.db,
    sql`select o.id::int as id, o.order_no, o.platform_type, o.pnr, o.airline, o.total_price::text as total_price,
        o.passenger_count, p.id::int as passenger_id, initcap(p.given_name || ' ' || p.surname) as passenger_name,
        array(select s.id::int from order_segments s where s.order_id = o.id and not s.back order by s.seq) as segment_ids,
        (select string_agg(s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD HH24:MI'), ', ' order by s.seq)
           from order_segments s where s.order_id = o.id and not s.back) as segment_summary,
        pay.account_id
      from orders o
      join order_passengers p on p.order_id = o.id and p.seq = 1
      left join order_payments pay on pay.order_id = o.id
      where o.platform_type = ${platform} and o.status = 'TICKETED' and o.currency = 'EUR'
        and o.airline in ('DA', 'EZ', 'OL') and o.depart_time > ${ctx.now.toISOString()}::timestamptz
        and not exists (select 1 from after_sales_cases c where c.order_id = o.id)
      order by pay.account_id is null, o.id
      limit ${limit}`,
  );
}

/** What one demo step writes besides the move: figures, and a ledger entry claimed for the case. */
export interface DemoStep {
  changes?: CaseChanges;
  money?: { effect: string; entry: Omit<LedgerEntryInput, 'accountId' | 'reference' | 'operator'> };
  /** Runs on the order (a reissue, a passenger written) before the move; may add to the changes. */
  apply?: (record: CaseRecord) => Promise<CaseChanges | void>;
}

export interface DemoCase<S extends string> {
  kind: CaseKind<S>;
  label: string;
  order: DemoCaseOrder;
  subType: string;
  path: readonly S[];
  /** The case's position among the demo ones: it spreads operators and opening days. */
  index: number;
  details?: Record<string, unknown>;
  step: (to: S, record: CaseRecord) => DemoStep;
}

const DAY = 86_400_000;

/**
 * One demo case walked along `path` as an operator would have, with the records a real one gets on
 * the case and on its order (no mail: the demo's mailboxes would fill with history).
 */
export async function seedDemoCase<S extends string>(
  ctx: DemoContext,
  demo: DemoCase<S>,
): Promise<CaseRecord> {
  const { kind, order } = demo;
  const repository = createCasesRepository(ctx.db);
  const operator = demo.index % 2 === 0 ? 'operator' : 'admin';
  let record = await repository.insert(kind.prefix, {
    kind: kind.kind,
    orderId: order.id,
    platformType: order.platform_type,
    orderNo: order.order_no,
    pnr: order.pnr,
    airline: order.airline,
    passengerNames: order.passenger_name,
    segmentSummary: order.segment_summary,
    subType: demo.subType,
    status: kind.initial,
    passengerIds: [order.passenger_id],
    segmentIds: order.segment_ids,
    currency: 'EUR',
    remark: `Demo ${demo.label.toLowerCase()}`,
    details: demo.details ?? {},
    createdBy: operator,
    updatedBy: operator,
  });
  const opened = recordEvent('caseOpened', {
    label: demo.label,
    caseNo: record.caseNo,
    kind: demo.subType,
    passengers: order.passenger_name,
    segments: order.segment_summary,
  });
  await repository.record({ caseId: record.id, operator, action: 'OPEN', toStatus: kind.initial, ...opened });
  await appendOrderRecord(ctx.db, order.id, operator, opened);
  for (const to of demo.path) {
    const step = demo.step(to, record);
    if (step.money && order.account_id !== null) {
      const entry = await postEntry(ctx.db, {
        ...step.money.entry,
        accountId: order.account_id,
        reference: record.caseNo,
        operator,
      });
      await repository.claimMoneyEffect(record.id, step.money.effect, entry.id);
    }
    const applied = (await step.apply?.(record)) ?? {};
    const moved = recordEvent('caseMoved', {
      label: demo.label,
      caseNo: record.caseNo,
      from: record.status,
      to,
    });
    await repository.record({
      caseId: record.id,
      operator,
      action: 'MOVE',
      fromStatus: record.status,
      toStatus: to,
      ...moved,
    });
    await appendOrderRecord(ctx.db, order.id, operator, moved);
    record = await repository.update(record.id, to, operator, { ...step.changes, ...applied });
  }
  // Opened some days before today, like the rest of the demo.
  const openedAt = new Date(ctx.now.getTime() - (demo.index + 1) * DAY).toISOString();
  await ctx.db.execute(
    sql`update ${afterSalesCases} set created_at = ${openedAt}::timestamptz where id = ${record.id}`,
  );
  await ctx.db.execute(
    sql`update ${caseRecords} set create_time = ${openedAt}::timestamptz where case_id = ${record.id} and action = 'OPEN'`,
  );
  return record;
}
