import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db';
import { PLATFORM_SALES } from './people';
import { rowsOf } from './sql-rows';

interface Debit {
  ledger_entry_id: number;
  reference: string;
  amount: string;
  created_at: string;
  platform_type: 1 | 2;
  account_id: number;
  operator: string;
}

/**
 * The balance seeder debits a few bookings: each becomes a real order (a copy of a generated
 * ticketed order of its platform, priced at the debit), paid by that very ledger entry, so the
 * demo ledger and the demo orders tell the same story.
 */
export async function adoptLedgerDebits(tx: DbTransaction): Promise<void> {
  const debits = await rowsOf<Debit>(
    tx,
    sql`select l.id as ledger_entry_id, l.reference, (-l.amount)::text as amount, l.created_at::text as created_at,
        a.platform_type, a.id as account_id, l.operator
      from ledger_entries l join accounts a on a.id = l.account_id
      where l.type = 'BOOKING_DEBIT' and l.reference is not null and a.currency = 'EUR'
        and not exists (select 1 from orders o where o.order_no = l.reference)
      order by l.id`,
  );
  for (const [n, debit] of debits.entries()) {
    const account = PLATFORM_SALES[debit.platform_type]?.account ?? '';
    const [created] = await rowsOf<{ id: number; template: number }>(
      tx,
      sql`with template as (
          select * from orders where platform_type = ${debit.platform_type} and status = 'TICKETED'
            and currency = 'EUR' order by id offset ${n} limit 1)
        insert into orders (order_no, platform_type, channel, client, branch, airline, pnr, dep_airport, arr_airport,
          route, travel_type, status, book_time, confirm_time, depart_time, return_time, currency, total_price,
          total_price_eur, taxes, fees, payment_account, paid_at, passenger_name, passenger_email,
          passenger_names, passenger_count, segment_summary, updated_at)
        select ${debit.reference}, platform_type, channel, client, branch, airline, pnr, dep_airport, arr_airport,
          route, travel_type, 'TICKETED', ${debit.created_at}::timestamptz - interval '10 minutes',
          ${debit.created_at}::timestamptz + interval '2 minutes', depart_time, return_time, 'EUR',
          ${debit.amount}::numeric, ${debit.amount}::numeric, round(${debit.amount}::numeric * 0.12, 2), 9.00,
          ${account}, ${debit.created_at}::timestamptz, passenger_name, passenger_email, passenger_names,
          passenger_count, segment_summary, ${debit.created_at}::timestamptz
        from template
        returning id, (select id from template) as template`,
    );
    if (!created) return;
    const { id, template } = created;
    await tx.execute(sql`insert into order_segments (order_id, seq, back, airline, flight_no, dep, arr, dep_time, arr_time, cabin)
      select ${id}, seq, back, airline, flight_no, dep, arr, dep_time, arr_time, cabin
      from order_segments where order_id = ${template} order by seq`);
    await tx.execute(sql`insert into order_passengers (order_id, seq, surname, given_name, age_type, gender, birthday,
        nationality, card_type, card_num, card_expired, card_issue_place, ticket_no, ticket_status)
      select ${id}, seq, surname, given_name, age_type, gender, birthday, nationality, card_type, card_num,
        card_expired, card_issue_place, left(ticket_no, 3) || lpad((${id}::bigint * 8 + seq + 9000000000)::text, 10, '0'),
        'OPEN'
      from order_passengers where order_id = ${template} order by seq`);
    await tx.execute(sql`insert into order_contacts (order_id, name, address, postcode, mobile, email, use_guest_mail)
      select ${id}, name, address, postcode, mobile, email, use_guest_mail from order_contacts where order_id = ${template}`);
    await tx.execute(sql`insert into order_payments (order_id, ledger_entry_id, account_id, amount, operator, paid_at)
      values (${id}, ${debit.ledger_entry_id}, ${debit.account_id}, ${debit.amount}::numeric, ${debit.operator},
        ${debit.created_at}::timestamptz)`);
    await tx.execute(sql`insert into order_operation_records (order_id, create_time, operator, content) values
      (${id}, ${debit.created_at}::timestamptz - interval '10 minutes', 'system', 'Order created via ' || ${'API'}),
      (${id}, ${debit.created_at}::timestamptz, ${debit.operator},
        ${`Payment of ${debit.amount} EUR debited from ${account} (ledger entry ${debit.ledger_entry_id})`}),
      (${id}, ${debit.created_at}::timestamptz + interval '2 minutes', 'system', 'Tickets issued')`);
  }
}
