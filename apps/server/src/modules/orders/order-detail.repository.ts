import type { OperationRecord, OrderContact, OrderLuggage, OrderPassenger } from '@ota/contract';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  orderContacts,
  orderLuggage,
  orderOperationRecords,
  orderPassengers,
  orderPayments,
  orders,
  orderSegments,
} from '../../db/schema/orders';
import type { Database, DbTransaction } from '../../platform/db';
import { instantText, localText } from '../../platform/sql-text';
import { airlineNameOf } from '../airlines';
import { accountCurrencyOf, payingAccountIdOf } from '../balance';
import { orderRowColumns } from './order-columns';

const nameForShow = (given: unknown, surname: unknown) =>
  sql<string>`initcap(${given}) || ' ' || initcap(${surname})`;

/** A JSON object of these keys and values, keys in this order (the answer keeps them). */
function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows of `from` as a JSON array in `orderBy` order, [] when none. */
function jsonList<T>(object: SQL, from: SQL, orderBy: SQL): SQL<T[]> {
  return sql<T[]>`(select coalesce(json_agg(${object} order by ${orderBy}), '[]'::json) ${from})`;
}

export interface SegmentRecord {
  id: number;
  flightNo: string;
  airline: string;
  dep: string;
  arr: string;
  fullDepTime: string;
  fullArrTime: string;
  back: boolean;
  cabin: string;
  passengerId: number | null;
}

/** Amounts stay text until the service turns them into JSON numbers (platform/money). */
export type LuggageRecord = Omit<OrderLuggage, 'price' | 'priceEur' | 'currency'> & {
  price: string;
  priceEur: string;
};

const segmentList = jsonList<SegmentRecord>(
  jsonObject({
    id: orderSegments.id,
    flightNo: orderSegments.flightNo,
    airline: orderSegments.airline,
    dep: orderSegments.dep,
    arr: orderSegments.arr,
    fullDepTime: localText(orderSegments.depTime),
    fullArrTime: localText(orderSegments.arrTime),
    back: orderSegments.back,
    cabin: orderSegments.cabin,
    passengerId: orderSegments.passengerId,
  }),
  sql`from ${orderSegments} where ${orderSegments.orderId} = ${orders.id}`,
  sql`${orderSegments.seq}`,
);

const passengerList = jsonList<OrderPassenger>(
  jsonObject({
    id: orderPassengers.id,
    orderId: orderPassengers.orderId,
    name: sql`${orderPassengers.surname} || '/' || ${orderPassengers.givenName}`,
    nameForShow: nameForShow(orderPassengers.givenName, orderPassengers.surname),
    ageType: orderPassengers.ageType,
    gender: orderPassengers.gender,
    birthday: orderPassengers.birthday,
    nationality: orderPassengers.nationality,
    cardType: orderPassengers.cardType,
    cardNum: orderPassengers.cardNum,
    cardExpired: sql`to_char(${orderPassengers.cardExpired}, 'YYYY-MM-DD')`,
    cardIssuePlace: orderPassengers.cardIssuePlace,
    ticketNo: orderPassengers.ticketNo,
    ticketStatus: orderPassengers.ticketStatus,
  }),
  sql`from ${orderPassengers} where ${orderPassengers.orderId} = ${orders.id}`,
  sql`${orderPassengers.seq}`,
);

const luggageList = jsonList<LuggageRecord>(
  jsonObject({
    id: orderLuggage.id,
    passengerId: orderLuggage.passengerId,
    passengerName: nameForShow(orderPassengers.givenName, orderPassengers.surname),
    kind: orderLuggage.kind,
    pieces: orderLuggage.pieces,
    weightKg: orderLuggage.weightKg,
    price: sql`${orderLuggage.price}::text`,
    priceEur: sql`${orderLuggage.priceEur}::text`,
  }),
  sql`from ${orderLuggage} join ${orderPassengers} on ${orderPassengers.id} = ${orderLuggage.passengerId}
    where ${orderLuggage.orderId} = ${orders.id}`,
  sql`${orderPassengers.seq}, ${orderLuggage.id}`,
);

const contact = sql<OrderContact | null>`(select ${jsonObject({
  name: orderContacts.name,
  nameForShow: nameForShow(
    sql`split_part(${orderContacts.name}, '/', 2)`,
    sql`split_part(${orderContacts.name}, '/', 1)`,
  ),
  address: orderContacts.address,
  postcode: orderContacts.postcode,
  mobile: orderContacts.mobile,
  email: orderContacts.email,
  useGuestMail: orderContacts.useGuestMail,
})} from ${orderContacts} where ${orderContacts.orderId} = ${orders.id})`;

/** An operation record as stored: the English sentence and its event (decision 0033). */
export interface StoredOperationRecord extends Omit<OperationRecord, 'code' | 'params'> {
  eventCode: string | null;
  eventParams: Record<string, string> | null;
}

const recordList = (timeZone: string) =>
  jsonList<StoredOperationRecord>(
    jsonObject({
      createTime: instantText(orderOperationRecords.createTime, timeZone),
      operator: orderOperationRecords.operator,
      content: orderOperationRecords.content,
      eventCode: orderOperationRecords.eventCode,
      eventParams: orderOperationRecords.eventParams,
    }),
    sql`from ${orderOperationRecords} where ${orderOperationRecords.orderId} = ${orders.id}`,
    sql`${orderOperationRecords.createTime}, ${orderOperationRecords.id}`,
  );

/** The account that paid the order, or the one that would pay it now. */
const debitAccountCurrency = accountCurrencyOf(
  sql`coalesce(${orderPayments.accountId}, ${payingAccountIdOf(orders.platformType, orders.currency)})`,
);

/**
 * Reads one order and everything hanging from it in one statement (one round trip: issue 13 measured
 * the six statements it took before), every list a JSON array in its natural order.
 */
export function createOrderDetailRepository(db: Database | DbTransaction, timeZone: string) {
  return {
    /** The order of that number the caller may read (`scope`: its platform, null for all), with its lists. */
    async detail(orderNo: string, scope: number | null) {
      const [row] = await db
        .select({
          ...orderRowColumns(timeZone),
          paidAt: instantText(orders.paidAt, timeZone),
          airlineName: airlineNameOf(orders.airline),
          debitAmount: sql<string>`coalesce(${orderPayments.amount},
            case when ${debitAccountCurrency} = ${orders.currency} then ${orders.totalPrice} else ${orders.totalPriceEur} end)::text`,
          debitCurrency: sql<string>`coalesce(${debitAccountCurrency}, 'EUR')`,
          segmentList,
          passengerList,
          luggageList,
          contact,
          recordList: recordList(timeZone),
        })
        .from(orders)
        .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(and(eq(orders.orderNo, orderNo), scope === null ? undefined : eq(orders.platformType, scope)));
      return row;
    },
  };
}
