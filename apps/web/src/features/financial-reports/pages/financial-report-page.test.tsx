import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { FinancialReport } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import FinancialReportListPage from './financial-report-list-page';
import FinancialReportPage from './financial-report-page';

const SLOW = { timeout: 5000 };
const report: FinancialReport = {
  startTime: '2026-11-16',
  endTime: '2026-11-22',
  pageList: [
    {
      day: '2026-11-17',
      orderNo: 'OF2611170001',
      currency: 'EUR',
      sales: '1234.50',
      taxes: '100.00',
      fees: '10.00',
      ancillaries: '0.00',
      changes: '0.00',
      refunds: '-200.00',
      voids: '0.00',
      compensation: '0.00',
      external: '0.00',
      net: '1034.50',
      salesEur: '1234.50',
      taxesEur: '100.00',
      feesEur: '10.00',
      ancillariesEur: '0.00',
      changesEur: '0.00',
      refundsEur: '-200.00',
      voidsEur: '0.00',
      compensationEur: '0.00',
      externalEur: '0.00',
      netEur: '1034.50',
    },
  ],
  totalCount: 1,
  totals: {
    byCurrency: [
      {
        currency: 'EUR',
        sales: '1234.50',
        taxes: '100.00',
        fees: '10.00',
        ancillaries: '0.00',
        changes: '0.00',
        refunds: '-200.00',
        voids: '0.00',
        compensation: '0.00',
        external: '0.00',
        net: '1034.50',
        salesEur: '1234.50',
        taxesEur: '100.00',
        feesEur: '10.00',
        ancillariesEur: '0.00',
        changesEur: '0.00',
        refundsEur: '-200.00',
        voidsEur: '0.00',
        compensationEur: '0.00',
        externalEur: '0.00',
        netEur: '1034.50',
      },
    ],
    eur: {
      sales: '1234.50',
      taxes: '100.00',
      fees: '10.00',
      ancillaries: '0.00',
      changes: '0.00',
      refunds: '-200.00',
      voids: '0.00',
      compensation: '0.00',
      external: '0.00',
      net: '1034.50',
    },
  },
  days: [{ day: '2026-11-17', sales: '1234.50', refunds: '-200.00', net: '1034.50' }],
};
const ok = (data: unknown) => ({ status: 200, message: 'Success', data });

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

function render(page: 'report' | 'list') {
  saveSession(loginData(page === 'list' ? { platformType: 2, domain: 'edreams.com' } : { platformType: 1 }));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      {page === 'list' ? <FinancialReportListPage /> : <FinancialReportPage />}
    </QueryClientProvider>,
    page === 'list' ? '/html/financialReportList' : '/html/financialReport',
  );
}

describe('financial report pages', { timeout: 30_000 }, () => {
  it('shows the week’s rows, the totals rows and the chart', async () => {
    fakeApi({ '/financial/queryData': ok(report) });
    render('report');
    const table = await screen.findByTestId('financial-table', {}, SLOW);
    await within(table).findByText('OF2611170001', {}, SLOW);
    expect(within(table).getAllByText('1,234.50').length).toBeGreaterThan(1);
    expect(screen.getByTestId('financial-total-eur').textContent).toContain('1,034.50');
    expect(screen.getByTestId('financial-chart')).toBeTruthy();
  });

  it('warns when the export of the range is empty, asking for the range shown', async () => {
    const fetchMock = fakeApi({ '/financial/queryData': ok(report) });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/exportCsv')
        ? new Response('', { headers: { 'Content-Type': 'text/csv' } })
        : new Response(JSON.stringify(ok(report)), { headers: { 'Content-Type': 'application/json' } }),
    );
    render('report');
    await screen.findByText('OF2611170001', {}, SLOW);
    fireEvent.click(screen.getByTestId('financial-export-csv'));
    expect(
      await screen.findByText('There is currently no data available for the selected time period', {}, SLOW),
    ).toBeTruthy();
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('exportCsv'));
    await waitFor(() => expect(url).toContain('startTime=2026-11-16'));
  });

  it('the second platform’s list reads /edreams and offers to add a line', async () => {
    const fetchMock = fakeApi({ '/edreams/financial/queryData': ok(report) });
    render('list');
    await screen.findByText('OF2611170001', {}, SLOW);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/edreams/financial/queryData'))).toBe(true);
    fireEvent.click(screen.getByTestId('financial-add-line'));
    expect(await screen.findByText('Reference', {}, SLOW)).toBeTruthy();
  });

  it('opened without a range, shows the server’s range in the fields and writes it into the address', async () => {
    const fetchMock = fakeApi({ '/financial/queryData': ok(report) });
    saveSession(loginData({ platformType: 1 }));
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <FinancialReportPage />
        <Address />
      </QueryClientProvider>,
      '/html/financialReport',
    );
    await screen.findByText('OF2611170001', {}, SLOW);
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toContain('startTime=2026-11-16&endTime=2026-11-22'),
    );
    expect(rangeInputs()).toEqual(['2026-11-16', '2026-11-22']);
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('startTime');
  });

  it('after a reload, asks for and shows the range of the address', async () => {
    const fetchMock = fakeApi({
      '/financial/queryData': ok({ ...report, startTime: '2026-11-02', endTime: '2026-11-08' }),
    });
    saveSession(loginData({ platformType: 1 }));
    renderWithApp(
      <QueryClientProvider client={queryClient}>
        <FinancialReportPage />
      </QueryClientProvider>,
      '/html/financialReport?startTime=2026-11-02&endTime=2026-11-08&pageNum=1&pageSize=20',
    );
    await screen.findByText('OF2611170001', {}, SLOW);
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      asked.every((url) => url.includes('startTime=2026-11-02') && url.includes('endTime=2026-11-08')),
    ).toBe(true);
    expect(rangeInputs()).toEqual(['2026-11-02', '2026-11-08']);
  });
});
