import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ChangedOrderRow, TicketChangeRow } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import ChangeListPage from './change-list-page';

const SLOW = { timeout: 5000 };
const quoted: TicketChangeRow = {
  id: 7,
  changeNo: 'TC00000007',
  changeType: 'VOLUNTARY',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  status: 'QUOTED',
  version: 2,
  passengers: 'FINN WOLF',
  segments: 'DA316 JFK-MAD 2026-12-26 10:05',
  applicationAmount: '105.50',
  confirmedAmount: null,
  serviceCharge: '12.00',
  currency: 'EUR',
  deadline: '2026-11-25 08:39:13',
  secondsLeft: 3725,
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:39:13',
};
const pending: TicketChangeRow = {
  ...quoted,
  id: 8,
  changeNo: 'TC00000008',
  status: 'PENDING_PAYMENT',
  secondsLeft: 120,
};
const reissued: TicketChangeRow = {
  ...quoted,
  id: 9,
  changeNo: 'TC00000009',
  changeType: 'INVOLUNTARY',
  status: 'REISSUED',
  confirmedAmount: '105.50',
  secondsLeft: -60,
};
const changedOrder: ChangedOrderRow = {
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  changes: 3,
  lastChangeNo: 'TC00000009',
  lastStatus: 'REISSUED',
  lastChangeTime: '2026-11-24 08:39:13',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 200, message: 'Success', data });

function fakeServer(rows: TicketChangeRow[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0];
    if (path === '/orderTicketChanging/pageList') return ok({ pageList: rows, totalCount: rows.length });
    if (path === '/flight/change/order/page/list') return ok({ pageList: [changedOrder], totalCount: 1 });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/html/changing') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <ChangeListPage />
    </QueryClientProvider>,
    path,
  );
}

const callsTo = (fetchMock: ReturnType<typeof fakeServer>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('ticket change list page', { timeout: 30_000 }, () => {
  it('lists changes with translated labels, amounts, countdowns and links to the change and its order', async () => {
    const fetchMock = fakeServer([quoted, pending, reissued]);
    renderPage();
    const table = await screen.findByTestId('change-table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'TC00000007' }, SLOW);
    expect(link.getAttribute('href')).toBe('/html/changing/changingDetail?id=7');
    const [quotedRow, pendingRow, reissuedRow] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(quotedRow!).getByRole('link', { name: 'OF2611234966' }).getAttribute('href')).toBe(
      '/html/orderList/details?orderNo=OF2611234966',
    );
    expect(within(quotedRow!).getByText('Quoted')).toBeTruthy();
    expect(within(quotedRow!).getByText('Voluntary')).toBeTruthy();
    expect(within(quotedRow!).getByText('105.50 EUR')).toBeTruthy();
    expect(within(quotedRow!).getByTestId('case-deadline').textContent).toMatch(/^01:0[12]:\d\d left$/);
    // PENDING_PAYMENT expires with its quote too: it counts down.
    expect(within(pendingRow!).getByText('Pending payment')).toBeTruthy();
    expect(within(pendingRow!).getByTestId('case-deadline').textContent).toMatch(/^00:0[12]:\d\d left$/);
    // A reissued change's deadline no longer binds: its date, not "expired".
    expect(within(reissuedRow!).getByText('Involuntary')).toBeTruthy();
    expect(within(reissuedRow!).getByTestId('case-deadline').textContent).toBe('2026-11-25 08:39');
    expect(screen.getByText('3 ticket changes')).toBeTruthy();
    expect(String(callsTo(fetchMock, '/orderTicketChanging/pageList')[0]?.[0])).toContain(
      'pageNum=1&pageSize=20',
    );
  });

  it('reads its filters from the address and says when nothing matches', async () => {
    const fetchMock = fakeServer([]);
    renderPage('/html/changing?status=PAID&pnr=KL96PL&pageNum=1&pageSize=50');
    expect(await screen.findByText('No ticket changes', {}, SLOW)).toBeTruthy();
    const url = String(callsTo(fetchMock, '/orderTicketChanging/pageList')[0]?.[0]);
    expect(url).toContain('pnr=KL96PL');
    expect(url).toContain('status=PAID');
    expect(url).toContain('pageSize=50');
    expect(within(screen.getByTestId('change-list-page')).getByText('Paid')).toBeTruthy();
  });

  it('shows the orders with changes in the second tab (JSON call)', async () => {
    const fetchMock = fakeServer([quoted]);
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders with changes' }, SLOW));
    const table = await screen.findByTestId('changed-orders-table', {}, SLOW);
    const row = (await within(table).findByText('TC00000009', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Reissued')).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/flight/change/order/page/list')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ pageNum: 1, pageSize: 20 });
  });
});
