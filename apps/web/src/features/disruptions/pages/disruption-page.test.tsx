import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { DisruptionDetail, DisruptionRow } from '@ota/contract';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import DisruptionPage from './disruption-page';

const row: DisruptionRow = {
  id: 7,
  disruptionNo: 'FD2026111700007',
  type: 'DELAY',
  airline: 'IB',
  flightNo: 'IB3166',
  flightDate: '2026-11-17',
  dep: 'MAD',
  arr: 'CDG',
  originalDepTime: '2026-11-17 14:15:00',
  originalArrTime: '2026-11-17 16:20:00',
  newDepTime: '2026-11-17 17:25:00',
  newArrTime: '2026-11-17 19:30:00',
  delayMinutes: 190,
  reason: 'Fog',
  status: 'ACCEPTED',
  compensationChecked: false,
  compensationEligible: null,
  compensationAmount: null,
  compensationNote: '',
  affectedOrders: 1,
  affectedPassengers: 2,
  detectedAt: '2026-11-17 09:00:00',
  updatedAt: '2026-11-17 10:00:00',
};
const detail: DisruptionDetail = {
  disruption: row,
  orders: [
    {
      orderId: 1,
      orderNo: 'OF1',
      platformType: 1,
      status: 'TICKETED',
      pnr: 'ABC123',
      route: 'MAD-CDG',
      passengers: [{ id: 1, name: 'Ana Ruiz', ageType: 0, ticketNo: '' }],
    },
  ],
  history: [
    {
      createTime: '2026-11-17 09:00:00',
      operator: 'system',
      fromStatus: null,
      toStatus: 'DETECTED',
      note: 'Fog',
    },
  ],
  allowedTransitions: ['CLOSED'],
  suggestion: { distanceKm: 1053, eligible: true, amount: 250, currency: 'EUR' },
};
const envelope = <T,>(data: T) => ({ status: 200, message: 'Success', data });
const SLOW = { timeout: 5000 };

function renderPage() {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <DisruptionPage />
    </QueryClientProvider>,
    '/html/flightDisruptions',
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('flight disruption page', { timeout: 30_000 }, () => {
  it('lists disruptions with translated tags, schedule and counts', async () => {
    const fetchMock = fakeApi({ '/flightDisruption/pageList': envelope({ pageList: [row], totalCount: 1 }) });
    renderPage();
    const table = await screen.findByTestId('disruption-table', {}, SLOW);
    await within(table).findByText('FD2026111700007', {}, SLOW);
    expect(within(table).getByText('Delay')).toBeTruthy();
    expect(within(table).getByText('Accepted')).toBeTruthy();
    expect(within(table).getByText('1 order / 2 passengers')).toBeTruthy();
    const url = String(
      fetchMock.mock.calls.find(([u]) => String(u).includes('/flightDisruption/pageList'))?.[0],
    );
    expect(url).toContain('pageNum=1&pageSize=20');
  });

  it('opens the detail and keeps CLOSED disabled until the compensation check', async () => {
    fakeApi({
      '/flightDisruption/pageList': envelope({ pageList: [row], totalCount: 1 }),
      '/flightDisruption/detail': envelope(detail),
    });
    renderPage();
    fireEvent.click(await screen.findByText('FD2026111700007', {}, SLOW));
    const close = await screen.findByTestId('move-CLOSED', {}, SLOW);
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('check-compensation')).toBeTruthy();
    expect(screen.getByText('Not checked yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OF1' }).getAttribute('href')).toBe(
      '/html/orderList/details?orderNo=OF1',
    );
  });

  it('shows the order statuses and a seeded reason in the reader’s words, never the code', async () => {
    await setLanguage('es');
    // A wide screen: the drawer's order status column shows from md up.
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: /min-width/.test(query) });
    try {
      const seeded = { ...row, reason: 'Crew shortage' };
      fakeApi({
        '/flightDisruption/pageList': envelope({ pageList: [seeded], totalCount: 1 }),
        '/flightDisruption/detail': envelope({ ...detail, disruption: seeded }),
      });
      renderPage();
      fireEvent.click(await screen.findByText('FD2026111700007', {}, SLOW));
      expect(await screen.findByText('Falta de tripulación', {}, SLOW)).toBeTruthy();
      expect(screen.queryByText('Crew shortage')).toBeNull();
      const orders = screen.getByRole('link', { name: 'OF1' }).closest('tr') as HTMLElement;
      expect(within(orders).getByText('Emitido')).toBeTruthy();
      expect(within(orders).queryByText('TICKETED')).toBeNull();
    } finally {
      window.matchMedia = narrow;
      await setLanguage('en');
    }
  });

  it('names the missing fields of the record form and sends nothing', async () => {
    const fetchMock = fakeApi({ '/flightDisruption/pageList': envelope({ pageList: [], totalCount: 0 }) });
    renderPage();
    expect(await screen.findByText('No disruptions', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId('record-disruption'));
    const dialog = (await screen.findByText('Record a flight disruption', {}, SLOW)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByText('Record'));
    expect(await within(dialog).findByText('Airline is required', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Flight number is required')).toBeTruthy();
    expect(within(dialog).getByText('Flight date is required')).toBeTruthy();
    expect(within(dialog).getByText('Delay (minutes) is required for a delay')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/flightDisruption/add'))).toEqual([]),
    );
  });
});
