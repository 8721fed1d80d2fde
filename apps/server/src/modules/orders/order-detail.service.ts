import type { OrderDetail, OrderSegment } from '@ota/contract';
import type { Database } from '../../platform/db';
import { toJsonAmount } from '../../platform/money';
import { createOrderDetailRepository } from './order-detail.repository';
import { toOrderRow } from './order-row';
import { recordAnswer } from '../../platform/messages';

/** '2026-05-01 08:30:00' → '2026-05-01' (spec section 3: segments carry date parts). */
const datePart = (full: string) => full.slice(0, 10);
/** '2026-05-01 08:30:00' → '08:30'. */
const clockPart = (full: string) => full.slice(11, 16);

export function createOrderDetailService(deps: { db: Database; timeZone: string }) {
  const repository = createOrderDetailRepository(deps.db, deps.timeZone);

  return {
    /** The order and all it holds, or null when the caller's platform has no such order. */
    async detail(scope: number | null, orderNo: string): Promise<OrderDetail | null> {
      const order = await repository.detail(orderNo, scope);
      if (!order) return null;
      const row = toOrderRow(order);
      const { totalPrice, ...summaryFields } = row;
      return {
        summary: {
          ...summaryFields,
          price: totalPrice,
          airlineName: order.airlineName,
          payment: {
            paid: order.paidAt !== null,
            paidAt: order.paidAt,
            account: order.paymentAccount,
            amount: toJsonAmount(order.debitAmount),
            currency: order.debitCurrency,
          },
        },
        segments: order.segmentList.map((segment): OrderSegment => ({
          id: segment.id,
          flightNo: segment.flightNo,
          airline: segment.airline,
          dep: segment.dep,
          arr: segment.arr,
          depDate: datePart(segment.fullDepTime),
          depTime: clockPart(segment.fullDepTime),
          arrDate: datePart(segment.fullArrTime),
          arrTime: clockPart(segment.fullArrTime),
          fullDepTime: segment.fullDepTime,
          fullArrTime: segment.fullArrTime,
          back: segment.back,
          cabin: segment.cabin,
          passengerId: segment.passengerId,
        })),
        passengers: order.passengerList,
        luggage: order.luggageList.map((item) => ({
          ...item,
          price: toJsonAmount(item.price),
          priceEur: toJsonAmount(item.priceEur),
          currency: row.currency,
        })),
        contact: order.contact,
        operationRecordVOList: order.recordList.map(recordAnswer),
      };
    },
  };
}
