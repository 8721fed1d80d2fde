import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CaseRecordRow, RefundDetail } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import RefundDetailPage from './refund-detail-page';

const SLOW = { timeout: 5000 };
const stale = 'This case was changed by operator at 2026-11-24 08:40:02; reload it';
const records: CaseRecordRow[] = [
  {
    id: 1,
    createTime: '2026-11-24 08:39:13',
    operator: 'admin',
    action: 'OPEN',
    fromStatus: null,
    toStatus: 'REQUESTED',
    content: 'Refund RF00000045 opened (VOLUNTARY)',
  },
  {
    id: 2,
    createTime: '2026-11-24 08:39:20',
    operator: 'admin',
    action: 'MOVE',
    fromStatus: 'REQUESTED',
    toStatus: 'QUOTED',
    content: 'Demo Air quoted 347.00 EUR',
  },
];
const quoted: RefundDetail = {
  id: 45,
  refundNo: 'RF00000045',
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
  secondsLeft: 86_399,
  createdBy: 'admin',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'admin',
  updateTime: '2026-11-24 08:39:20',
  quote: {
    fare: '400.00',
    penalty: '50.00',
    nonRefundableTaxes: '3.00',
    beyondCharged: '0.00',
    serviceCharge: '5.00',
    quoteAmount: '342.00',
  },
  remark: 'Customer asked by phone',
  passengerIds: [39721],
  segmentIds: [4966],
  records,
};
const confirmed: RefundDetail = { ...quoted, status: 'CONFIRMED', version: 3, updatedBy: 'operator' };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 200, message: 'Success', data });

/** The detail answers `details` in turn (the last one stays); the move answers `move`. */
function fakeServer(details: RefundDetail[], move: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0];
    if (path === '/orderRefund/detail') return ok(details.length > 1 ? details.shift() : details[0]);
    if (path === '/refundChangeLog/pageList') return ok({ pageList: records, totalCount: records.length });
    if (path === '/orderRefund/update') return json(move);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <RefundDetailPage />
    </QueryClientProvider>,
    '/html/refund/refundDetail?id=45',
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('refund detail page', { timeout: 30_000 }, () => {
  it('shows the quote line by line, the history, and only the moves a quoted refund can make', async () => {
    fakeServer([quoted], null);
    renderPage();
    const quote = await screen.findByTestId('refund-quote', {}, SLOW);
    const lines = within(quote)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'Fare400.00 EUR',
      '−Airline penalty50.00 EUR',
      '−Non-refundable taxes3.00 EUR',
      '−Service charge5.00 EUR',
      '=Refund342.00 EUR',
    ]);
    // The airline's rules fold beside the quote, not asked for until opened.
    expect(screen.getByTestId('airline-policy').textContent).toContain('Airline policy (DA)');
    const actions = screen.getByTestId('refund-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Cancel refund']);
    expect(within(screen.getByTestId('refund-summary')).getByTestId('case-deadline').textContent).toMatch(
      /^23:59:[0-5]\d left$/,
    );
    const history = await within(screen.getByTestId('case-history')).findByText(
      'Demo Air quoted 347.00 EUR',
      {},
      SLOW,
    );
    expect(history.closest('tr')?.textContent).toContain('Requested → Quoted');
  });

  it('sends the version shown; a stale one shows the server message and a Reload that reads the refund again', async () => {
    const fetchMock = fakeServer([quoted, confirmed], { status: 400, message: stale, data: null });
    renderPage();
    fireEvent.click(await screen.findByTestId('move-CONFIRMED', {}, SLOW));
    const dialog = (await screen.findByText('RF00000045: move to Confirmed?', {}, SLOW)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByTestId('case-stale', {}, SLOW);
    expect(within(alert).getByText(stale)).toBeTruthy();
    const move = fetchMock.mock.calls.find(([u]) => String(u).includes('/orderRefund/update'));
    expect(Object.fromEntries(new URLSearchParams(String(move?.[1]?.body)))).toEqual({
      id: '45',
      version: '2',
      status: 'CONFIRMED',
    });
    // No move is offered on what may be out of date until it is read again.
    expect((screen.getByTestId('move-CONFIRMED') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(alert).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(screen.queryByTestId('case-stale')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('refund-summary').querySelector('[data-status]')?.textContent).toBe(
        'Confirmed',
      ),
    );
    expect(within(screen.getByTestId('refund-actions')).getByText('Submit to airline')).toBeTruthy();
  });

  it('asks the airline approval for the confirmed amount, prefilled with the quote, and a reason', async () => {
    const submitted: RefundDetail = { ...quoted, status: 'SUBMITTED_TO_AIRLINE', version: 4 };
    const fetchMock = fakeServer([submitted], {
      status: 200,
      message: 'Success',
      data: { ...submitted, status: 'AIRLINE_APPROVED', version: 5 },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('move-AIRLINE_APPROVED', {}, SLOW));
    const dialog = (await screen.findByText('RF00000045: move to Airline approved?', {}, SLOW)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect((within(dialog).getByLabelText('Confirmed amount') as HTMLInputElement).value).toBe('342.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record approval' }));
    expect(await within(dialog).findByText('Reason is required', {}, SLOW)).toBeTruthy();
    const updates = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/orderRefund/update'));
    expect(updates()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Confirmed by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record approval' }));
    expect(await screen.findByText('RF00000045 is now Airline approved', {}, SLOW)).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(String(updates()[0]?.[1]?.body)))).toEqual({
      id: '45',
      version: '4',
      status: 'AIRLINE_APPROVED',
      confirmedAmount: '342.00',
      reason: 'Confirmed by phone',
    });
  });
});
