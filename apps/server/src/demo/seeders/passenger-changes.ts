import { PASSENGER_CHANGE_CASE, type PassengerChangeStatus } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { changePassenger, refreshOrderSummary } from '../../modules/orders';
import { rowsOf } from '../../platform/sql-rows';
import type { DemoContext } from '../demo-context';
import { demoCaseOrders, seedDemoCase } from './demo-cases';

const PATHS: Record<PassengerChangeStatus, readonly PassengerChangeStatus[]> = {
  REQUESTED: [],
  SUBMITTED: ['SUBMITTED'],
  DONE: ['SUBMITTED', 'DONE'],
  REJECTED: ['SUBMITTED', 'REJECTED'],
  CANCELLED: ['CANCELLED'],
};

interface Passenger {
  surname: string;
  given_name: string;
  gender: 'M' | 'F';
  birthday: string;
  nationality: string;
  card_type: 'PASSPORT' | 'ID_CARD';
  card_num: string;
  card_expired: string;
  card_issue_place: string;
  depart_date: string;
}

/** Passenger changes in every state on each platform: a one-letter name correction or a new document. */
export async function seedPassengerChanges(ctx: DemoContext): Promise<void> {
  const targets = Object.entries(PATHS) as [PassengerChangeStatus, readonly PassengerChangeStatus[]][];
  for (const platform of [1, 2]) {
    const orders = await demoCaseOrders(ctx, platform, targets.length);
    for (const [index, [, path]] of targets.entries()) {
      const order = orders[index];
      if (!order) continue;
      const [p] = await rowsOf<Passenger>(
        ctx.db,
        sql`select p.surname, p.given_name, p.gender, p.birthday, p.nationality, p.card_type, p.card_num,
            to_char(p.card_expired, 'YYYY-MM-DD') as card_expired, p.card_issue_place,
            to_char(o.depart_time, 'YYYY-MM-DD') as depart_date
          from order_passengers p join orders o on o.id = p.order_id where p.id = ${order.passenger_id}`,
      );
      if (!p) continue;
      const nameCorrection = index % 2 === 0;
      const before = {
        name: `${p.surname}/${p.given_name}`.toUpperCase(),
        gender: p.gender,
        birthday: p.birthday,
        nationality: p.nationality,
        cardType: p.card_type,
        cardNum: p.card_num,
        cardExpired: p.card_expired,
        cardIssuePlace: p.card_issue_place,
      };
      // A typo in the given name (its last letter doubled), or a renewed passport.
      const after = nameCorrection
        ? { ...before, name: `${before.name}${before.name.at(-1) ?? 'A'}` }
        : {
            ...before,
            cardNum: `N${p.card_num.slice(1)}`.slice(0, 20),
            cardExpired: `${Number(p.card_expired.slice(0, 4)) + 5}${p.card_expired.slice(4)}`,
          };
      await seedDemoCase(ctx, {
        kind: PASSENGER_CHANGE_CASE,
        label: 'Passenger change',
        order,
        subType: nameCorrection ? 'NAME_CORRECTION' : 'DOCUMENT_UPDATE',
        path,
        index,
        details: { before, after },
        step: (to) =>
          to === 'DONE'
            ? {
                apply: async () => {
                  await changePassenger(
                    ctx.db,
                    { id: order.id, orderNo: order.order_no, departDate: p.depart_date },
                    { id: order.passenger_id, ...after },
                  );
                  await refreshOrderSummary(ctx.db, order.id);
                },
              }
            : {},
      });
    }
  }
}
