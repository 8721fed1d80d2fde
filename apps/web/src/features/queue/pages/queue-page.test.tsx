import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CaseQueueRow } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import QueuePage from './queue-page';

const SLOW = { timeout: 5000 };
const overdue: CaseQueueRow = {
  id: 12,
  caseNo: 'RF00000012',
  kind: 'REFUND',
  subType: 'VOLUNTARY',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  status: 'SUBMITTED_TO_AIRLINE',
  deadline: '2026-11-24 08:00:00',
  secondsLeft: -3600,
  overdue: true,
  createTime: '2026-11-20 10:00:00',
};
const soon: CaseQueueRow = {
  ...overdue,
  id: 40,
  caseNo: 'RB00000040',
  kind: 'REBOOK',
  status: 'REQUESTED',
  deadline: '2026-11-25 20:00:00',
  secondsLeft: 3725,
  overdue: false,
};
const open: CaseQueueRow = {
  ...overdue,
  id: 41,
  caseNo: 'PC00000041',
  kind: 'PASSENGER_CHANGE',
  status: 'REQUESTED',
  deadline: null,
  secondsLeft: null,
  overdue: false,
};

function renderPage(path: string, codes?: readonly string[]) {
  saveSession(loginData({}, codes));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <QueuePage />
    </QueryClientProvider>,
    path,
  );
}

const queueCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/afterSales/queue'));

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('queue page', { timeout: 30_000 }, () => {
  it('lists what is due soonest first, flags the overdue, counts down the rest, and links each case', async () => {
    fakeApi({
      '/afterSales/queue': {
        status: 200,
        message: 'Success',
        data: { pageList: [overdue, soon, open], totalCount: 3 },
      },
    });
    renderPage('/html/queue');
    const table = await screen.findByTestId('queue-table', {}, SLOW);
    await within(table).findByText('RF00000012', {}, SLOW);
    const [first, second, third] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByTestId('queue-overdue').textContent).toBe('Overdue');
    expect(within(first as HTMLElement).getByText('Submitted to airline')).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'RF00000012' })
        .getAttribute('href'),
    ).toBe('/html/refund/refundDetail?id=12');
    expect(within(second as HTMLElement).getByTestId('case-countdown').textContent).toMatch(
      /^01:0[12]:\d\d$/,
    );
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'RB00000040' })
        .getAttribute('href'),
    ).toBe('/html/orderRebook/details?orderNo=OF2611234966');
    expect(within(third as HTMLElement).getByText('No deadline')).toBeTruthy();
    expect(screen.getByText('3 open cases')).toBeTruthy();
  });

  it('sends its filters from the address and offers only the kinds the user works on', async () => {
    const fetchMock = fakeApi({
      '/afterSales/queue': { status: 200, message: 'Success', data: { pageList: [], totalCount: 0 } },
    });
    renderPage('/html/queue?kind=REFUND&overdueOnly=true', ['1005-1', '1005-4']);
    expect(await screen.findByText('Nothing is due', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(queueCalls(fetchMock).length).toBeGreaterThan(0));
    const url = new URL(queueCalls(fetchMock)[0] ?? '', 'http://x');
    expect(url.searchParams.get('kind')).toBe('REFUND');
    expect(url.searchParams.get('overdueOnly')).toBe('true');
    expect((screen.getByTestId('queue-overdue-only') as HTMLInputElement).checked).toBe(true);
  });
});
