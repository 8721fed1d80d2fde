import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import CardPage from './card-page';

const SLOW = { timeout: 5000 };
const paid = {
  status: 200,
  message: 'Success',
  data: {
    rebookNo: 'RB7-1',
    orderNo: 'OF7',
    status: 'COMPLETED',
    amount: '40.00',
    currency: 'EUR',
    cardBrand: 'VISA',
    cardLast4: '1111',
  },
};

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('rebook card page', { timeout: 30_000 }, () => {
  it('refuses a card number failing the Luhn check before any call, then pays with a good one', async () => {
    const fetchMock = fakeApi({ '/orderRebook/pay': paid });
    saveSession(loginData());
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <CardPage />
      </QueryClientProvider>,
      '/html/orderRebook/fillCreditCardInfo?rebookNo=RB7-1',
    );
    fireEvent.change(await screen.findByTestId('card-holder', {}, SLOW), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4111111111111112' } });
    fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '12/39' } });
    fireEvent.change(screen.getByTestId('card-cvv'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('pay'));
    expect(await screen.findByText('Card number fails the check digit', {}, SLOW)).toBeTruthy();
    const payCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/orderRebook/pay'));
    expect(payCalls()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('card-number'), { target: { value: '4111111111111111' } });
    fireEvent.click(screen.getByTestId('pay'));
    expect(await screen.findByText('Rebook RB7-1 completed', {}, SLOW)).toBeTruthy();
    const [, init] = payCalls()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      rebookNo: 'RB7-1',
      holder: 'Ana Ruiz',
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/39',
      cvv: '123',
    });
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      '/html/orderList/details?orderNo=OF7',
    );
  });

  it('completes a rebook with nothing due without a card, and says the cheaper fare stays with the airline', async () => {
    const detail = {
      order: { orderNo: 'OF7', currency: 'EUR' },
      segments: [],
      passengers: [],
      reason: 'DISRUPTION',
      disruption: null,
      rebook: {
        rebookNo: 'RB7-1',
        orderNo: 'OF7',
        reason: 'DISRUPTION',
        status: 'CONFIRMED',
        itinerary: null,
        originalTotal: '900.00',
        priceDifference: '-602.42',
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
    const fetchMock = fakeApi({
      '/orderRebook/detail': { status: 200, message: 'Success', data: detail },
      '/orderRebook/pay': {
        ...paid,
        data: { ...paid.data, amount: '0.00', cardBrand: null, cardLast4: null },
      },
    });
    saveSession(loginData());
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <CardPage />
      </QueryClientProvider>,
      '/html/orderRebook/fillCreditCardInfo?orderNo=OF7',
    );
    expect(await screen.findByTestId('nothing-due', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('card-number')).toBeNull();
    expect(screen.getByTestId('cheaper-note').textContent).toContain('602.42');
    fireEvent.click(screen.getByRole('button', { name: 'Complete the rebook' }));
    expect(await screen.findByText('Nothing was charged: no card was needed', {}, SLOW)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/orderRebook/pay')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ rebookNo: 'RB7-1' });
  });
});
