import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ALL_PERMISSION_CODES, Permission } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import ThresholdPage from './threshold-page';

// Waits for antd on a busy machine: its forms and popovers render slowly in jsdom.
const SLOW = { timeout: 5000 };

const row = (overrides: object) => ({
  id: 1,
  platformType: 1,
  currency: 'EUR',
  balance: 11517.31,
  warningThreshold: 5000,
  belowThreshold: false,
  warningSent: false,
  createTime: '2025-05-01 10:00:00',
  updateTime: '2025-05-01 10:00:00',
  ...overrides,
});
const page = {
  status: 200,
  message: 'Success',
  data: {
    totalCount: 2,
    pageList: [
      row({}),
      row({
        id: 2,
        currency: 'USD',
        balance: 80.5,
        warningThreshold: 100,
        belowThreshold: true,
        warningSent: true,
      }),
    ],
  },
};
const accounts = {
  status: 200,
  message: 'Success',
  data: [
    { platformType: 1, currency: 'EUR', hasThreshold: true },
    { platformType: 1, currency: 'GBP', hasThreshold: false },
  ],
};

function renderPage(codes: readonly string[] = ALL_PERMISSION_CODES, platformType: number | null = 1) {
  saveSession(loginData({ platformType }, codes));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <ThresholdPage />
    </QueryClientProvider>,
    '/html/thresholdValueManage',
  );
}

const buttonWithText = async (text: string) =>
  (await screen.findAllByText(text, {}, SLOW))
    .find((element) => element.closest('button'))
    ?.closest('button') as HTMLElement;
const modalWith = async (text: string) =>
  (await screen.findByText(text, {}, SLOW)).closest('.ant-modal') as HTMLElement;

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

// antd forms render slowly in jsdom on a busy machine.
describe('threshold page', { timeout: 30_000 }, () => {
  it('shows each account’s balance against its threshold, and the crossing state', async () => {
    fakeApi({ '/threshold/pageList': page });
    renderPage();
    const table = await screen.findByTestId('threshold-table', {}, SLOW);
    await within(table).findByText('11,517.31 EUR', {}, SLOW);
    expect(within(table).getByText('5,000.00 EUR')).toBeTruthy();
    expect(within(table).getByText('80.50 USD')).toBeTruthy();
    expect(within(table).getByText('Above threshold')).toBeTruthy();
    expect(within(table).getByText('Below · mail sent')).toBeTruthy();
    // A user with a platform sees no platform column.
    expect(within(table).queryByText('Platform')).toBeNull();
  });

  it('shows a platform whose balance is hidden its thresholds and their state, with no balance column', async () => {
    const hidden = {
      ...page,
      data: {
        totalCount: 1,
        pageList: [row({ platformType: 2, balance: null, belowThreshold: true, warningSent: true })],
      },
    };
    fakeApi({ '/threshold/pageList': hidden });
    renderPage(ALL_PERMISSION_CODES, 2);
    const table = await screen.findByTestId('threshold-table', {}, SLOW);
    await within(table).findByText('5,000.00 EUR', {}, SLOW);
    expect(within(table).getByText('Below · mail sent')).toBeTruthy();
    expect(within(table).queryByText('Balance')).toBeNull();
    expect(within(table).queryByTestId('threshold-balance')).toBeNull();
  });

  it('offers the balance adjustment only with code 1003-3', async () => {
    fakeApi({ '/threshold/pageList': page });
    renderPage([Permission.THRESHOLDS]);
    await screen.findByTestId('threshold-table', {}, SLOW);
    expect(screen.queryByText('Balance adjustment')).toBeNull();
    expect(await buttonWithText('Add threshold')).toBeTruthy();
  });

  it('names the missing fields of the add form and loads the accounts it offers', async () => {
    const fetchMock = fakeApi({ '/threshold/pageList': page, '/threshold/accounts': accounts });
    renderPage();
    fireEvent.click(await buttonWithText('Add threshold'));
    const dialog = await modalWith('Save');
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Currency is required', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Warning threshold is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/threshold/add'))).toBe(false);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/threshold/accounts'))).toBe(true),
    );
  });

  it('names the missing fields of the adjustment form and posts nothing', async () => {
    const fetchMock = fakeApi({
      '/threshold/pageList': page,
      '/threshold/accounts': accounts,
      '/userTransactionRecord/adjust': {
        status: 200,
        message: 'Success',
        data: { entryId: 9, platformType: 1, currency: 'EUR', amount: -700.5, balance: 10816.81 },
      },
    });
    renderPage();
    fireEvent.click(await buttonWithText('Balance adjustment'));
    const dialog = await modalWith('Post adjustment');
    fireEvent.click(within(dialog).getByText('Post adjustment'));
    expect(await within(dialog).findByText('Amount is required', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Remark is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/adjust'))).toBe(false);
  });
});
