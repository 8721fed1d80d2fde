import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  type CardType,
  type Gender,
  type OrderChannel,
  type OrderSortField,
  type OrderStatus,
  type TicketStatus,
} from '@ota/contract';
import { accounts, ledgerEntries } from './balance';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * One booking. Flight times (depart_time, return_time, segment times) are airport-local wall-clock
 * times as printed on the ticket; book, confirm and payment times are instants.
 * segment_summary, passenger_count and passenger_names repeat what segments and passengers hold so
 * that the list, its search and the exports read one row: whoever changes those rows refreshes them
 * (modules/orders/order-summary.repository.ts).
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    /** 1 onefly, 2 edreams. */
    platformType: smallint('platform_type').notNull(),
    channel: varchar('channel', { length: 16 }).$type<OrderChannel>().notNull(),
    client: varchar('client', { length: 64 }).notNull().default(''),
    branch: varchar('branch', { length: 64 }).notNull().default(''),
    /** IATA code of the validating carrier. */
    airline: char('airline', { length: 2 }).notNull(),
    pnr: varchar('pnr', { length: 6 }).notNull(),
    depAirport: char('dep_airport', { length: 3 }).notNull(),
    arrAirport: char('arr_airport', { length: 3 }).notNull(),
    /** 'MAD-CDG'. */
    route: varchar('route', { length: 16 }).notNull(),
    /** 1 one-way, 2 round trip. */
    travelType: smallint('travel_type').notNull(),
    status: varchar('status', { length: 24 }).$type<OrderStatus>().notNull(),
    bookTime: timestamp('book_time', { withTimezone: true }).notNull(),
    confirmTime: timestamp('confirm_time', { withTimezone: true }),
    departTime: timestamp('depart_time', { mode: 'string' }).notNull(),
    returnTime: timestamp('return_time', { mode: 'string' }),
    currency: char('currency', { length: 3 }).notNull(),
    totalPrice: money('total_price').notNull(),
    /** What the order costs the platform's EUR account (the debit when no account holds `currency`). */
    totalPriceEur: money('total_price_eur').notNull(),
    taxes: money('taxes').notNull().default('0'),
    fees: money('fees').notNull().default('0'),
    seatPrice: money('seat_price').notNull().default('0'),
    seatPriceEur: money('seat_price_eur').notNull().default('0'),
    baggagePrice: money('baggage_price').notNull().default('0'),
    baggagePriceEur: money('baggage_price_eur').notNull().default('0'),
    cabinBaggagePrice: money('cabin_baggage_price').notNull().default('0'),
    cabinBaggagePriceEur: money('cabin_baggage_price_eur').notNull().default('0'),
    paymentAccount: varchar('payment_account', { length: 64 }).notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Lead passenger, 'Given Names Surname'. */
    passengerName: varchar('passenger_name', { length: 128 }).notNull(),
    passengerEmail: varchar('passenger_email', { length: 254 }).notNull().default(''),
    /** Every passenger's 'given surname', lower case, ' | ' between: the trigram search reads it. */
    passengerNames: text('passenger_names').notNull().default(''),
    passengerCount: smallint('passenger_count').notNull().default(1),
    segmentSummary: text('segment_summary').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every list query of a platform user leads with platform_type; users without a platform (few)
  // are served by the same indexes or a scan. The list's indexes end with book_time and id, so a
  // page's ids come from the index alone (docs/decisions/0013-orders-data.md).
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    index('orders_platform_book_time_idx').on(t.platformType, t.bookTime, t.id),
    index('orders_platform_depart_time_idx').on(t.platformType, t.departTime, t.bookTime, t.id),
    index('orders_platform_status_book_time_idx').on(t.platformType, t.status, t.bookTime, t.id),
    // Deduplicated to a few pages: the totals of the whole list and of a status count from it.
    index('orders_platform_status_idx').on(t.platformType, t.status),
    index('orders_platform_total_price_idx').on(t.platformType, t.totalPriceEur, t.id),
    index('orders_platform_airline_book_time_idx').on(t.platformType, t.airline, t.bookTime, t.id),
    index('orders_platform_channel_book_time_idx').on(t.platformType, t.channel, t.bookTime, t.id),
    index('orders_route_book_time_idx').on(t.platformType, t.depAirport, t.arrAirport, t.bookTime, t.id),
    // The financial report's sales are the orders paid in its range (docs/decisions/0029).
    index('orders_platform_paid_at_idx')
      .on(t.platformType, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_pnr_idx').on(t.pnr),
    index('orders_email_idx').on(sql`lower(${t.passengerEmail})`),
    // btree_gin lets the name search keep to one platform inside the index.
    index('orders_passenger_names_trgm_idx').using(
      'gin',
      t.platformType,
      sql`${t.passengerNames} gin_trgm_ops`,
    ),
    check('orders_status_check', sql.raw(`"status" in (${quoted(ORDER_STATUSES)})`)),
    check('orders_platform_type_check', sql`${t.platformType} in (1, 2)`),
    check('orders_travel_type_check', sql`${t.travelType} in (1, 2)`),
  ],
);

export const orderSegments = pgTable(
  'order_segments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2 ... in travel order. */
    seq: smallint('seq').notNull(),
    back: boolean('back').notNull().default(false),
    airline: char('airline', { length: 2 }).notNull(),
    flightNo: varchar('flight_no', { length: 8 }).notNull(),
    dep: char('dep', { length: 3 }).notNull(),
    arr: char('arr', { length: 3 }).notNull(),
    depTime: timestamp('dep_time', { mode: 'string' }).notNull(),
    arrTime: timestamp('arr_time', { mode: 'string' }).notNull(),
    cabin: varchar('cabin', { length: 16 }).notNull().default('economy'),
    /**
     * null: flown by every passenger with no flight of their own that way (`back`); a passenger's id:
     * only that passenger flies it, after a ticket change of some passengers of the order (decision 0041).
     */
    passengerId: bigint('passenger_id', { mode: 'number' }).references(() => orderPassengers.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('order_segments_order_id_idx').on(t.orderId, t.seq),
    // Flight disruptions find the orders on one flight of one day.
    index('order_segments_flight_idx').on(t.flightNo, t.depTime),
  ],
);

export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    givenName: varchar('given_name', { length: 64 }).notNull(),
    /** 0 adult, 1 child, 2 infant. */
    ageType: smallint('age_type').notNull(),
    gender: char('gender', { length: 1 }).$type<Gender>().notNull(),
    /** YYYYMMDD. */
    birthday: char('birthday', { length: 8 }).notNull(),
    nationality: char('nationality', { length: 2 }).notNull(),
    cardType: varchar('card_type', { length: 16 }).$type<CardType>().notNull(),
    cardNum: varchar('card_num', { length: 20 }).notNull(),
    cardExpired: date('card_expired').notNull(),
    cardIssuePlace: char('card_issue_place', { length: 2 }).notNull(),
    ticketNo: varchar('ticket_no', { length: 20 }),
    ticketStatus: varchar('ticket_status', { length: 16 }).$type<TicketStatus>(),
  },
  (t) => [
    index('order_passengers_order_id_idx').on(t.orderId, t.seq),
    index('order_passengers_ticket_no_idx')
      .on(t.ticketNo)
      .where(sql`${t.ticketNo} is not null`),
    check('order_passengers_age_type_check', sql`${t.ageType} in (0, 1, 2)`),
  ],
);

export const orderLuggage = pgTable(
  'order_luggage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    passengerId: bigint('passenger_id', { mode: 'number' })
      .notNull()
      .references(() => orderPassengers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<'CHECKED' | 'CABIN'>().notNull(),
    pieces: smallint('pieces').notNull().default(1),
    weightKg: smallint('weight_kg').notNull(),
    price: money('price').notNull(),
    priceEur: money('price_eur').notNull(),
  },
  (t) => [index('order_luggage_order_id_idx').on(t.orderId)],
);

export const orderContacts = pgTable('order_contacts', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** 'SURNAME/GIVEN NAMES'. */
  name: varchar('name', { length: 128 }).notNull(),
  address: varchar('address', { length: 200 }).notNull().default(''),
  postcode: varchar('postcode', { length: 16 }).notNull().default(''),
  mobile: varchar('mobile', { length: 32 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  useGuestMail: boolean('use_guest_mail').notNull().default(true),
});

/** Who did what to an order and when; any domain appends (never updates) its own lines. */
export const orderOperationRecords = pgTable(
  'order_operation_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    operator: varchar('operator', { length: 64 }).notNull(),
    /** The English sentence, for readers of text (exports); the screen renders the event below. */
    content: text('content').notNull(),
    /**
     * The sentence's catalog code and params (decision 0033), rendered in the reader's language; null
     * for a record written before they were stored, or free text an operator typed.
     */
    eventCode: text('event_code'),
    eventParams: jsonb('event_params').$type<Record<string, string>>(),
  },
  (t) => [index('order_operation_records_order_id_idx').on(t.orderId, t.createTime)],
);

/** The one debit of an order: the unique order_id makes a second payment impossible. */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: money('amount').notNull(),
    operator: varchar('operator', { length: 64 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payments_ledger_entry_id_idx').on(t.ledgerEntryId)],
);

/** Each user's defaults for the order list (the order preference page). */
export const orderListPreferences = pgTable('order_list_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pageSize: smallint('page_size').notNull(),
  columns: text('columns').array().notNull(),
  sortField: varchar('sort_field', { length: 16 }).$type<OrderSortField>().notNull(),
  sortOrder: varchar('sort_order', { length: 4 }).$type<'asc' | 'desc'>().notNull(),
  statuses: text('statuses').array().notNull(),
  channel: varchar('channel', { length: 16 }).$type<OrderChannel>(),
  /** Booked in the last N days, or no booking-date filter. */
  bookDays: smallint('book_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many orders each platform has in each status, kept by statement triggers on orders
 * (migration orders_status_counts): the list's total without filters, or by status only, reads
 * these few rows instead of counting half a million index entries.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    platformType: smallint('platform_type').notNull(),
    status: varchar('status', { length: 24 }).$type<OrderStatus>().notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformType, t.status] })],
);
