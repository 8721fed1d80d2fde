import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useLocation } from 'react-router';
import type { BalanceSeries, TransactionPage } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import TransactionRecordsPage from './transaction-records-page';

const SLOW = { timeout: 5000 };
const page: TransactionPage = {
  pageList: [
    {
      id: 42,
      platformType: 1,
      currency: 'EUR',
      transactionType: 'BOOKING_DEBIT',
      amount: -1234.5,
      balance: 8765.5,
      createTime: '2026-11-17 10:00:00',
      exchangeRate: 1,
      eurAmount: -1234.5,
      cnyRate: 7.85,
      cnyExchange: -9690.83,
      deposit: 8765.5,
      credit: 0,
      cash: 0,
      creditLimit: 5000,
      availableBalance: 13765.5,
      paymentType: 'DEPOSIT',
      syncTime: null,
      reference: 'OF2611170001',
      operator: 'system',
    },
  ],
  totalCount: 1,
  totals: [{ currency: 'EUR', count: 1, credits: 0, debits: -1234.5, net: -1234.5 }],
};
const series: BalanceSeries = {
  platformType: 1,
  currency: 'EUR',
  points: [
    { day: '2026-11-16', balance: 10000, creditLimit: 5000 },
    { day: '2026-11-17', balance: 8765.5, creditLimit: 5000 },
  ],
};
const ok = (data: unknown) => ({ status: 200, message: 'Success', data });

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** The address the page is at (its query), as a reload would read it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const rangeInputs = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')).map(
    (input) => input.value,
  );

function renderPage(platformType: number | null = 1) {
  saveSession(loginData({ platformType }));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <TransactionRecordsPage />
    </QueryClientProvider>,
    '/html/transactionRecords',
  );
}

describe('transaction records page', { timeout: 30_000 }, () => {
  it('shows the entries with their columns, the totals and the balance chart', async () => {
    const fetchMock = fakeApi({
      '/userTransactionRecord/pageList': ok(page),
      '/userTransactionRecord/balanceSeries': ok(series),
    });
    renderPage();
    const table = await screen.findByTestId('transaction-table', {}, SLOW);
    await within(table).findByText('OF2611170001', {}, SLOW);
    expect(within(table).getAllByText('-1,234.50 EUR')).toHaveLength(2);
    expect(within(table).getByText('-9,690.83 CNY')).toBeTruthy();
    expect(within(table).getByText('Booking')).toBeTruthy();
    expect(within(table).getByText('Not synced')).toBeTruthy();
    expect(screen.getByTestId('transaction-net-EUR').textContent).toBe('-1,234.50 EUR');
    // The word and its amount in one box, so that the flex layout of the item keeps the space between.
    const net = screen.getByTestId('transaction-net-EUR');
    expect(net.parentElement?.classList.contains('ant-descriptions-item-content')).toBe(false);
    expect(net.parentElement?.textContent).toContain('net -1,234.50 EUR');
    expect(screen.getByTestId('balance-chart')).toBeTruthy();
    const listUrl = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('pageList'));
    expect(listUrl).toMatch(/startTime=\d{4}-\d{2}-\d{2}&endTime=\d{4}-\d{2}-\d{2}/);
  });

  it('shows a user with no platform whose each row, total and chart is', async () => {
    fakeApi({
      '/userTransactionRecord/pageList': ok({
        ...page,
        totals: [
          { platformType: 1, currency: 'EUR', count: 1, credits: 0, debits: -1234.5, net: -1234.5 },
          { platformType: 2, currency: 'EUR', count: 0, credits: 0, debits: 0, net: 0 },
        ],
      }),
      '/userTransactionRecord/balanceSeries': ok(series),
    });
    renderPage(null);
    const table = await screen.findByTestId('transaction-table', {}, SLOW);
    await within(table).findByText('OF2611170001', {}, SLOW);
    expect(within(table).getAllByText('Platform').length).toBeGreaterThan(0);
    expect(within(table).getByText('onefly')).toBeTruthy();
    expect(screen.getByTestId('transaction-net-1-EUR').textContent).toBe('-1,234.50 EUR');
    expect(screen.getByTestId('transaction-net-2-EUR').textContent).toBe('0.00 EUR');
    expect(screen.getByText('Totals of edreams (EUR)')).toBeTruthy();
    expect(screen.getByText('Balance over time: onefly (EUR)')).toBeTruthy();
  });

  it('hides the chart from edreams, whose balance is hidden', async () => {
    const fetchMock = fakeApi({ '/userTransactionRecord/pageList': ok(page) });
    renderPage(2);
    await screen.findByText('OF2611170001', {}, SLOW);
    expect(screen.queryByTestId('balance-chart')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('balanceSeries'))).toBe(false);
  });

  it('warns when the export of the range is empty', async () => {
    const fetchMock = fakeApi({});
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/kiwiExport')
        ? new Response('', { headers: { 'Content-Type': XLSX } })
        : new Response(JSON.stringify(ok(String(input).includes('pageList') ? page : series)), {
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    renderPage();
    await screen.findByText('OF2611170001', {}, SLOW);
    fireEvent.click(screen.getByTestId('transaction-export'));
    expect(
      await screen.findByText('There is currently no data available for the selected time period', {}, SLOW),
    ).toBeTruthy();
  });

  it('posts a top-up with its reason and refuses one without', async () => {
    const fetchMock = fakeApi({
      '/userTransactionRecord/pageList': ok(page),
      '/userTransactionRecord/balanceSeries': ok(series),
      '/userTransactionRecord/topUp': ok({
        entryId: 43,
        platformType: 1,
        currency: 'EUR',
        amount: 100,
        balance: 8865.5,
      }),
    });
    renderPage();
    await screen.findByText('OF2611170001', {}, SLOW);
    fireEvent.click(screen.getByTestId('top-up'));
    fireEvent.change(await screen.findByTestId('top-up-amount'), { target: { value: '100' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Reason is required', {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByTestId('top-up-reason'), { target: { value: 'Bank transfer' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Top up' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/topUp'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/topUp')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      currency: 'EUR',
      amount: '100',
      reason: 'Bank transfer',
    });
  });
  it('writes its last 30 days into the address, and after a reload asks for the range there', async () => {
    const fetchMock = fakeApi({});
    saveSession(loginData({ platformType: 1 }));
    const first = renderWithApp(
      <QueryClientProvider client={queryClient}>
        <TransactionRecordsPage />
        <Address />
      </QueryClientProvider>,
      '/html/transactionRecords',
    );
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain(`endTime=${today}`));
    first.unmount();
    fetchMock.mockClear();
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <TransactionRecordsPage />
      </QueryClientProvider>,
      '/html/transactionRecords?startTime=2026-10-01&endTime=2026-10-15&pageNum=1&pageSize=20',
    );
    await waitFor(() => expect(rangeInputs()).toEqual(['2026-10-01', '2026-10-15']));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url).includes('pageList') && String(url).includes('startTime=2026-10-01'),
        ),
      ).toBe(true),
    );
  });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
