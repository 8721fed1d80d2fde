import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import VoidListPage from './void-list-page';
import { ok, pathOf, requested, voided } from './void-test-data';

const SLOW = { timeout: 5000 };

function fakeServer(rows: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    pathOf(input) === '/invalidatedTicket/pageList'
      ? ok({ pageList: rows, totalCount: rows.length })
      : ok(null),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/html/voidTicket') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <VoidListPage />
    </QueryClientProvider>,
    path,
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('void list page', { timeout: 30_000 }, () => {
  it('lists voids with links, amounts, status and the time left in a waiting void’s window', async () => {
    const fetchMock = fakeServer([requested, voided]);
    renderPage();
    const table = await screen.findByTestId('void-table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'VD00000007' }, SLOW);
    expect(link.getAttribute('href')).toBe('/html/voidTicket/voidTicketDetail?id=7');
    const [waiting, done] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(waiting as HTMLElement)
        .getByRole('link', { name: 'OF2611234966' })
        .getAttribute('href'),
    ).toBe('/html/orderList/details?orderNo=OF2611234966');
    expect(within(waiting as HTMLElement).getByText('Requested')).toBeTruthy();
    expect(within(waiting as HTMLElement).getByText('171.00 EUR')).toBeTruthy();
    expect(within(waiting as HTMLElement).getByText('0750000001234')).toBeTruthy();
    expect(within(waiting as HTMLElement).getByTestId('case-countdown').textContent).toMatch(
      /^01:0[12]:\d\d$/,
    );
    // A decided void's window no longer binds: when it ended, no countdown.
    expect(within(done as HTMLElement).queryByTestId('case-countdown')).toBeNull();
    expect(within(done as HTMLElement).getByTestId('case-deadline').textContent).toBe('2026-11-25 00:00');
    expect(screen.getByText('2 voids')).toBeTruthy();
    const url = String(fetchMock.mock.calls.find(([u]) => pathOf(u) === '/invalidatedTicket/pageList')?.[0]);
    expect(url).toContain('pageNum=1&pageSize=20');
  });

  it('asks the server for the filters in the address and shows the empty state', async () => {
    const fetchMock = fakeServer([]);
    renderPage('/html/voidTicket?status=VOIDED&orderNo=OF2611234966&windowStart=2026-11-24');
    expect(await screen.findByText('No voids', {}, SLOW)).toBeTruthy();
    const url = String(fetchMock.mock.calls.find(([u]) => pathOf(u) === '/invalidatedTicket/pageList')?.[0]);
    expect(url).toContain('status=VOIDED');
    expect(url).toContain('orderNo=OF2611234966');
    expect(url).toContain('windowStart=2026-11-24');
  });
  it("opens the form from an order's details with its tickets asked for, and closes it out of the address", async () => {
    const fetchMock = fakeServer([]);
    renderPage('/html/voidTicket?add=of2611234966');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Void a ticket')).toBeTruthy();
    expect(
      (within(dialog).getByTestId('add-order-no').querySelector('input') as HTMLInputElement).value,
    ).toBe('OF2611234966');
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) =>
          String(u).includes('/invalidatedTicket/tickets?orderNo=OF2611234966'),
        ),
      ).toBe(true),
    );
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    // The form stays open while the order is in the address: closed, it is out of it.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
