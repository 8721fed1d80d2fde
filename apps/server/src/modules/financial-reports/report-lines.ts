import { sql, type SQL } from 'drizzle-orm';
import { financialLines } from '../../db/schema/financial';
import { ledgerMoves } from '../balance';
import { caseReferences } from '../cases';
import { convertAt, dayRates, eurAt } from '../exchange-rates';
import { orderFigures } from '../orders';
import { EXTERNAL_COLUMN, MAPPED_KINDS, caseColumn, columnSums } from './report-columns';

/** The report's range and platform: business days in the business time zone, null scope every platform. */
export interface ReportRange {
  scope: number | null;
  startTime: string;
  endTime: string;
  timeZone: string;
}

const inScope = (column: SQL, scope: number | null) =>
  scope === null ? sql`true` : sql`${column} = ${scope}`;

/** The order's own rate (total_price_eur / total_price): the fallback for a day before any rate. */
const orderEur = (amount: SQL) => sql`round(${amount} * o.total_price_eur / nullif(o.total_price, 0), 2)`;
const orderOriginal = (eur: SQL) => sql`round(${eur} * o.total_price / nullif(o.total_price_eur, 0), 2)`;

/**
 * Every figure of the range as (order, day, platform, column, amount in the order's currency, amount
 * in EUR): the orders paid in it, the ledger's movements of cases in it, and the lines from outside.
 * An EUR amount is taken as it is; any other is valued with the rate of its day (`rates`: ro the order's
 * currency, ra the ledger account's), or the order's own rate before the currency's first rate.
 */
export function lines({ scope, startTime, endTime, timeZone }: ReportRange): SQL {
  const start = sql`((${startTime}::date)::timestamp at time zone ${timeZone})`;
  const end = sql`((${endTime}::date + 1)::timestamp at time zone ${timeZone})`;
  const dayOf = (instant: SQL) => sql`(${instant} at time zone ${timeZone})::date`;
  const rateOf = (alias: string, currency: SQL, day: SQL) =>
    sql`left join rates ${sql.raw(alias)} on ${sql.raw(alias)}.currency = ${currency} and ${sql.raw(alias)}.day = ${day}`;
  const toEur = (amount: SQL) => sql`coalesce(${eurAt(amount, sql`ro.rate`)}, ${orderEur(amount)}, 0)`;
  const charge = sql`(-m.amount)`;
  return sql`
    with rates as materialized ${dayRates(startTime, endTime)}
    select o.order_id, o.order_no, o.currency, ${dayOf(sql`o.paid_at`)} as day, o.platform_type as platform,
      v.col, v.amount, v.amount_eur
    from ${orderFigures()} o
    ${rateOf('ro', sql`o.currency`, dayOf(sql`o.paid_at`))}
    cross join lateral (values ('sales', o.total_price, o.total_price_eur),
      ('taxes', o.taxes, ${toEur(sql`o.taxes`)}), ('fees', o.fees, ${toEur(sql`o.fees`)}))
      as v(col, amount, amount_eur)
    where o.paid_at >= ${start} and o.paid_at < ${end} and ${inScope(sql`o.platform_type`, scope)}
    union all
    select o.order_id, o.order_no, o.currency, ${dayOf(sql`m.created_at`)}, m.platform_type, ${caseColumn(sql`c.kind`)},
      case when m.account_currency = o.currency then ${charge}
        else coalesce(${convertAt(charge, sql`ra.rate`, sql`ro.rate`)},
          case when m.account_currency = 'EUR' then ${orderOriginal(charge)} end, 0) end,
      coalesce(${eurAt(charge, sql`ra.rate`)},
        case when m.account_currency = o.currency then ${orderEur(charge)} end, 0)
    from ${ledgerMoves()} m
    join ${caseReferences()} c on c.case_no = m.reference
    join ${orderFigures()} o on o.order_id = c.order_id
    ${rateOf('ra', sql`m.account_currency`, dayOf(sql`m.created_at`))}
    ${rateOf('ro', sql`o.currency`, dayOf(sql`m.created_at`))}
    where m.created_at >= ${start} and m.created_at < ${end} and ${inScope(sql`m.platform_type`, scope)}
      and c.kind in (${sql.join(
        MAPPED_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})
    union all
    select o.order_id, o.order_no, o.currency, f.day, f.platform_type, ${EXTERNAL_COLUMN},
      case when f.currency = o.currency then f.amount
        else coalesce(${convertAt(sql`f.amount_eur`, sql`1`, sql`ro.rate`)}, ${orderOriginal(sql`f.amount_eur`)}, 0) end,
      f.amount_eur
    from ${financialLines} f
    join ${orderFigures()} o on o.order_id = f.order_id
    ${rateOf('ro', sql`o.currency`, sql`f.day`)}
    where f.day between ${startTime}::date and ${endTime}::date and ${inScope(sql`f.platform_type`, scope)}`;
}

/** One row per order and day, every column summed; `d` is the day as a date, the rows' order. */
export function grouped(range: ReportRange): SQL {
  return sql`select day as d, to_char(day, 'YYYY-MM-DD') as "day", order_id as "orderId", order_no as "orderNo",
      currency, ${columnSums()}
    from (${lines(range)}) l
    group by day, order_id, order_no, currency`;
}
