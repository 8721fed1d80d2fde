import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { OrderDetail, OrderPassenger, OrderSegment, SeatRow, SeatSelectionInfo } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import SeatListPage from './seat-list-page';

const SLOW = { timeout: 5000 };
const row: SeatRow = {
  id: 7,
  seatNo: 'ST00000007',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  status: 'PRICED',
  version: 1,
  passengers: 'FINN WOLF',
  segments: 'DA316 JFK-MAD 2026-12-26 10:00 seat 12A',
  flight: 'DA316 JFK-MAD 2026-12-26 10:00 seat 12A',
  seat: '12A',
  seatType: 'STANDARD',
  seatPrice: '8.00',
  emd: null,
  applicationAmount: '13.00',
  confirmedAmount: null,
  serviceCharge: '5.00',
  currency: 'EUR',
  deadline: '2026-11-24 10:39:13',
  secondsLeft: 3600,
  createdBy: 'operator',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'operator',
  updateTime: '2026-11-24 08:39:13',
};
const order = {
  passengers: [
    { id: 11, name: 'WOLF/FINN', nameForShow: 'Finn Wolf', ageType: 0 } as OrderPassenger,
    { id: 12, name: 'WOLF/MIA', nameForShow: 'Mia Wolf', ageType: 2 } as OrderPassenger,
  ],
  segments: [
    {
      id: 21,
      flightNo: 'DA316',
      dep: 'JFK',
      arr: 'MAD',
      back: false,
      passengerId: null,
      fullDepTime: '2026-12-26 10:00:00',
    } as OrderSegment,
  ],
} as OrderDetail;
const map: SeatSelectionInfo = {
  serviceCharge: '5.00',
  currency: 'EUR',
  orderNo: 'OF2611234966',
  passenger: { id: 11, name: 'FINN WOLF', ageType: 0 },
  segment: { id: 21, flightNo: 'DA316', dep: 'JFK', arr: 'MAD', depTime: '2026-12-26 10:00:00' },
  letters: ['A', 'B', 'C', 'D'],
  rows: [
    { number: 1, seatType: 'EXTRA_LEGROOM' },
    { number: 2, seatType: 'STANDARD' },
  ],
  prices: [
    { seatType: 'EXTRA_LEGROOM', price: '25.00' },
    { seatType: 'STANDARD', price: '8.00' },
  ],
  taken: ['1B', '2C'],
  current: null,
};
const heldText = 'Seat 2A on DA316 held for FINN WOLF: ST00000008, 13.00 EUR';
const takenText = 'Seat 2A on DA316 was taken meanwhile: choose another';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 200, message: 'Success', data });

/** A seat button of the map, found by its test id and checked by the name a screen reader reads. */
function seatButton(seat: string, name: string) {
  const button = screen.getByTestId(`seat-${seat}`);
  expect(button.getAttribute('aria-label')).toBe(name);
  return button;
}

/** The maps answer in turn (the last one stays); the insert answers `inserts` in turn. */
function fakeServer(maps: SeatSelectionInfo[], inserts: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0];
    if (path === '/seatSelectInfo/pageList') return ok({ rows: [row], total: 1 });
    if (path === '/onefly/order/detail') return ok([order]);
    if (path === '/seatSelectInfo/getSeatSelectionInfo') return ok(maps.length > 1 ? maps.shift() : maps[0]);
    if (path === '/seatSelectInfo/insert') return json(inserts.shift());
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/html/seat') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <SeatListPage />
    </QueryClientProvider>,
    path,
  );
}

async function pick(testId: string, label: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('input') as HTMLElement);
  const option = (await screen.findAllByText(label, {}, SLOW))
    .map((node) => node.closest('.ant-select-item-option'))
    .find(Boolean);
  fireEvent.click(option as HTMLElement);
  return option as HTMLElement;
}

/** Opens the dialog, loads the order, checks the infant is refused and opens Finn's map. */
async function openMap() {
  fireEvent.click(await screen.findByTestId('choose-seat', {}, SLOW));
  const dialog = (await screen.findByText('Choose a seat', {}, SLOW)).closest('.ant-modal') as HTMLElement;
  const orderInput = within(dialog).getByLabelText('Order no.');
  fireEvent.change(orderInput, { target: { value: 'of2611234966' } });
  fireEvent.click(within(dialog).getByText('Load order'));
  const passenger = screen.getByTestId('choose-passenger');
  await waitFor(() => expect(passenger.className).not.toContain('disabled'), SLOW);
  fireEvent.mouseDown(passenger.querySelector('input') as HTMLElement);
  const infant = (
    await screen.findByText("Mia Wolf — infant: sits on an adult's lap, no seat", {}, SLOW)
  ).closest('.ant-select-item-option') as HTMLElement;
  expect(infant.getAttribute('aria-disabled')).toBe('true');
  await pick('choose-passenger', 'Finn Wolf');
  await pick('choose-segment', 'DA316 JFK-MAD 2026-12-26 10:00');
  return screen.findByTestId('seat-map', {}, SLOW);
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('seat list page', { timeout: 90_000 }, () => {
  it('lists seat cases with links, translated type and status, and the price', async () => {
    const fetchMock = fakeServer([map], []);
    renderPage();
    const table = await screen.findByTestId('seat-table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'ST00000007' }, SLOW);
    expect(link.getAttribute('href')).toBe('/html/seat/setDetail?id=7');
    expect(within(table).getByRole('link', { name: 'OF2611234966' }).getAttribute('href')).toBe(
      '/html/orderList/details?orderNo=OF2611234966',
    );
    expect(within(table).getByText('Priced')).toBeTruthy();
    expect(within(table).getByText('standard')).toBeTruthy();
    expect(within(table).getByText('13.00 EUR')).toBeTruthy();
    expect(screen.getByText('1 seat')).toBeTruthy();
    const url = String(
      fetchMock.mock.calls.find(([u]) => String(u).includes('/seatSelectInfo/pageList'))?.[0],
    );
    expect(url).toContain('pageNum=1&pageSize=20');
  });

  it('draws the map with taken seats disabled, prices and the service charge, and shows data once held', async () => {
    const fetchMock = fakeServer([map], [{ status: 200, message: 'Success', data: heldText }]);
    renderPage();
    const drawn = await openMap();
    expect(drawn.querySelectorAll('button')).toHaveLength(8);
    expect(seatButton('1B', 'Seat 1B, extra legroom, taken')).toHaveProperty('disabled', true);
    expect(seatButton('1A', 'Seat 1A, extra legroom, 30.00 EUR')).toHaveProperty('disabled', false);
    // The legend's price includes the service charge, as the seats' do.
    expect(screen.getByText('standard: 13.00 EUR')).toBeTruthy();
    expect(screen.getByTestId('service-charge').textContent).toContain('5.00 EUR');

    fireEvent.click(seatButton('2A', 'Seat 2A, standard, 13.00 EUR'));
    fireEvent.click(screen.getByTestId('choose-seat-ok'));
    expect(await screen.findByText(heldText, {}, SLOW)).toBeTruthy();
    const insert = fetchMock.mock.calls.find(([u]) => String(u).includes('/seatSelectInfo/insert'));
    expect(JSON.parse(String(insert?.[1]?.body))).toEqual({
      orderNo: 'OF2611234966',
      passengerId: 11,
      segmentId: 21,
      seat: '2A',
    });
    await waitFor(() => expect(screen.queryByTestId('seat-map')).toBeNull());
  });

  it('warns with the server message when the seat was taken meanwhile and reads the map again', async () => {
    const fetchMock = fakeServer(
      [map, { ...map, taken: [...map.taken, '2A'] }],
      [{ status: 400, message: takenText, data: null }],
    );
    renderPage();
    await openMap();
    fireEvent.click(seatButton('2A', 'Seat 2A, standard, 13.00 EUR'));
    fireEvent.click(screen.getByTestId('choose-seat-ok'));
    expect(await screen.findByText(takenText, {}, SLOW)).toBeTruthy();
    await waitFor(
      () => expect(seatButton('2A', 'Seat 2A, standard, taken')).toHaveProperty('disabled', true),
      SLOW,
    );
    const maps = fetchMock.mock.calls.filter(([u]) => String(u).includes('getSeatSelectionInfo'));
    expect(maps.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the seat, naming the field, before anything is sent', async () => {
    const fetchMock = fakeServer([map], []);
    renderPage();
    await openMap();
    fireEvent.click(screen.getByTestId('choose-seat-ok'));
    expect(await screen.findByText('Seat is required', {}, SLOW)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/seatSelectInfo/insert'))).toBe(false);
  });

  it('opens the seat dialog with the order filled in when an order’s details sent the operator here', async () => {
    fakeServer([map], []);
    renderPage('/html/seat?add=OF2611234966');
    const dialog = (await screen.findByText('Choose a seat', {}, SLOW)).closest('.ant-modal') as HTMLElement;
    expect((within(dialog).getByLabelText('Order no.') as HTMLInputElement).value).toBe('OF2611234966');
    const passenger = screen.getByTestId('choose-passenger');
    await waitFor(() => expect(passenger.className).not.toContain('disabled'), SLOW);
  });
});
