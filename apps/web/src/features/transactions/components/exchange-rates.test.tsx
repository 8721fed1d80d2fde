import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ExchangeRate, PageList } from '@ota/contract';
import { configureApiClient, resetApiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { clearSession, getToken, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import TransactionRecordsPage from '../pages/transaction-records-page';

const SLOW = { timeout: 5000 };
const rates: PageList<ExchangeRate> = {
  pageList: [
    {
      day: '2026-11-17',
      currency: 'USD',
      rate: '1.08750000',
      source: 'entered',
      updatedBy: 'support',
      updatedAt: '2026-11-17T09:30:00.000Z',
      syncTime: null,
    },
    {
      day: '2026-11-16',
      currency: 'CNY',
      rate: '7.85000000',
      source: 'demo',
      updatedBy: 'system',
      updatedAt: '2026-11-16T00:00:00.000Z',
      syncTime: '2026-11-16T00:00:00.000Z',
    },
  ],
  totalCount: 2,
};
const ok = (data: unknown) => ({ status: 200, message: 'Success', data });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  clearSession();
  queryClient.clear();
  resetApiClient();
  vi.unstubAllGlobals();
});

/** The records page on its rates tab, for a user of a platform or (null) the agency's own staff. */
function renderRates(platformType: number | null) {
  saveSession(loginData({ platformType, name: platformType === null ? 'support' : 'admin' }));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <TransactionRecordsPage />
    </QueryClientProvider>,
    '/html/transactionRecords?view=rates',
  );
}

const calls = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

async function importFile(text: string) {
  fireEvent.click(await screen.findByTestId('rate-import', {}, SLOW));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  const input = dialog.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], 'rates.csv', { type: 'text/csv' })] } });
  await within(dialog).findByText('rates.csv', {}, SLOW);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import CSV' }));
  return dialog;
}

async function openAddRate() {
  fireEvent.click(await screen.findByTestId('rate-add', {}, SLOW));
  return screen.findByRole('dialog', {}, SLOW);
}

describe('exchange rates tab', { timeout: 30_000 }, () => {
  it('lists the rates of the last 30 days with their source, writer and sync, and filters by currency', async () => {
    const fetchMock = fakeApi({ '/exchangeRate/pageList': ok(rates) });
    renderRates(1);
    const table = await screen.findByTestId('rate-table', {}, SLOW);
    await within(table).findByText('1.0875', {}, SLOW);
    expect(within(table).getByText('7.85')).toBeTruthy();
    expect(within(table).getByText('Entered')).toBeTruthy();
    expect(within(table).getByText('support')).toBeTruthy();
    expect(within(table).getByText('Not synced')).toBeTruthy();
    expect(screen.getByText('2 rates')).toBeTruthy();
    const [first] = calls(fetchMock, '/exchangeRate/pageList');
    expect(String(first?.[0])).toMatch(/startTime=\d{4}-\d{2}-\d{2}&endTime=\d{4}-\d{2}-\d{2}/);

    fireEvent.change(within(screen.getByTestId('rate-currency-filter')).getByRole('combobox'), {
      target: { value: 'usd' },
    });
    fireEvent.click(screen.getByTestId('rate-search'));
    await waitFor(() =>
      expect(
        calls(fetchMock, '/exchangeRate/pageList').some(([url]) => String(url).includes('currency=USD')),
      ).toBe(true),
    );
  });

  it('offers adding and importing only to users without a platform', async () => {
    fakeApi({ '/exchangeRate/pageList': ok(rates) });
    renderRates(1);
    await screen.findByText('1.0875', {}, SLOW);
    expect(screen.queryByTestId('rate-add')).toBeNull();
    expect(screen.queryByTestId('rate-import')).toBeNull();
    expect(screen.getByTestId('rate-sync')).toBeTruthy();
  });

  it('refuses EUR and a rate that is not a positive number before sending', async () => {
    const fetchMock = fakeApi({ '/exchangeRate/pageList': ok(rates) });
    renderRates(null);
    const dialog = await openAddRate();
    fireEvent.change(within(within(dialog).getByTestId('rate-add-currency')).getByRole('combobox'), {
      target: { value: 'eur' },
    });
    fireEvent.change(within(dialog).getByTestId('rate-add-rate'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    expect(await within(dialog).findByText('EUR is the base: its rate is always 1', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Rate must be more than 0 with at most 8 decimals')).toBeTruthy();
    expect(within(dialog).getByText('Day is required')).toBeTruthy();
    expect(calls(fetchMock, '/exchangeRate/add')).toHaveLength(0);
  });

  it('adds a day’s rate as the server takes it', async () => {
    const fetchMock = fakeApi({ '/exchangeRate/pageList': ok(rates), '/exchangeRate/add': ok(null) });
    renderRates(null);
    const dialog = await openAddRate();
    const day = within(dialog).getByLabelText('Day');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2026-11-18' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    fireEvent.change(within(within(dialog).getByTestId('rate-add-currency')).getByRole('combobox'), {
      target: { value: 'usd' },
    });
    fireEvent.change(within(dialog).getByTestId('rate-add-rate'), { target: { value: '1.0912' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(calls(fetchMock, '/exchangeRate/add')).toHaveLength(1));
    const [, init] = calls(fetchMock, '/exchangeRate/add')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ day: '2026-11-18', currency: 'USD', rate: '1.0912' });
    expect(await screen.findByText('Rate saved.', {}, SLOW)).toBeTruthy();
  });

  it('sends the file’s lines and shows the server’s refusal naming the line', async () => {
    const fetchMock = fakeApi({
      '/exchangeRate/pageList': ok(rates),
      '/exchangeRate/import': {
        status: 400,
        message: 'lines: line 3: rate must be a positive number with at most 8 decimals',
        data: null,
      },
    });
    renderRates(null);
    const dialog = await importFile('date,currency,rate\n2026-11-18,USD,1.09\n2026-11-18,GBP,abc\n');
    const refusal = await within(dialog).findByTestId('rate-import-error', {}, SLOW);
    expect(refusal.textContent).toContain('Nothing was imported');
    expect(refusal.textContent).toContain('line 3');
    const [, init] = calls(fetchMock, '/exchangeRate/import')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      lines: ['date,currency,rate', '2026-11-18,USD,1.09', '2026-11-18,GBP,abc', ''],
    });
  });

  it('shows a 403 on import as the writers’ rule and keeps the user signed in', async () => {
    const reload = vi.fn();
    configureApiClient({ reload, reloadDelayMs: 0 });
    const fetchMock = fakeApi({});
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/exchangeRate/import')
        ? json({ status: 403, message: "You don't have permission", data: null }, 403)
        : json(ok(rates)),
    );
    renderRates(null);
    const dialog = await importFile('2026-11-18,USD,1.09\n');
    const refusal = await within(dialog).findByTestId('rate-import-error', {}, SLOW);
    expect(refusal.textContent).toContain(
      'Only staff without a platform may enter or import exchange rates.',
    );
    expect(reload).not.toHaveBeenCalled();
    expect(getToken()).toBe('test-token');
  });

  it('re-syncs the range only once confirmed', async () => {
    const fetchMock = fakeApi({
      '/exchangeRate/pageList': ok(rates),
      '/userTransactionRecord/update': ok({
        startTime: '2026-10-20',
        endTime: '2026-11-18',
        carried: 0,
        synced: 90,
        syncTime: '2026-11-18T10:00:00.000Z',
      }),
    });
    renderRates(1);
    fireEvent.click(await screen.findByTestId('rate-sync', {}, SLOW));
    const confirm = await screen.findByText('Re-sync exchange rates?', {}, SLOW);
    expect(calls(fetchMock, '/userTransactionRecord/update')).toHaveLength(0);
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Re-sync' }));
    expect(await screen.findByText('Exchange rates re-synced (90 rates).', {}, SLOW)).toBeTruthy();
    const [url] = calls(fetchMock, '/userTransactionRecord/update')[0] ?? [];
    expect(String(url)).toMatch(/startTime=\d{4}-\d{2}-\d{2}&endTime=\d{4}-\d{2}-\d{2}/);
  });
});
