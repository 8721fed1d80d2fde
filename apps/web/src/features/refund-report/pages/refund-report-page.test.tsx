import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
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
});
