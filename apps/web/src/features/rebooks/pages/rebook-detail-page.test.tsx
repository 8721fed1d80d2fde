import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RebookDetail, RebookStatus } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import RebookDetailPage from './rebook-detail-page';

const SLOW = { timeout: 5000 };

function detail(status: RebookStatus): RebookDetail {
  return {
    order: {
      orderNo: 'OF7',
      pnr: 'ABC123',
      status: 'TICKETED',
      route: 'MAD-CDG',
      dep: 'MAD',
      arr: 'CDG',
      travelType: 2,
      departTime: '2030-03-01 08:15:00',
      passengerName: 'Ana Ruiz',
      totalPrice: '300.00',
      currency: 'EUR',
      airline: 'DA',
    },
    segments: [
      {
        flightNo: 'DA11',
        dep: 'MAD',
        arr: 'CDG',
        depTime: '2030-03-01 08:15:00',
        arrTime: '2030-03-01 10:20:00',
        back: false,
        passengerId: null,
      },
      {
        flightNo: 'DA12',
        dep: 'CDG',
        arr: 'MAD',
        depTime: '2030-03-08 18:40:00',
        arrTime: '2030-03-08 20:45:00',
        back: true,
        passengerId: null,
      },
    ],
    passengers: [{ name: 'Ana Ruiz', ageType: 0 }],
    reason: 'CUSTOMER_REQUEST',
    disruption: null,
    rebook: {
      rebookNo: 'RB7-1',
      orderNo: 'OF7',
      reason: 'CUSTOMER_REQUEST',
      status,
      itinerary: null,
      originalTotal: '300.00',
      priceDifference: '0.00',
      penalty: '0.00',
      amountDue: '0.00',
      currency: 'EUR',
      cardBrand: null,
      cardLast4: null,
      operator: 'admin',
      createdAt: '2030-02-01 09:00:00',
      updatedAt: '2030-02-01 09:00:00',
    },
  };
}

function renderFor(status: RebookStatus, data: RebookDetail = detail(status)) {
  fakeApi({ '/orderRebook/detail': { status: 200, message: 'Success', data } });
  saveSession(loginData());
  renderWithApp(
    <QueryClientProvider client={queryClient}>
      <RebookDetailPage />
    </QueryClientProvider>,
    '/html/orderRebook/details?orderNo=OF7',
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('rebook detail page', { timeout: 30_000 }, () => {
  it('offers a confirmed rebook its payment only: no cancel, no new flight', async () => {
    renderFor('CONFIRMED');
    expect(await screen.findByTestId('pay-rebook', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('cancel-rebook')).toBeNull();
    expect(screen.queryByTestId('review-rebook')).toBeNull();
    expect(screen.queryByText('Continue rebook')).toBeNull();
  });

  it('offers a selected flight its review and a cancel, and searches a round trip both ways', async () => {
    renderFor('FLIGHT_SELECTED');
    expect(await screen.findByTestId('review-rebook', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('cancel-rebook')).toBeTruthy();
    expect(screen.queryByTestId('pay-rebook')).toBeNull();
    expect(screen.getByTestId('new-return-date')).toBeTruthy();
    expect(screen.getByDisplayValue('2030-03-08')).toBeTruthy();
  });

  it('names the order’s status and the disruption’s type and state in words, not codes', async () => {
    renderFor('REQUESTED', {
      ...detail('REQUESTED'),
      reason: 'DISRUPTION',
      disruption: { disruptionNo: 'FD00000042', type: 'CANCELLATION', status: 'NOTIFIED' },
    });
    expect((await screen.findByTestId('rebook-disruption', {}, SLOW)).textContent).toBe(
      'FD00000042 (Cancellation, Notified)',
    );
    expect(screen.getByText('Ticketed')).toBeTruthy();
  });
});
