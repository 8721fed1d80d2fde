import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RefundRow } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import RefundListPage from './refund-list-page';

const SLOW = { timeout: 5000 };
const base: RefundRow = {
  id: 1,
  refundNo: 'RF00000001',
  refundType: 'VOLUNTARY',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  status: 'QUOTED',
  version: 2,
  passengers: 'FINN WOLF',
  segments: 'DA316 JFK-MAD 2026-12-26',
  applicationAmount: '342.00',
  confirmedAmount: null,
  serviceCharge: '5.00',
  currency: 'EUR',
  deadline: '2026-11-25 08:39:13',
  secondsLeft: 3725,
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:39:13',
};
const refunded: RefundRow = {
  ...base,
  id: 2,
  refundNo: 'RF00000002',
  status: 'REFUNDED',
  confirmedAmount: '342.00',
  secondsLeft: -60,
};
const refusal =
  '1 of 2 refunds cannot move to CANCELLED; none moved. Refund RF00000002 is REFUNDED: it cannot move to CANCELLED';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The list answers both rows; the batch call answers from `batches`, one per call. */
function fakeServer(batches: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0];
    if (path === '/orderRefund/pageList')
      return json({ status: 200, message: 'Success', data: { pageList: [base, refunded], totalCount: 2 } });
    if (path === '/orderRefund/batchModStatus') return json(batches.shift());
    return json({ status: 200, message: '', data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <RefundListPage />
    </QueryClientProvider>,
    '/html/refund',
  );
}

async function chooseTarget(label: string) {
  fireEvent.mouseDown(within(screen.getByTestId('batch-move')).getByRole('combobox'));
  const option = (await screen.findAllByText(label, {}, SLOW))
    .map((node) => node.closest('.ant-select-item-option'))
    .find(Boolean);
  fireEvent.click(option as HTMLElement);
}

async function confirmBatch(reason: string) {
  fireEvent.click(screen.getByTestId('batch-move-button'));
  const dialog = (await screen.findByText(/Move 2 refunds to Cancelled\?/, {}, SLOW)).closest(
    '.ant-modal',
  ) as HTMLElement;
  expect(within(dialog).getByText('RF00000001, RF00000002')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move to Cancelled' }));
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('refund list page', { timeout: 30_000 }, () => {
  it('lists refunds with translated labels, amounts, a countdown and links to each detail', async () => {
    const fetchMock = fakeServer([]);
    renderPage();
    const table = await screen.findByTestId('refund-table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'RF00000001' }, SLOW);
    expect(link.getAttribute('href')).toBe('/html/refund/refundDetail?id=1');
    const [quotedRow, refundedRow] = within(table).getAllByRole('row').slice(1);
    expect(within(quotedRow as HTMLElement).getByText('Quoted')).toBeTruthy();
    expect(within(quotedRow as HTMLElement).getByText('Voluntary')).toBeTruthy();
    expect(within(quotedRow as HTMLElement).getByText('342.00 EUR')).toBeTruthy();
    expect(within(quotedRow as HTMLElement).getByTestId('case-deadline').textContent).toMatch(
      /^01:0[12]:\d\d left$/,
    );
    // A refunded refund's quote deadline no longer binds: its date, not "expired".
    expect(within(refundedRow as HTMLElement).getByTestId('case-deadline').textContent).toBe(
      '2026-11-25 08:39',
    );
    expect(screen.getByText('2 refunds')).toBeTruthy();
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes('/orderRefund/pageList'))?.[0]);
    expect(url).toContain('pageNum=1&pageSize=20');
  });

  it('on a phone puts the number, the state and the amount first, inside the screen', async () => {
    fakeServer([]);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    renderPage();
    const table = await screen.findByTestId('refund-table', {}, SLOW);
    await within(table).findByRole('link', { name: 'RF00000001' }, SLOW);
    // After the selection box: number, state, amount asked.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
      .filter(Boolean);
    expect(headers.slice(0, 3)).toEqual([
      expect.stringMatching(/Refund/),
      'Status',
      expect.stringMatching(/Amount|asked/i),
    ]);
  });

  it('warns with the server message when a batch is refused, keeps the selection, and empties it after success', async () => {
    const fetchMock = fakeServer([
      { status: 400, message: refusal, data: null },
      { status: 200, message: 'Success', data: { moved: 2 } },
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select RF00000001' }, SLOW));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select RF00000002' }));
    expect(screen.getByText('2 refunds selected')).toBeTruthy();
    await chooseTarget('Cancelled');

    await confirmBatch('Customer changed plans');
    expect(await screen.findByText(refusal, {}, SLOW)).toBeTruthy();
    const batchCalls = () =>
      fetchMock.mock.calls.filter(([u]) => String(u).includes('/orderRefund/batchModStatus'));
    expect(Object.fromEntries(new URLSearchParams(String(batchCalls()[0]?.[1]?.body)))).toEqual({
      ids: '1,2',
      status: 'CANCELLED',
      reason: 'Customer changed plans',
    });
    expect(screen.getByText('2 refunds selected')).toBeTruthy();

    await confirmBatch('Customer changed plans');
    expect(await screen.findByText('2 refunds moved', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('0 refunds selected')).toBeTruthy());
    expect(batchCalls()).toHaveLength(2);
  });
});
