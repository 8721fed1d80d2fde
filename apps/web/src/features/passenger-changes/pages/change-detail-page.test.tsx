import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PassengerChangeDetail } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import ChangeDetailPage from './change-detail-page';

const SLOW = { timeout: 5000 };
const stale = 'This case was changed by operator at 2026-11-24 08:40:02; reload it';
const submitted: PassengerChangeDetail = {
  id: 7,
  changeNo: 'PC00000007',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  changeType: 'NAME_CORRECTION',
  status: 'SUBMITTED',
  version: 2,
  passengerId: 39721,
  passengerName: 'Fin Wolf',
  changes: [{ field: 'name', before: 'WOLF/FIN', after: 'WOLF/FINN' }],
  remark: 'Typo at booking',
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:40:13',
  records: [
    {
      id: 1,
      createTime: '2026-11-24 08:39:13',
      operator: 'operator',
      action: 'OPEN',
      fromStatus: null,
      toStatus: 'REQUESTED',
      content: 'Passenger change PC00000007 opened (NAME_CORRECTION)',
    },
    {
      id: 2,
      createTime: '2026-11-24 08:40:13',
      operator: 'operator',
      action: 'MOVE',
      fromStatus: 'REQUESTED',
      toStatus: 'SUBMITTED',
      content: 'Sent to the airline',
    },
  ],
};
const done: PassengerChangeDetail = { ...submitted, status: 'DONE', version: 3 };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = 'Success') => json({ status: 200, message, data });

/** The detail answers `details` in turn (the last one stays); the move answers from `moves`, one per call. */
function fakeServer(details: PassengerChangeDetail[], moves: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0];
    if (path === '/passengerInfoChanging/detail')
      return ok(details.length > 1 ? details.shift() : details[0]);
    if (path === '/passengerInfoChanging/update') return json(moves.shift());
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/html/passenger/passengerDetail?id=7') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <ChangeDetailPage />
    </QueryClientProvider>,
    path,
  );
}

async function openMove(to: string, title: string) {
  fireEvent.click(await screen.findByTestId(`move-${to}`, {}, SLOW));
  return (await screen.findByText(title, {}, SLOW)).closest('.ant-modal') as HTMLElement;
}

const moveBodies = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/passengerInfoChanging/update'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('passenger change detail page', { timeout: 30_000 }, () => {
  it('shows the summary, the fields before → after, the history and the moves a submitted change can make', async () => {
    fakeServer([submitted], []);
    renderPage();
    const summary = await screen.findByTestId('change-summary', {}, SLOW);
    expect(within(summary).getByText('Name correction')).toBeTruthy();
    expect(within(summary).getByText('Typo at booking')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'OF2611234966' }).getAttribute('href')).toBe(
      '/html/orderList/details?orderNo=OF2611234966',
    );
    const [, line] = within(screen.getByTestId('field-changes-table')).getAllByRole('row');
    expect(line?.textContent).toBe('NameWOLF/FINWOLF/FINN');
    expect(
      within(screen.getByTestId('change-actions'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark done', 'Record rejection']);
    const history = within(screen.getByTestId('case-history')).getByText('Sent to the airline');
    expect(history.closest('tr')?.textContent).toContain('Requested → Submitted to airline');
  });

  it('says DONE updates the order passenger, and shows the server message once done', async () => {
    const fetchMock = fakeServer(
      [submitted, done],
      [{ status: 200, message: 'Successfully updated passengers', data: { ...done, records: undefined } }],
    );
    renderPage();
    const dialog = await openMove('DONE', 'PC00000007: move to Done?');
    expect(within(dialog).getByTestId('move-hint').textContent).toBe(
      "The airline made the change: the order's passenger Fin Wolf is updated with these values now.",
    );
    expect(within(dialog).getByTestId('field-changes').textContent).toBe('Name: WOLF/FIN → WOLF/FINN');
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    expect(await screen.findByText('Successfully updated passengers', {}, SLOW)).toBeTruthy();
    expect(moveBodies(fetchMock)).toEqual([{ id: 7, version: 2, status: 'DONE' }]);
    await waitFor(() =>
      expect(screen.getByTestId('change-summary').querySelector('[data-status]')?.textContent).toBe('Done'),
    );
    expect(screen.queryByTestId('move-DONE')).toBeNull();
  });

  it('asks a reason to reject; a refused move warns and keeps the dialog open', async () => {
    const refusal = 'reason is required when the airline rejects a passenger change';
    const fetchMock = fakeServer([submitted], [{ status: 400, message: refusal, data: null }]);
    renderPage();
    const dialog = await openMove('REJECTED', 'PC00000007: move to Rejected?');
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    expect(await within(dialog).findByText('Reason is required', {}, SLOW)).toBeTruthy();
    expect(moveBodies(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Airline said no ' } });
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    // The refusal's leading field is named as the reader knows it.
    expect(
      await screen.findByText('Reason is required when the airline rejects a passenger change', {}, SLOW),
    ).toBeTruthy();
    expect(moveBodies(fetchMock)).toEqual([
      { id: 7, version: 2, status: 'REJECTED', reason: 'Airline said no' },
    ]);
    expect(screen.getByText('PC00000007: move to Rejected?')).toBeTruthy();
    expect(screen.queryByTestId('case-stale')).toBeNull();
  });

  it('a stale version shows the server message and a Reload that reads the change again', async () => {
    fakeServer([submitted, done], [{ status: 400, message: stale, data: null }]);
    renderPage();
    const dialog = await openMove('DONE', 'PC00000007: move to Done?');
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    const alert = await screen.findByTestId('case-stale', {}, SLOW);
    expect(within(alert).getByText(stale)).toBeTruthy();
    expect((screen.getByTestId('move-DONE') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(alert).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(screen.queryByTestId('case-stale')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('change-summary').querySelector('[data-status]')?.textContent).toBe('Done'),
    );
  });

  it('a change that does not exist shows the not-found state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        json({ status: 400, message: 'Passenger change 999 does not exist', data: null }),
      ),
    );
    renderPage('/html/passenger/passengerDetail?id=999');
    expect(await screen.findByText('This passenger change does not exist', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to passenger changes' })).toBeTruthy();
  });
});
