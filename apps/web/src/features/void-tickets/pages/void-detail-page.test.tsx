import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { VoidTicketDetail } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import VoidDetailPage from './void-detail-page';
import { ok, pathOf, refused, requestedDetail } from './void-test-data';

const SLOW = { timeout: 5000 };
const stale = 'This case was changed by admin at 2026-11-24 08:40:02; reload it';
const voidedDetail: VoidTicketDetail = {
  ...requestedDetail,
  status: 'VOIDED',
  version: 2,
  confirmedAmount: '171.00',
  airlineVoidId: 'DAV-DEMO-001234',
};

/** The detail answers `details` in turn (the last one stays); the move answers `moves` in turn. */
function fakeServer(details: (VoidTicketDetail | null)[], moves: Response[] = []) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = pathOf(input);
    if (path === '/invalidatedTicket/detail') return ok(details.length > 1 ? details.shift() : details[0]);
    if (path === '/invalidatedTicket/update') return moves.shift() ?? ok(null);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/html/voidTicket/voidTicketDetail?id=7') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <VoidDetailPage />
    </QueryClientProvider>,
    path,
  );
}

const updates = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([u]) => pathOf(u) === '/invalidatedTicket/update')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function openMove(status: string, title: string) {
  fireEvent.click(await screen.findByTestId(`move-${status}`, {}, SLOW));
  return (await screen.findByText(title, {}, SLOW)).closest('.ant-modal') as HTMLElement;
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('void detail page', { timeout: 30_000 }, () => {
  it('shows the void, its window, history and the two moves a requested void can make', async () => {
    fakeServer([requestedDetail]);
    renderPage();
    const summary = await screen.findByTestId('void-summary', {}, SLOW);
    expect(within(summary).getByText('0750000001234')).toBeTruthy();
    expect(within(summary).getByTestId('void-amount').textContent).toBe('171.00 EUR');
    expect(within(summary).getByTestId('case-countdown').textContent).toMatch(/^01:0[12]:\d\d$/);
    expect(
      within(screen.getByTestId('void-actions'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Void ticket', 'Reject']);
    expect(
      within(screen.getByTestId('case-history')).getByText('Void VD00000007 opened (VOID)'),
    ).toBeTruthy();
  });

  it('says the full amount goes back and cannot be undone, sends the version, and shows the void done', async () => {
    const fetchMock = fakeServer(
      [requestedDetail, voidedDetail],
      [ok({ ...voidedDetail, records: undefined })],
    );
    renderPage();
    const dialog = await openMove('VOIDED', 'VD00000007: move to Voided?');
    expect(within(dialog).getByTestId('move-hint').textContent).toBe(
      'The airline is asked to void ticket 0750000001234. The full amount, 171.00 EUR, goes back to the account that paid the order. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void ticket' }));
    expect(await screen.findByText('VD00000007 is now Voided', {}, SLOW)).toBeTruthy();
    expect(updates(fetchMock)).toEqual([{ id: 7, version: 1, status: 'VOIDED' }]);
    await waitFor(() => expect(screen.getByTestId('void-reversed').textContent).toBe('171.00 EUR'));
    expect(screen.queryByTestId('void-actions')?.children.length ?? 0).toBe(0);
  });

  it('asks a reason to reject and warns with the server’s words when the window closed', async () => {
    const closed =
      'The void window of ticket 0750000001234 closed at 2026-11-25 00:00:00 (issued 2026-11-24 08:34:13); a refund is the way now';
    const fetchMock = fakeServer([requestedDetail], [refused(closed)]);
    renderPage();
    let dialog = await openMove('REJECTED', 'VD00000007: move to Rejected?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required', {}, SLOW)).toBeTruthy();
    expect(updates(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openMove('VOIDED', 'VD00000007: move to Voided?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void ticket' }));
    expect(await screen.findByText(closed, {}, SLOW)).toBeTruthy();
  });

  it('shows an airline refusal as a warning with its reason, and the reason on the case', async () => {
    const note = 'Demo Air refused to void: ticket already used; a refund is the way';
    const rejectedDetail: VoidTicketDetail = {
      ...requestedDetail,
      status: 'REJECTED',
      version: 2,
      records: [
        ...requestedDetail.records,
        {
          id: 99,
          createTime: '2026-11-24 09:00:00',
          operator: 'admin',
          action: 'MOVE',
          fromStatus: 'REQUESTED',
          toStatus: 'REJECTED',
          content: `Void VD00000007: REQUESTED → REJECTED. ${note}`,
          code: 'caseMovedNote',
          params: { label: 'Void', caseNo: 'VD00000007', from: 'REQUESTED', to: 'REJECTED', note },
        },
      ],
    };
    fakeServer(
      [requestedDetail, rejectedDetail],
      [ok({ ...rejectedDetail, records: undefined, moveNote: note })],
    );
    renderPage();
    const dialog = await openMove('VOIDED', 'VD00000007: move to Voided?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void ticket' }));
    const toast = await screen.findByText(`VD00000007 is now Rejected: ${note}`, {}, SLOW);
    expect(toast.closest('.ant-message-warning')).not.toBeNull();
    expect(document.querySelector('.ant-message-success')).toBeNull();
    const reason = await screen.findByTestId('case-failure-reason', {}, SLOW);
    expect(reason.textContent).toContain(note);
  });

  it('shows a stale version with Reload, and a missing void as not found', async () => {
    fakeServer([requestedDetail], [refused(stale)]);
    renderPage();
    const dialog = await openMove('VOIDED', 'VD00000007: move to Voided?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void ticket' }));
    const alert = await screen.findByTestId('case-stale', {}, SLOW);
    expect(within(alert).getByText(stale)).toBeTruthy();
    expect((screen.getByTestId('move-VOIDED') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(screen.queryByTestId('case-stale')).toBeNull());
  });

  it('shows not found for an id that names no void', async () => {
    fakeServer([null]);
    renderPage('/html/voidTicket/voidTicketDetail?id=999');
    expect(await screen.findByTestId('void-not-found', {}, SLOW)).toBeTruthy();
  });
});
