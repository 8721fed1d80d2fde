import { and, asc, eq, sql } from 'drizzle-orm';
import {
  accounts,
  orderContacts,
  orderLuggage,
  orderOperationRecords,
  orderPassengers,
  orderPayments,
  orders,
  orderSegments,
} from '../../db/schema';
import type { Database, DbTransaction } from '../../platform/db';
import { instantText, localText, orderRowColumns } from './order-columns';

const nameForShow = (given: unknown, surname: unknown) =>
  sql<string>`initcap(${given}) || ' ' || initcap(${surname})`;

/** Reads one order and everything hanging from it; every list in its natural order. */
export function createOrderDetailRepository(db: Database | DbTransaction, timeZone: string) {
  return {
    /** The order of that number the caller may read (`scope`: its platform, null for all). */
    async find(orderNo: string, scope: number | null) {
      const [row] = await db
        .select({
          ...orderRowColumns(timeZone),
          paidAt: instantText(orders.paidAt, timeZone),
          debitAmount: sql<string>`coalesce(${orderPayments.amount},
            case when ${accounts.currency} = ${orders.currency} then ${orders.totalPrice} else ${orders.totalPriceEur} end)::text`,
          debitCurrency: sql<string>`coalesce(${accounts.currency}, 'EUR')`,
        })
        .from(orders)
        .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .leftJoin(
          accounts,
          sql`${accounts.id} = coalesce(${orderPayments.accountId}, (select a.id from ${accounts} a
            where a.platform_type = ${orders.platformType} and a.currency in (${orders.currency}, 'EUR')
            order by a.currency = ${orders.currency} desc limit 1))`,
        )
        .where(and(eq(orders.orderNo, orderNo), scope === null ? undefined : eq(orders.platformType, scope)));
      return row;
    },

    segments(orderId: number) {
      return db
        .select({
          id: orderSegments.id,
          flightNo: orderSegments.flightNo,
          airline: orderSegments.airline,
          dep: orderSegments.dep,
          arr: orderSegments.arr,
          fullDepTime: sql<string>`${localText(orderSegments.depTime)}`,
          fullArrTime: sql<string>`${localText(orderSegments.arrTime)}`,
          back: orderSegments.back,
          cabin: orderSegments.cabin,
        })
        .from(orderSegments)
        .where(eq(orderSegments.orderId, orderId))
        .orderBy(asc(orderSegments.seq));
    },

    passengers(orderId: number) {
      return db
        .select({
          id: orderPassengers.id,
          orderId: orderPassengers.orderId,
          name: sql<string>`${orderPassengers.surname} || '/' || ${orderPassengers.givenName}`,
          nameForShow: nameForShow(orderPassengers.givenName, orderPassengers.surname),
          ageType: orderPassengers.ageType,
          gender: orderPassengers.gender,
          birthday: orderPassengers.birthday,
          nationality: orderPassengers.nationality,
          cardType: orderPassengers.cardType,
          cardNum: orderPassengers.cardNum,
          cardExpired: sql<string>`to_char(${orderPassengers.cardExpired}, 'YYYY-MM-DD')`,
          cardIssuePlace: orderPassengers.cardIssuePlace,
          ticketNo: orderPassengers.ticketNo,
          ticketStatus: orderPassengers.ticketStatus,
        })
        .from(orderPassengers)
        .where(eq(orderPassengers.orderId, orderId))
        .orderBy(asc(orderPassengers.seq));
    },

    luggage(orderId: number) {
      return db
        .select({
          id: orderLuggage.id,
          passengerId: orderLuggage.passengerId,
          passengerName: nameForShow(orderPassengers.givenName, orderPassengers.surname),
          kind: orderLuggage.kind,
          pieces: orderLuggage.pieces,
          weightKg: orderLuggage.weightKg,
          price: sql<string>`${orderLuggage.price}::text`,
          priceEur: sql<string>`${orderLuggage.priceEur}::text`,
        })
        .from(orderLuggage)
        .innerJoin(orderPassengers, eq(orderPassengers.id, orderLuggage.passengerId))
        .where(eq(orderLuggage.orderId, orderId))
        .orderBy(asc(orderPassengers.seq), asc(orderLuggage.id));
    },

    async contact(orderId: number) {
      const [row] = await db
        .select({
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
        })
        .from(orderContacts)
        .where(eq(orderContacts.orderId, orderId));
      return row ?? null;
    },

    records(orderId: number) {
      return db
        .select({
          createTime: sql<string>`${instantText(orderOperationRecords.createTime, timeZone)}`,
          operator: orderOperationRecords.operator,
          content: orderOperationRecords.content,
        })
        .from(orderOperationRecords)
        .where(eq(orderOperationRecords.orderId, orderId))
        .orderBy(asc(orderOperationRecords.createTime), asc(orderOperationRecords.id));
    },
  };
}
