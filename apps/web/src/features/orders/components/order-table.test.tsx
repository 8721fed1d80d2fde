import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { OrderRow } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import { OrderTable } from './order-table';

const row = (orderNo: string): OrderRow => ({
  orderNo,
  platformType: 1,
  bookTime: '2026-04-01 10:00:00',
  confirmTime: null,
  departTime: '2026-05-01 08:30:00',
  returnTime: null,
  status: 'TICKETED',
  passengerName: 'Ana Garcia',
  passengerEmail: 'ana@correo.es',
  seatPrice: 0,
  seatPriceEur: 0,
  baggagePrice: 0,
  baggagePriceEur: 0,
  cabinBaggagePrice: 0,
  cabinBaggagePriceEur: 0,
  pnr: 'ABC123',
  route: 'MAD-CDG',
  paymentAccount: 'ONEFLY-EUR',
  totalPrice: 321.5,
  currency: 'EUR',
  travelType: 1,
  segments: 'DA1234 MAD-CDG 2026-05-01 08:30',
  passengers: 1,
  airline: 'DA',
  channel: 'WEB',
  client: 'onefly.com',
  branch: 'Madrid',
  taxes: 40,
  fees: 10,
});

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('order table', () => {
  it('badges an order with an open after-sales case with its kind, and asks once for the page', async () => {
    const fetchMock = fakeApi({
      '/afterSales/openCases': {
        status: 200,
        message: 'Success',
        data: [{ orderNo: 'OF1', cases: [{ caseNo: 'RF00000012', kind: 'REFUND', status: 'QUOTED' }] }],
      },
    });
    saveSession(loginData({ platformType: 1 }));
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <OrderTable
          rows={[row('OF1'), row('OF2')]}
          total={2}
          pageNum={1}
          pageSize={20}
          loading={false}
          columns={['orderNo', 'status']}
          sort={{ field: 'bookTime', order: 'desc' }}
          onChange={() => undefined}
        />
      </QueryClientProvider>,
      '/html/orderList',
    );
    const badge = await screen.findByTestId('case-badge');
    expect(badge.textContent).toBe('Refund');
    expect(badge.getAttribute('title')).toBe('RF00000012 Quoted');
    // Beside the link, not inside it: the link reads the order number alone.
    const links = screen.getAllByTestId('order-link');
    expect(links.map((link) => link.textContent)).toEqual(['OF1', 'OF2']);
    const cells = links.map((link) => link.parentElement as HTMLElement);
    expect(within(cells[0] as HTMLElement).queryByTestId('case-badge')).toBeTruthy();
    expect(within(cells[1] as HTMLElement).queryByTestId('case-badge')).toBeNull();
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/afterSales/openCases'));
    expect(asked).toHaveLength(1);
    expect(decodeURIComponent(String(asked[0]?.[0]))).toContain('orderNos=OF1,OF2');
  });

  it('on a phone puts the number, the state and the amount first, inside the screen', () => {
    fakeApi({});
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    saveSession(loginData({ platformType: 1 }));
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <OrderTable
          rows={[row('OF1')]}
          total={1}
          pageNum={1}
          pageSize={20}
          loading={false}
          columns={['orderNo', 'bookTime', 'pnr', 'route', 'status', 'totalPrice']}
          sort={{ field: 'bookTime', order: 'desc' }}
          onChange={() => undefined}
        />
      </QueryClientProvider>,
      '/html/orderList',
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Order number', 'Status', 'Total']);
  });
});
