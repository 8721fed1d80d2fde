import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Permission, type CompensationDetail } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import CompensationDetailPage from './compensation-detail-page';
import { complaintRow, detailOf, disruptionRow } from './test-rows';

const SLOW = { timeout: 5000 };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** Details answer `detail`; a move answers `moved` (a 400 message when a string). */
function fakeServer(detail: CompensationDetail, moved: string | null = null) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => {
    if (String(url).includes('/details')) return json({ status: 200, message: 'Success', data: detail });
    return json(
      moved === null
        ? { status: 200, message: 'Success', data: detail }
        : { status: 400, message: moved, data: null },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof fakeServer>, call: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(call))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

function renderPage(id = 7, codes?: readonly string[]) {
  saveSession(loginData({}, codes));
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <CompensationDetailPage />
    </QueryClientProvider>,
    `/html/compensation/compensationDetail?id=${id}`,
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('compensation detail page', { timeout: 30_000 }, () => {
  it('shows the EU261 band of the disruption and offers the assessment or a cancel', async () => {
    fakeServer(detailOf(disruptionRow));
    renderPage();
    const band = await screen.findByTestId('eu261-band', {}, SLOW);
    expect(band.textContent).toContain('250.00 EUR per passenger');
    expect(band.textContent).toContain('band up to 1,500 km');
    expect(band.textContent).toContain('1448 km');
    expect(screen.getByText('FD2026112400001 · DA123 MAD-FRA 2026-12-01')).toBeTruthy();
    expect(screen.getByTestId('move-ASSESSED')).toBeTruthy();
    expect(screen.getByTestId('move-CANCELLED')).toBeTruthy();
  });

  it('cancels with a reason and the version seen; a refusal shows as an error', async () => {
    const fetchMock = fakeServer(
      detailOf(disruptionRow),
      'Compensation CP00000007 is CANCELLED: it cannot move to CANCELLED',
    );
    renderPage();
    fireEvent.click(await screen.findByTestId('move-CANCELLED', {}, SLOW));
    fireEvent.click(await screen.findByTestId('move-ok'));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('move-reason'), { target: { value: 'Passenger withdrew' } });
    fireEvent.click(screen.getByTestId('move-ok'));
    await waitFor(() =>
      expect(bodies(fetchMock, '/cancel')[0]).toEqual({ id: 7, version: 1, reason: 'Passenger withdrew' }),
    );
    const toast = await screen.findByText(/is CANCELLED: it cannot move to CANCELLED/, {}, SLOW);
    expect(toast.closest('.ant-message-error')).toBeTruthy();
  });

  it("records the airline's answer with the amount it pays", async () => {
    const fetchMock = fakeServer(detailOf({ ...disruptionRow, status: 'CLAIM_SUBMITTED', version: 4 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('move-AIRLINE_ACCEPTED', {}, SLOW));
    fireEvent.change(await screen.findByTestId('confirmed-amount'), { target: { value: '600' } });
    fireEvent.click(screen.getByTestId('move-ok'));
    await waitFor(() =>
      expect(bodies(fetchMock, '/inner/update')[0]).toMatchObject({
        id: 7,
        version: 4,
        status: 'AIRLINE_ACCEPTED',
        confirmedAmount: '600.00',
      }),
    );
  });

  it('offers a goodwill case the payment, not a claim, and shows a stale version with Reload', async () => {
    fakeServer(detailOf(complaintRow), 'This case was changed by admin at 2026-11-24 09:00:00; reload it');
    renderPage(8);
    expect(await screen.findByTestId('move-PAID', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('move-CLAIM_SUBMITTED')).toBeNull();
    fireEvent.click(screen.getByTestId('move-PAID'));
    // The hint describes the goodwill payment only, not the airline's.
    const hint = (await screen.findByTestId('move-hint', {}, SLOW)).textContent ?? '';
    expect(hint).toMatch(/of goodwill is debited from the agency's balance once/);
    expect(hint).not.toMatch(/airline/i);
    fireEvent.click(await screen.findByTestId('move-ok'));
    expect(await screen.findByRole('button', { name: /Reload/ }, SLOW)).toBeTruthy();
  });

  it('edits the amount and remark of an open case with the version seen, and says when nothing changed', async () => {
    const fetchMock = fakeServer(detailOf({ ...disruptionRow, version: 3 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('compensation-edit', {}, SLOW));
    const amount = await screen.findByTestId('edit-amount');
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('800.00'));
    fireEvent.click(screen.getByTestId('edit-ok'));
    expect(await screen.findByText('Change the amount or the remark')).toBeTruthy();
    expect(bodies(fetchMock, '/edit')).toEqual([]);

    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('edit-ok'));
    expect(await screen.findByText('Amount asked is required')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '800' } });
    fireEvent.change(screen.getByTestId('edit-remark'), { target: { value: '  Two passengers  ' } });
    fireEvent.click(screen.getByTestId('edit-ok'));
    await waitFor(() =>
      expect(bodies(fetchMock, '/edit')[0]).toEqual({ id: 7, version: 3, remark: 'Two passengers' }),
    );
    expect(await screen.findByText('Compensation CP00000007 saved', {}, SLOW)).toBeTruthy();
  });

  it('offers no edit once the claim went out, nor to a user without the compensation code', async () => {
    fakeServer(detailOf({ ...disruptionRow, status: 'CLAIM_SUBMITTED', version: 4 }));
    const claimed = renderPage();
    expect(await screen.findByTestId('move-AIRLINE_ACCEPTED', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('compensation-edit')).toBeNull();
    claimed.unmount();
    queryClient.clear();

    fakeServer(detailOf(disruptionRow));
    renderPage(7, [Permission.REFUNDS]);
    expect(await screen.findByTestId('move-ASSESSED', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('compensation-edit')).toBeNull();
  });

  it('closes the edit on a stale version and holds the page until Reload', async () => {
    const fetchMock = fakeServer(
      detailOf(complaintRow),
      'This case was changed by admin at 2026-11-24 09:00:00; reload it',
    );
    renderPage(8);
    fireEvent.click(await screen.findByTestId('compensation-edit', {}, SLOW));
    const amount = await screen.findByTestId('edit-amount');
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('50.00'));
    fireEvent.change(amount, { target: { value: '65' } });
    fireEvent.click(screen.getByTestId('edit-ok'));
    await waitFor(() =>
      expect(bodies(fetchMock, '/edit')[0]).toEqual({ id: 8, version: 1, amount: '65.00' }),
    );
    expect(await screen.findByTestId('case-stale', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('compensation-edit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('case-reload'));
    await waitFor(() => expect(screen.queryByTestId('case-stale')).toBeNull());
  });
});
