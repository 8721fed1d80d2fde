import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import type { OrderDetail, OrderPassenger } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import ChangeListPage from './change-list-page';

const SLOW = { timeout: 5000 };
const refusal =
  'name: a name correction may change at most 3 letters; WOLF/FIN → WOLF/MARIA changes 4, which needs a new ticket';
const passenger: OrderPassenger = {
  id: 39721,
  orderId: 4966,
  name: 'WOLF/FIN',
  nameForShow: 'Fin Wolf',
  ageType: 0,
  gender: 'M',
  birthday: '19900512',
  nationality: 'DE',
  cardType: 'PASSPORT',
  cardNum: 'P1234567',
  cardExpired: '2031-04-30',
  cardIssuePlace: 'DE',
  ticketNo: '999-1234567890',
  ticketStatus: 'OPEN',
};
const order = { summary: { orderNo: 'OF2611234966' }, passengers: [passenger] } as unknown as OrderDetail;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The order detail knows OF2611234966 only; the add call answers from `adds`, one per call. */
function fakeServer(adds: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace('/prod-api', '');
    if (path === '/onefly/order/detail')
      return url.searchParams.get('orderNo') === 'OF2611234966'
        ? json({ status: 200, message: 'Success', data: [order] })
        : json({ status: 201, message: `Order ${url.searchParams.get('orderNo')} does not exist`, data: [] });
    if (path === '/passengerInfoChanging/add') return json(adds.shift());
    return json({ status: 200, message: 'Success', data: { pageList: [], totalCount: 0 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openForm() {
  saveSession(loginData());
  renderWithApp(
    <QueryClientProvider client={queryClient}>
      <ChangeListPage />
    </QueryClientProvider>,
    '/html/passenger',
  );
  fireEvent.click(await screen.findByTestId('add-change', {}, SLOW));
  return (await screen.findByText('New passenger change', {}, SLOW)).closest('.ant-modal') as HTMLElement;
}

async function loadOrder(dialog: HTMLElement, orderNo: string) {
  fireEvent.change(within(dialog).getByLabelText('Order no.'), { target: { value: orderNo } });
  fireEvent.click(within(dialog).getByRole('button', { name: /Load passengers/ }));
}

async function pickPassenger(dialog: HTMLElement) {
  const select = within(dialog).getByLabelText('Passenger') as HTMLInputElement;
  // The passengers arrive with the order: until then there is nothing to pick.
  await waitFor(() => expect(select.disabled).toBe(false), SLOW);
  fireEvent.mouseDown(select);
  const option = await screen.findByText('WOLF/FIN · Passport P1234567', {}, SLOW);
  fireEvent.click(option.closest('.ant-select-item-option') as HTMLElement);
}

const addCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/passengerInfoChanging/add'));

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('add passenger change form', { timeout: 30_000 }, () => {
  it('names each missing field, and shows the server words for an unknown order on the order field', async () => {
    const fetchMock = fakeServer([]);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByTestId('add-change-ok'));
    expect(await within(dialog).findByText('Order no. is required', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Passenger is required')).toBeTruthy();

    await loadOrder(dialog, 'of0000000000');
    expect(await within(dialog).findByText('Order OF0000000000 does not exist', {}, SLOW)).toBeTruthy();
    expect(addCalls(fetchMock)).toHaveLength(0);
  });

  it('prefills the name, checks it, warns with the server refusal keeping the form open, then opens the change', async () => {
    const fetchMock = fakeServer([
      { status: 400, message: refusal, data: null },
      { status: 200, message: 'Success', data: { id: 9, changeNo: 'PC00000009' } },
    ]);
    const dialog = await openForm();
    await loadOrder(dialog, 'OF2611234966');
    await pickPassenger(dialog);
    const name = (await within(dialog).findByLabelText('Name', {}, SLOW)) as HTMLInputElement;
    expect(name.value).toBe('WOLF/FIN');
    // A name correction edits the name only: no document field is offered.
    expect(within(dialog).queryByLabelText('Document number')).toBeNull();

    fireEvent.change(name, { target: { value: 'WOLF FIN' } });
    fireEvent.click(within(dialog).getByTestId('add-change-ok'));
    expect(
      await within(dialog).findByText('Name must be SURNAME/GIVEN NAMES in letters', {}, SLOW),
    ).toBeTruthy();

    fireEvent.change(name, { target: { value: 'wolf/maria' } });
    fireEvent.click(within(dialog).getByTestId('add-change-ok'));
    // The refusal's field named as the form names it.
    expect(await screen.findByText(refusal.replace(/^name:/, 'Name:'), {}, SLOW)).toBeTruthy();
    expect(screen.getByText('New passenger change')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(String(addCalls(fetchMock)[0]?.[1]?.body)))).toEqual({
      orderNo: 'OF2611234966',
      passengerId: '39721',
      changeType: 'NAME_CORRECTION',
      name: 'WOLF/MARIA',
      gender: 'M',
      birthday: '19900512',
      nationality: 'DE',
      cardType: 'PASSPORT',
      cardNum: 'P1234567',
      cardExpired: '2031-04-30',
      cardIssuePlace: 'DE',
    });

    fireEvent.change(name, { target: { value: 'WOLF/FINN' } });
    fireEvent.click(within(dialog).getByTestId('add-change-ok'));
    expect(await screen.findByText('Passenger change PC00000009 added', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(addCalls(fetchMock)).toHaveLength(2));
  });

  it('a document update offers the document fields, prefilled, and names a wrong one', async () => {
    const fetchMock = fakeServer([]);
    const dialog = await openForm();
    await loadOrder(dialog, 'OF2611234966');
    await pickPassenger(dialog);
    fireEvent.click(within(dialog).getByLabelText('Document update'));
    const number = (await within(dialog).findByLabelText('Document number', {}, SLOW)) as HTMLInputElement;
    expect(number.value).toBe('P1234567');
    expect((within(dialog).getByLabelText('Document expiry') as HTMLInputElement).value).toBe('2031-04-30');
    expect(within(dialog).queryByLabelText('Name')).toBeNull();

    fireEvent.change(number, { target: { value: 'N1' } });
    fireEvent.change(within(dialog).getByLabelText('Nationality'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByTestId('add-change-ok'));
    expect(
      await within(dialog).findByText('Document number must be 5 to 20 letters or digits', {}, SLOW),
    ).toBeTruthy();
    expect(within(dialog).getByText('Nationality is required')).toBeTruthy();
    expect(addCalls(fetchMock)).toHaveLength(0);
  });

  it('opened from an order’s passenger edit, starts filled in with the new name asked there', async () => {
    const fetchMock = fakeServer([
      { status: 200, message: 'Success', data: { id: 9, changeNo: 'PC00000009' } },
    ]);
    saveSession(loginData());
    const proposal = {
      changeType: 'NAME_CORRECTION',
      passenger: {
        id: 39721,
        name: 'WOLF/FINN',
        gender: 'M',
        birthday: '19900512',
        nationality: 'DE',
        cardType: 'PASSPORT',
        cardNum: 'P1234567',
        cardExpired: '2031-04-30',
        cardIssuePlace: 'DE',
      },
    };
    const entry = {
      pathname: '/html/passenger',
      search: '?add=OF2611234966&passengers=39721',
      state: { passengerChange: proposal },
    };
    renderWithRouterState(entry);
    const dialog = (await screen.findByText('New passenger change', {}, SLOW)).closest(
      '.ant-modal',
    ) as HTMLElement;
    const name = (await within(dialog).findByLabelText('Name', {}, SLOW)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('WOLF/FINN'), SLOW);
    expect(within(dialog).getByText('WOLF/FIN · Passport P1234567')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('add-change-ok'));
    expect(await screen.findByText('Passenger change PC00000009 added', {}, SLOW)).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(String(addCalls(fetchMock)[0]?.[1]?.body)))).toMatchObject({
      orderNo: 'OF2611234966',
      passengerId: '39721',
      changeType: 'NAME_CORRECTION',
      name: 'WOLF/FINN',
    });
  });
});

function renderWithRouterState(entry: { pathname: string; search: string; state: unknown }) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[entry]}>
        <QueryClientProvider client={queryClient}>
          <ChangeListPage />
        </QueryClientProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}
