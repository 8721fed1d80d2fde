import type {
  BaggageDetail,
  BaggageOfferRow,
  BaggageRow,
  OrderDetail,
  OrderPassenger,
  OrderSegment,
} from '@ota/contract';
import { caseRecord, caseRow } from '../../../test/case-pages';

/** Bags, an order and the airline's offers as the server answers them, for the page tests. */
export const priced: BaggageRow = {
  ...caseRow('PRICED', { applicationAmount: '45.00' }),
  baggageNo: 'BG00000007',
  bagType: 'CHECKED',
  pieces: 1,
  weightKg: 23,
  emdNumber: null,
};

export const issued: BaggageRow = {
  ...caseRow('ISSUED', { id: 8, version: 4, applicationAmount: '20.00', confirmedAmount: '20.00' }),
  baggageNo: 'BG00000008',
  bagType: 'CABIN',
  pieces: 1,
  weightKg: 8,
  emdNumber: '1232200000008',
};

export const paidDetail: BaggageDetail = {
  ...priced,
  ...caseRow('PAID', {
    version: 3,
    applicationAmount: '45.00',
    confirmedAmount: '45.00',
    updatedBy: 'admin',
    updateTime: '2026-11-24 08:45:13',
  }),
  offerId: 'CHECKED-1x23',
  passengerId: 11,
  segmentId: 21,
  remark: 'Skis',
  reason: null,
  records: [
    caseRecord(1, 'PRICED', 'Bag BG00000007 opened (BAGGAGE)'),
    caseRecord(2, 'PAID', 'Paid 45.00 EUR', 'PENDING_PAYMENT'),
  ],
};

export const order = {
  passengers: [{ id: 11, name: 'WOLF/FINN', nameForShow: 'Finn Wolf', ageType: 0 } as OrderPassenger],
  segments: [
    {
      id: 21,
      flightNo: 'DA316',
      dep: 'JFK',
      arr: 'MAD',
      back: false,
      passengerId: null,
      fullDepTime: '2026-12-26 10:00:00',
    } as OrderSegment,
  ],
} as OrderDetail;

export const offers: BaggageOfferRow[] = [
  { offerId: 'CHECKED-1x23', kind: 'CHECKED', pieces: 1, weightKg: 23, price: '45.00', currency: 'EUR' },
  { offerId: 'CABIN-1x8', kind: 'CABIN', pieces: 1, weightKg: 8, price: '20.00', currency: 'EUR' },
];
