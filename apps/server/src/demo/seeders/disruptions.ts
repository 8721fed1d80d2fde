import type { DisruptionStatus, DisruptionType } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { shiftLocal } from '../../modules/disruptions/local-time';
import { disruptionSteps } from '../../modules/disruptions/disruptions.service';
import { messageText } from '../../platform/messages';
import type { DemoContext } from '../demo-context';

/** Every state at least once; DETECTED three times so that several can be walked through. */
const TARGETS: readonly DisruptionStatus[] = [
  'DETECTED',
  'DETECTED',
  'DETECTED',
  'NOTIFIED',
  'AWAITING_DECISION',
  'ACCEPTED',
  'REBOOKED',
  'INVOLUNTARY_REFUND',
  'CLOSED',
  'CLOSED',
];

const PATHS: Readonly<Record<DisruptionStatus, readonly DisruptionStatus[]>> = {
  DETECTED: [],
  NOTIFIED: ['NOTIFIED'],
  AWAITING_DECISION: ['NOTIFIED', 'AWAITING_DECISION'],
  ACCEPTED: ['NOTIFIED', 'AWAITING_DECISION', 'ACCEPTED'],
  REBOOKED: ['NOTIFIED', 'AWAITING_DECISION', 'REBOOKED'],
  INVOLUNTARY_REFUND: ['NOTIFIED', 'AWAITING_DECISION', 'INVOLUNTARY_REFUND'],
  CLOSED: ['NOTIFIED', 'AWAITING_DECISION', 'ACCEPTED'],
};

/** Catalogued sentences (decision 0033), so that the console shows them in the reader's language. */
const REASONS: Readonly<Record<DisruptionType, readonly string[]>> = {
  DELAY: ['disruptionReasonLateInbound', 'disruptionReasonAtc', 'disruptionReasonInspection'],
  SCHEDULE_CHANGE: ['disruptionReasonSeasonal', 'disruptionReasonSlot'],
  CANCELLATION: ['disruptionReasonCrew', 'disruptionReasonAircraft', 'disruptionReasonStrike'],
};

interface Flight extends Record<string, unknown> {
  airline: string;
  flight_no: string;
  flight_date: string;
  dep_time: string;
}

const HOUR = 3_600_000;

/** Disruptions in every state on the busiest demo flights, after the orders seeder. */
export async function seedDisruptions(ctx: DemoContext): Promise<void> {
  const [any] = await ctx.db.select({ id: orders.id }).from(orders).limit(1);
  if (!any) return;
  const result = await ctx.db.execute(sql`
    select s.airline, s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD') as flight_date,
           to_char(min(s.dep_time), 'YYYY-MM-DD HH24:MI:SS') as dep_time
    from order_segments s join orders o on o.id = s.order_id
    where o.status not in ('CANCELLED', 'EXPIRED')
    group by s.airline, s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD')
    having count(distinct o.platform_type) = 2
    order by count(*) desc, s.flight_no, flight_date
    limit ${TARGETS.length * 3}`);
  const flights = (result as unknown as { rows: Flight[] }).rows;
  // One transaction for all ten: the kernel's steps run inside one, and one commit is the fastest.
  await ctx.db.transaction((tx) => seedOn(disruptionSteps(tx, 'UTC'), ctx, flights));
}

async function seedOn(
  steps: ReturnType<typeof disruptionSteps>,
  ctx: DemoContext,
  flights: readonly Flight[],
): Promise<void> {
  const { random } = ctx;
  for (const [index, target] of TARGETS.entries()) {
    const flight = flights[index * 3];
    if (!flight) return;
    const type = random.pick(['DELAY', 'DELAY', 'SCHEDULE_CHANGE', 'CANCELLATION'] as const);
    const shift = type === 'DELAY' ? random.pick([45, 95, 190, 240, 320]) : random.pick([-60, 90, 150]);
    // Each starts 20 hours after the one before, and its at most five steps take 1 to 3 hours each:
    // the last one's history ends before now, never in the future.
    let at = new Date(ctx.now.getTime() - (TARGETS.length - index) * 20 * HOUR);
    const later = () =>
      (at = new Date(Math.min(at.getTime() + random.int(1, 3) * HOUR, ctx.now.getTime() - 60_000)));
    const { id } = await steps.record(
      null,
      {
        type,
        airline: flight.airline,
        flightNo: flight.flight_no,
        flightDate: flight.flight_date,
        newDepTime: type === 'SCHEDULE_CHANGE' ? shiftLocal(flight.dep_time, shift) : undefined,
        delayMinutes: type === 'DELAY' ? shift : undefined,
        reason: messageText(random.pick(REASONS[type])),
      },
      'system',
      at,
    );
    for (const to of PATHS[target]) await steps.move(null, id, to, '', 'admin', later());
    if (target === 'CLOSED' || target === 'REBOOKED') {
      const eligible = type === 'CANCELLATION' || (type === 'DELAY' && shift >= 180);
      const note = eligible ? '' : messageText('disruptionNoteBelowThreshold');
      await steps.checkCompensation(null, { id, eligible, note, amount: undefined }, 'admin', later());
    }
    if (target === 'CLOSED')
      await steps.move(null, id, 'CLOSED', messageText('disruptionNotePassengersInformed'), 'admin', later());
  }
}
