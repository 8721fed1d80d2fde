import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@ota/contract';
import { ageTypeKey, EMPTY_DETAIL, toDetailView, travelTypeKey } from './detail-view';

const EMPTY_PASSENGER = {
  id: 0,
  orderId: 1,
  name: 'LI/WEI',
  nameForShow: 'Wei Li',
  ageType: 0,
  gender: 'M' as const,
  birthday: '19800101',
  nationality: 'CN',
  cardType: 'PASSPORT' as const,
  cardNum: 'E1234567',
  cardExpired: '2031-01-01',
  cardIssuePlace: 'CN',
  ticketNo: null,
  ticketStatus: null,
};

describe('detail view', () => {
  it('labels travel types as the spec says: 1 one-way, anything else round trip', () => {
    expect(travelTypeKey(1)).toBe('oneWay');
    expect(travelTypeKey(2)).toBe('roundTrip');
    expect(travelTypeKey(0)).toBe('roundTrip');
  });

  it('labels age types 0, 1 and 2', () => {
    expect([0, 1, 2, 7].map(ageTypeKey)).toEqual(['adult', 'child', 'infant', 'unknown']);
  });

  it('adds unchecked flags and each passenger’s checked-baggage id', () => {
    const passenger = {
      id: 10,
      orderId: 1,
      name: 'GARCIA/ANA',
      nameForShow: 'Ana Garcia',
      ageType: 0,
      gender: 'F' as const,
      birthday: '19900102',
      nationality: 'ES',
      cardType: 'PASSPORT' as const,
      cardNum: 'AB1234567',
      cardExpired: '2030-01-01',
      cardIssuePlace: 'ES',
      ticketNo: null,
      ticketStatus: null,
    };
    const detail: OrderDetail = {
      ...EMPTY_DETAIL,
      segments: [],
      passengers: [passenger, { ...passenger, id: 11 }],
      luggage: [
        {
          id: 5,
          passengerId: 10,
          passengerName: 'Ana Garcia',
          kind: 'CABIN',
          pieces: 1,
          weightKg: 10,
          price: 1,
          priceEur: 1,
          currency: 'EUR',
        },
        {
          id: 6,
          passengerId: 10,
          passengerName: 'Ana Garcia',
          kind: 'CHECKED',
          pieces: 1,
          weightKg: 23,
          price: 1,
          priceEur: 1,
          currency: 'EUR',
        },
      ],
    };
    const view = toDetailView(detail);
    expect(view.passengers.map((p) => [p.checked, p.baggageId])).toEqual([
      [false, 6],
      [false, ''],
    ]);
    expect(view.passengers.map((p) => p.bags)).toEqual([
      [
        { id: 5, kind: 'CABIN' },
        { id: 6, kind: 'CHECKED' },
      ],
      [],
    ]);
  });

  it('links a passenger with cabin bags only to them', () => {
    const view = toDetailView({
      ...EMPTY_DETAIL,
      passengers: [{ ...EMPTY_PASSENGER, id: 20 }],
      luggage: [
        {
          id: 9,
          passengerId: 20,
          passengerName: 'Li Wei',
          kind: 'CABIN',
          pieces: 1,
          weightKg: 10,
          price: 1,
          priceEur: 1,
          currency: 'EUR',
        },
      ],
    });
    expect(view.passengers.map((p) => [p.baggageId, p.bags])).toEqual([[9, [{ id: 9, kind: 'CABIN' }]]]);
  });
});
