import type { OrderDetail, OrderLuggage, OrderPassenger, OrderSegment } from '@ota/contract';

/** Spec section 3: travelType 1 is One-way, any other value Round-trip. */
export function travelTypeKey(travelType: number | null | undefined): 'oneWay' | 'roundTrip' {
  return travelType === 1 ? 'oneWay' : 'roundTrip';
}

/** Spec section 3: ageType 0 Adult, 1 Child, 2 Infant. */
export function ageTypeKey(ageType: number | null | undefined): 'adult' | 'child' | 'infant' | 'unknown' {
  if (ageType === 0) return 'adult';
  if (ageType === 1) return 'child';
  if (ageType === 2) return 'infant';
  return 'unknown';
}

/** A segment with the client-side checkbox flag of spec section 3. */
export interface SegmentView extends OrderSegment {
  checked: boolean;
}

/** One bag of a passenger, as the luggage section lists it. */
export interface PassengerBag {
  id: number;
  kind: OrderLuggage['kind'];
}

/**
 * A passenger with its checkbox flag, the id of its baggage (spec section 3: the checked bag's, else
 * its first; '' without any) and every bag it has, so the passengers table names what the luggage
 * section lists for that passenger.
 */
export interface PassengerView extends OrderPassenger {
  checked: boolean;
  baggageId: number | '';
  bags: PassengerBag[];
}

export interface DetailView extends Omit<OrderDetail, 'segments' | 'passengers'> {
  segments: SegmentView[];
  passengers: PassengerView[];
}

/** The detail as the page shows it: every row unchecked, each passenger with its bags. */
export function toDetailView(detail: OrderDetail): DetailView {
  return {
    ...detail,
    segments: detail.segments.map((segment) => ({ ...segment, checked: false })),
    passengers: detail.passengers.map((passenger) => {
      const bags = detail.luggage
        .filter((item) => item.passengerId === passenger.id)
        .map((item) => ({ id: item.id, kind: item.kind }));
      const checked = bags.find((bag) => bag.kind === 'CHECKED') ?? bags[0];
      return { ...passenger, checked: false, baggageId: checked?.id ?? '', bags };
    }),
  };
}

/** Spec section 4: a 201 answer fills an empty placeholder detail. */
export const EMPTY_DETAIL: DetailView = {
  summary: {
    orderNo: '',
    platformType: 0,
    bookTime: '',
    confirmTime: null,
    departTime: '',
    returnTime: null,
    status: 'PENDING_PAYMENT',
    passengerName: '',
    passengerEmail: '',
    pnr: '',
    route: '',
    paymentAccount: '',
    price: 0,
    currency: '',
    travelType: 0,
    segments: '',
    passengers: 0,
    airline: '',
    airlineName: '',
    client: '',
    branch: '',
    channel: 'WEB',
    taxes: 0,
    fees: 0,
    seatPrice: 0,
    seatPriceEur: 0,
    baggagePrice: 0,
    baggagePriceEur: 0,
    cabinBaggagePrice: 0,
    cabinBaggagePriceEur: 0,
    payment: { paid: false, paidAt: null, account: '', amount: 0, currency: '' },
  },
  segments: [],
  passengers: [],
  luggage: [],
  contact: null,
  operationRecordVOList: [],
};
