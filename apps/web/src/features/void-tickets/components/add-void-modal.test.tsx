import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import VoidListPage from '../pages/void-list-page';
import { closedWindow, ok, pathOf, refused, requested, tickets } from '../pages/void-test-data';

const SLOW = { timeout: 5000 };

/** The list is empty, the order's tickets are `tickets`, and the insert answers `inserts` in turn. */
function fakeServer(inserts: Response[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = pathOf(input);
    if (path === '/invalidatedTicket/pageList') return ok({ pageList: [], totalCount: 0 });
    if (path === '/invalidatedTicket/tickets')
      return String(input).includes('orderNo=OF2611234966')
        ? ok(tickets)
        : refused('Order OF0000000000 does not exist');
    if (path === '/invalidatedTicket/insert') return inserts.shift() ?? ok(null);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <VoidListPage />
    </QueryClientProvider>,
    '/html/voidTicket',
  );
}

async function openForm(orderNo: string) {
  fireEvent.click(await screen.findByTestId('add-void', {}, SLOW));
  const dialog = (await screen.findByRole('dialog', {}, SLOW)) as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('Order no.'), { target: { value: orderNo } });
  fireEvent.click(within(dialog).getByRole('button', { name: /Load tickets/ }));
  return dialog;
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for the void' }));

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('void ticket form', { timeout: 30_000 }, () => {
  it('names the missing fields and warns with the server’s words for an unknown order', async () => {
    const fetchMock = fakeServer([]);
    renderPage();
    fireEvent.click(await screen.findByTestId('add-void', {}, SLOW));
    const dialog = (await screen.findByRole('dialog', {}, SLOW)) as HTMLElement;
    submit(dialog);
    expect(await within(dialog).findByText('Order no. is required', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Ticket is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Order no.'), { target: { value: 'of0000000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Load tickets/ }));
    expect(
      (await screen.findAllByText('Order OF0000000000 does not exist', {}, SLOW)).length,
    ).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([u]) => pathOf(u) === '/invalidatedTicket/insert')).toBe(false);
  });

  it('offers each ticket with its window and amount, disables one that cannot be voided with the reason', async () => {
    fakeServer([]);
    renderPage();
    const dialog = await openForm('OF2611234966');
    const [held, open] = (await within(dialog).findAllByRole('radio', {}, SLOW)) as HTMLInputElement[];
    expect(held?.disabled).toBe(true);
    expect(open?.disabled).toBe(false);
    expect(
      within(dialog).getByText('Ticket 0750000001234 already has void VD00000007 (REQUESTED)'),
    ).toBeTruthy();
    expect(within(dialog).getAllByText('Window ends 2026-11-25 00:00 · 171.00 EUR')).toHaveLength(2);
  });

  it('sends the order, passenger and remark; a closed window warns with the server’s words and keeps the form', async () => {
    const fetchMock = fakeServer([refused(closedWindow), ok({ ...requested, id: 9, voidNo: 'VD00000009' })]);
    renderPage();
    const dialog = await openForm('OF2611234966');
    fireEvent.click(await within(dialog).findByText('Lea Wolf', {}, SLOW));
    fireEvent.change(within(dialog).getByLabelText('Remark'), { target: { value: 'Booked twice' } });
    submit(dialog);
    expect(await screen.findByText(closedWindow, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    const inserts = () => fetchMock.mock.calls.filter(([u]) => pathOf(u) === '/invalidatedTicket/insert');
    expect(JSON.parse(String(inserts()[0]?.[1]?.body))).toEqual({
      orderNo: 'OF2611234966',
      passengerId: 39722,
      remark: 'Booked twice',
    });

    submit(dialog);
    expect(await screen.findByText('Void VD00000009 asked for', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(inserts()).toHaveLength(2));
  });
});
