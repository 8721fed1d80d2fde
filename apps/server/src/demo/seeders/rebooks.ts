import {
  REBOOK_CASE,
  type RebookDetails,
  type RebookFlight,
  type RebookItinerary,
  type RebookReason,
  type RebookStatus,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { amountDue, difference } from '../../modules/rebooks/rebook-rules';
import { centsToDecimal, toCents } from '../../platform/money';
import { rowsOf } from '../../platform/sql-rows';
import { formatDateTime } from '../../platform/time';
import { DEMO_AIRLINES } from '../airline';
import type { DemoContext } from '../demo-context';
import { seedDemoCase, type DemoCaseOrder, type DemoStep } from './demo-cases';

/**
 * One case in each state on each platform, walked there along the declared moves; REQUESTED ones are
 * left to be walked through.
 */
const PATHS: Readonly<Record<RebookStatus, readonly RebookStatus[]>> = {
  REQUESTED: [],
  FLIGHT_SELECTED: ['FLIGHT_SELECTED'],
  CONFIRMED: ['FLIGHT_SELECTED', 'CONFIRMED'],
  PAYMENT_PENDING: ['FLIGHT_SELECTED', 'CONFIRMED', 'PAYMENT_PENDING'],
  COMPLETED: ['FLIGHT_SELECTED', 'CONFIRMED', 'COMPLETED'],
  CANCELLED: ['FLIGHT_SELECTED', 'CANCELLED'],
};
const TARGETS = Object.keys(PATHS) as RebookStatus[];

interface Candidate extends DemoCaseOrder {
  currency: string;
  /** Every segment, outbound first: a round trip's way back is rebooked with it. */
  segments: {
    flight_no: string;
    dep: string;
    arr: string;
    dep_time: string;
    arr_time: string;
    back: boolean;
  }[];
  disrupted: boolean;
}

const DAY = 86_400_000;

/** Milliseconds since the epoch of a local 'YYYY-MM-DD HH:mm', read as if UTC (only differences matter). */
const localMs = (localTime: string) => Date.parse(`${localTime.replace(' ', 'T')}:00Z`);

/** A local 'YYYY-MM-DD HH:mm' one day later, as the wrappers write it. */
function nextDay(localTime: string): string {
  return new Date(localMs(localTime) + DAY).toISOString().slice(0, 16).replace('T', ' ');
}

/** The order's own flights a day later, both ways of a round trip, as its airline's wrapper would offer them. */
function nextDayItinerary(order: Candidate, total: string): RebookItinerary {
  const leg = (back: boolean): RebookFlight[] =>
    order.segments
      .filter((segment) => segment.back === back)
      .map((segment) => ({
        flightNo: segment.flight_no,
        dep: segment.dep,
        arr: segment.arr,
        depTime: nextDay(segment.dep_time),
        arrTime: nextDay(segment.arr_time),
      }));
  const flights = leg(false);
  const returnFlights = leg(true);
  const first = flights[0];
  const last = flights.at(-1);
  return {
    itineraryId: `demo-${order.id}`,
    wrapper: DEMO_AIRLINES.find((airline) => airline.code === order.airline)?.name ?? order.airline,
    validatingCarrier: order.airline,
    flights,
    ...(returnFlights.length > 0 ? { returnFlights } : {}),
    duration: first && last ? Math.round((localMs(last.arrTime) - localMs(first.depTime)) / 60_000) : 0,
    currency: order.currency,
    total,
  };
}

/** Rebook cases in every state on each platform's orders still to fly, after orders and disruptions. */
export async function seedRebooks(ctx: DemoContext): Promise<void> {
  const [any] = await ctx.db.select({ id: orders.id }).from(orders).limit(1);
  if (!any) return;
  for (const platform of [1, 2]) await seedPlatform(ctx, platform);
}

async function seedPlatform(ctx: DemoContext, platform: number): Promise<void> {
  const nowLocal = formatDateTime(ctx.now, 'UTC');
  // Orders of the demo airlines: a chosen flight comes from a wrapper the console knows.
  const airlines = sql.join(
    DEMO_AIRLINES.map((airline) => sql`${airline.code}`),
    sql`, `,
  );
  const candidates = await rowsOf<Candidate>(
    ctx.db,
    sql`select o.id::int as id, o.order_no, o.platform_type, o.pnr, o.airline, o.total_price::text as total_price,
      o.currency, o.passenger_count, p.id::int as passenger_id,
      initcap(p.given_name || ' ' || p.surname) as passenger_name,
      array(select s.id::int from order_segments s where s.order_id = o.id order by s.seq) as segment_ids,
      (select string_agg(s.flight_no || ' ' || s.dep || '-' || s.arr || ' ' || to_char(s.dep_time, 'YYYY-MM-DD HH24:MI'), ', ' order by s.seq)
         from order_segments s where s.order_id = o.id) as segment_summary,
      null::int as account_id,
      (select json_agg(json_build_object('flight_no', s.flight_no, 'dep', s.dep, 'arr', s.arr, 'back', s.back,
          'dep_time', to_char(s.dep_time, 'YYYY-MM-DD HH24:MI'), 'arr_time', to_char(s.arr_time, 'YYYY-MM-DD HH24:MI'))
        order by s.seq) from order_segments s where s.order_id = o.id) as segments,
      exists (select 1 from flight_disruption_orders fdo where fdo.order_id = o.id) as disrupted
    from orders o join order_passengers p on p.order_id = o.id and p.seq = 1
    where o.platform_type = ${platform} and o.status in ('PAID', 'TICKETED') and o.airline in (${airlines})
      and o.currency = 'EUR' and o.depart_time > ${nowLocal}::timestamp + interval '2 days'
    order by disrupted desc, o.depart_time, o.id
    limit ${TARGETS.length * 4}`,
  );
  const { random } = ctx;

  for (const [index, target] of TARGETS.entries()) {
    const order = candidates[index * 4];
    if (!order) return;
    const reason: RebookReason = order.disrupted ? 'DISRUPTION' : 'CUSTOMER_REQUEST';
    const newTotal = centsToDecimal(toCents(order.total_price) + BigInt(random.int(-40, 120)) * 100n);
    const itinerary = nextDayItinerary(order, newTotal);
    const details: RebookDetails = {
      itinerary,
      originalTotal: order.total_price,
      priceDifference: difference(newTotal, order.total_price),
      penalty: reason === 'DISRUPTION' ? '0.00' : '50.00',
      cardBrand: null,
      cardLast4: null,
    };
    const due = amountDue(details.priceDifference, details.penalty);
    const step = (to: RebookStatus): DemoStep => {
      if (to === 'FLIGHT_SELECTED')
        return {
          changes: {
            details: { ...details },
            applicationAmount: details.priceDifference,
            confirmedAmount: due,
          },
        };
      if (to === 'COMPLETED')
        return { changes: { details: { ...details, cardBrand: 'VISA', cardLast4: '1111' } } };
      return {};
    };
    await seedDemoCase(ctx, {
      kind: REBOOK_CASE,
      label: 'Rebook',
      order,
      subType: reason,
      path: PATHS[target],
      index,
      step,
    });
  }
}
