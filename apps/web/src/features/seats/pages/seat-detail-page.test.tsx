import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SeatDetail } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import SeatDetailPage from './seat-detail-page';

const SLOW = { timeout: 5000 };
const stale = 'This case was changed by operator at 2026-11-24 08:40:02; reload it';
const issued: SeatDetail = {
  id: 9,
  seatNo: 'ST00000009',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  status: 'ISSUED',
  version: 4,
  passengers: 'FINN WOLF',
  segments: 'DA316 JFK-MAD 2026-12-26 10:00 seat 12A',
  flight: 'DA316 JFK-MAD 2026-12-26 10:00 seat 12A',
  seat: '12A',
  seatType: 'EXTRA_LEGROOM',
  seatPrice: '25.00',
  emd: '12351234567890',
  applicationAmount: '30.00',
  confirmedAmount: '30.00',
  serviceCharge: '5.00',
  currency: 'EUR',
  deadline: null,
  secondsLeft: null,
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:45:13',
  remark: 'Window please',
  passengerIds: [11],
  segmentIds: [21],
  records: [
    {
      id: 1,
      createTime: '2026-11-24 08:39:13',
      operator: 'operator',
      action: 'OPEN',
      fromStatus: null,
      toStatus: 'PRICED',
      content: 'Seat ST00000009 opened (EXTRA_LEGROOM)',
    },
  ],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 200, message: 'Success', data });

function fakeServer(detail: SeatDetail | null, move: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0];
    if (path === '/seatSelectInfo/detail')
      return detail ? ok(detail) : json({ status: 400, message: 'Seat 99 does not exist', data: null });
    if (path === '/seatSelectInfo/update') return json(move);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(id: string) {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <SeatDetailPage />
    </QueryClientProvider>,
    `/html/seat/setDetail?id=${id}`,
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('seat detail page', { timeout: 60_000 }, () => {
  it('shows the seat, its EMD and history, and asks a reason before a reassignment', async () => {
    const fetchMock = fakeServer(issued, { status: 400, message: stale, data: null });
    renderPage('9');
    const summary = await screen.findByTestId('seat-summary', {}, SLOW);
    expect(within(summary).getByTestId('seat-seat').textContent).toBe('12A');
    expect(within(summary).getByText('extra legroom')).toBeTruthy();
    expect(within(summary).getByTestId('seat-emd').textContent).toBe('12351234567890');
    expect(screen.getByText('Seat ST00000009 opened (EXTRA_LEGROOM)')).toBeTruthy();
    const actions = screen.getByTestId('seat-actions');
    expect([...actions.querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual([
      'move-USED',
      'move-REASSIGNED',
      'move-REFUND_REQUESTED',
    ]);

    fireEvent.click(screen.getByTestId('move-REASSIGNED'));
    fireEvent.click(await screen.findByTestId('move-ok', {}, SLOW));
    expect(await screen.findByText('Reason is required', {}, SLOW)).toBeTruthy();
    const dialog = screen.getByTestId('move-hint').closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Aircraft change' } });
    fireEvent.click(screen.getByTestId('move-ok'));

    expect(await screen.findByTestId('case-stale', {}, SLOW)).toBeTruthy();
    const move = fetchMock.mock.calls.find(([u]) => String(u).includes('/seatSelectInfo/update'));
    expect(JSON.parse(String(move?.[1]?.body))).toEqual({
      id: 9,
      version: 4,
      status: 'REASSIGNED',
      reason: 'Aircraft change',
    });
    await waitFor(() => expect(screen.getByTestId('move-USED')).toHaveProperty('disabled', true));
  });

  it('says so when the seat case does not exist', async () => {
    fakeServer(null, null);
    renderPage('abc');
    expect(await screen.findByTestId('seat-not-found', {}, SLOW)).toBeTruthy();
  });
});
