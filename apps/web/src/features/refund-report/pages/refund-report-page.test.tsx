import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { RefundReportData } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import RefundReportPage from './refund-report-page';

const SLOW = { timeout: 5000 };
const report: RefundReportData = {
  startTime: '2026-11-16',
  endTime: '2026-11-22',
  pageList: [
    {
      refundNo: 'RF00000012',
      orderNo: 'ED2611234966',
      airline: 'DA',
      refundType: 'VOLUNTARY',
      status: 'REFUNDED',
      currency: 'EUR',
      applicationAmount: '1234.50',
      confirmedAmount: '1200.00',
      serviceCharge: '5.00',
      creditedAmount: '1200.00',
      creditedAmountEur: '1200.00',
      createTime: '2026-11-17 10:00:00',
      finishTime: '2026-11-19 09:00:00',
      daysTaken: 2,
    },
  ],
  totalCount: 1,
  totals: {
    count: 1,
    creditedAmountEur: '1200.00',
    byCurrency: [
      {
        currency: 'EUR',
        count: 1,
        applicationAmount: '1234.50',
        confirmedAmount: '1200.00',
        serviceCharge: '5.00',
        creditedAmount: '1200.00',
      },
    ],
  },
  byStatus: [{ key: 'REFUNDED', count: 1, creditedAmountEur: '1200.00' }],
  byAirline: [{ key: 'DA', count: 1, creditedAmountEur: '1200.00' }],
};

/** The address the page is at (its query), as a reload would read it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const rangeInputs = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')).map(
    (input) => input.value,
  );

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  saveSession(loginData({ platformType: 2, domain: 'edreams.com' }));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <RefundReportPage />
    </QueryClientProvider>,
    '/html/RefundReport',
  );
}

describe('refund report page', { timeout: 30_000 }, () => {
  it('shows the week’s refunds with their totals, charts and days taken', async () => {
    fakeApi({ '/edreams/refund/queryData': { status: 200, message: 'Success', data: report } });
    renderPage();
    const table = await screen.findByTestId('refund-report-table', {}, SLOW);
    await within(table).findByText('RF00000012', {}, SLOW);
    expect(within(table).getAllByText('1,200.00 EUR').length).toBeGreaterThan(0);
    expect(within(table).getByText('Refunded')).toBeTruthy();
    expect(screen.getByTestId('refund-total-eur').textContent).toBe('1,200.00 EUR');
    expect(screen.getByTestId('refund-chart-status')).toBeTruthy();
    expect(screen.getByTestId('refund-chart-airline')).toBeTruthy();
  });

  it('warns when the export of the range is empty', async () => {
    const fetchMock = fakeApi({
      '/edreams/refund/queryData': { status: 200, message: 'Success', data: report },
    });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/exportCsv')
        ? new Response('', { headers: { 'Content-Type': 'text/csv' } })
        : new Response(JSON.stringify({ status: 200, message: 'Success', data: report }), {
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    renderPage();
    await screen.findByText('RF00000012', {}, SLOW);
    fireEvent.click(screen.getByTestId('refund-export-csv'));
    expect(
      await screen.findByText('There is currently no data available for the selected time period', {}, SLOW),
    ).toBeTruthy();
    const exportUrl = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('exportCsv'));
    await waitFor(() => expect(exportUrl).toContain('startTime=2026-11-16'));
  });

  it('fills the fields with the week the server shows and keeps range and filters in the address', async () => {
    const fetchMock = fakeApi({
      '/edreams/refund/queryData': { status: 200, message: 'Success', data: report },
    });
    saveSession(loginData({ platformType: 2, domain: 'edreams.com' }));
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <RefundReportPage />
        <Address />
      </QueryClientProvider>,
      '/html/RefundReport',
    );
    await screen.findByText('RF00000012', {}, SLOW);
    await waitFor(() => expect(rangeInputs()).toEqual(['2026-11-16', '2026-11-22']));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toContain('startTime=2026-11-16&endTime=2026-11-22'),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('startTime');
  });

  it('after a reload, asks for the range and state of the address', async () => {
    const fetchMock = fakeApi({
      '/edreams/refund/queryData': { status: 200, message: 'Success', data: report },
    });
    saveSession(loginData({ platformType: 2, domain: 'edreams.com' }));
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <RefundReportPage />
      </QueryClientProvider>,
      '/html/RefundReport?startTime=2026-11-16&endTime=2026-11-28&status=REFUNDED&pageNum=1&pageSize=20',
    );
    await screen.findByText('RF00000012', {}, SLOW);
    const asked = String(fetchMock.mock.calls[0]?.[0]);
    expect(asked).toContain('startTime=2026-11-16');
    expect(asked).toContain('endTime=2026-11-28');
    expect(asked).toContain('status=REFUNDED');
    expect(rangeInputs()).toEqual(['2026-11-16', '2026-11-28']);
  });
});
