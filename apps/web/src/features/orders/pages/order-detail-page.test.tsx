import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { fakeApi, loginData, renderWithApp } from '../../../test/render';
import OrderDetailPage from './order-detail-page';

const SEGMENT = {
  id: 1,
  flightNo: 'DA1234',
  airline: 'DA',
  dep: 'MAD',
  arr: 'CDG',
  depDate: '2026-05-01',
  depTime: '08:30',
  arrDate: '2026-05-01',
  arrTime: '10:35',
  fullDepTime: '2026-05-01 08:30:00',
  fullArrTime: '2026-05-01 10:35:00',
  back: false,
  cabin: 'economy',
  passengerId: null as number | null,
};
const PASSENGER = {
  id: 7,
  orderId: 3,
  name: 'GARCIA/ANA',
  nameForShow: 'Ana Garcia',
  ageType: 1,
  gender: 'F',
  birthday: '20150102',
  nationality: 'ES',
  cardType: 'PASSPORT',
  cardNum: 'AB1234567',
  cardExpired: '2030-01-01',
  cardIssuePlace: 'ES',
  ticketNo: '9010000000001',
  ticketStatus: 'OPEN',
};
const DETAIL = {
  summary: {
    orderNo: 'OF2605010001',
    platformType: 1,
    bookTime: '2026-04-01 10:00:00',
    confirmTime: null,
    departTime: '2026-05-01 08:30:00',
    returnTime: null,
    status: 'TICKETED',
    passengerName: 'Ana Garcia',
    passengerEmail: 'ana@correo.es',
    pnr: 'ABC123',
    route: 'MAD-CDG',
    paymentAccount: 'ONEFLY-EUR',
    price: 321.5,
    currency: 'EUR',
    travelType: 1,
    segments: 'DA1234 MAD-CDG 2026-05-01 08:30',
    passengers: 1,
    airline: 'DA',
    airlineName: 'Demo Air',
    client: 'onefly.com',
    branch: 'Madrid',
    channel: 'WEB',
    taxes: 40,
    fees: 10,
    seatPrice: 0,
    seatPriceEur: 0,
    baggagePrice: 0,
    baggagePriceEur: 0,
    cabinBaggagePrice: 0,
    cabinBaggagePriceEur: 0,
    payment: {
      paid: true,
      paidAt: '2026-04-01 10:01:00',
      account: 'ONEFLY-EUR',
      amount: 321.5,
      currency: 'EUR',
    },
  },
  segments: [SEGMENT],
  passengers: [PASSENGER],
  luggage: [],
  contact: null,
  operationRecordVOList: [
    { createTime: '2026-04-01 10:00:00', operator: 'system', content: 'Order created via WEB' },
  ],
};

/** Where the page sent the operator, with the state it handed over. */
function Landed() {
  const location = useLocation();
  return (
    <output data-testid="landed">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  );
}

function renderDetail(orderNo: string) {
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="/html/orderList/details" element={<OrderDetailPage />} />
        <Route path="/html/passenger" element={<Landed />} />
      </Routes>
    </QueryClientProvider>,
    `/html/orderList/details?orderNo=${orderNo}`,
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('order detail page', () => {
  it('asks the prefix of the user’s platform and shows labels, birthdays and records', async () => {
    const fetchMock = fakeApi({
      '/onefly/order/detail': { status: 200, message: 'Success', data: [DETAIL] },
    });
    saveSession(loginData({ platformType: 1 }));
    renderDetail('OF2605010001');
    expect(await screen.findByText('Ana Garcia', { selector: 'span[title]' })).toBeTruthy();
    expect(screen.getByText('One-way')).toBeTruthy();
    expect(screen.getByText('Child')).toBeTruthy();
    expect(screen.getByText('2015-01-02')).toBeTruthy();
    expect(screen.getByText('Order created via WEB')).toBeTruthy();
    expect(screen.getByText('Outbound')).toBeTruthy();
    // Everyone flies every flight: no column says who.
    expect(screen.queryByText('Flown by')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/prod-api/onefly/order/detail?orderNo=')),
    ).toBe(true);
    // One date-time format on the screen: to the minute, the booking, the flight and the records alike.
    expect(screen.getByText('2026-05-01 08:30', { selector: 'td' })).toBeTruthy();
    expect(screen.getAllByText(/2026-04-01 10:00/).length).toBeGreaterThan(1);
    expect(document.body.textContent).not.toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it('says who flies each flight once a ticket change gave a passenger flights of her own', async () => {
    const own = { ...SEGMENT, id: 2, flightNo: 'DA1240', fullDepTime: '2026-05-03 08:30:00', passengerId: 8 };
    const other = { ...PASSENGER, id: 8, name: 'LI/BO', nameForShow: 'Bo Li' };
    fakeApi({
      '/onefly/order/detail': {
        status: 200,
        message: 'Success',
        data: [{ ...DETAIL, segments: [SEGMENT, own], passengers: [PASSENGER, other] }],
      },
    });
    saveSession(loginData({ platformType: 1 }));
    renderDetail('OF2605010001');
    const table = await screen.findByTestId('segments-table');
    await waitFor(() => expect(within(table).getAllByText('Flown by').length).toBeGreaterThan(0));
    const rows = [...table.querySelectorAll('tr.ant-table-row')];
    expect(rows.map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual(['DA1234', 'DA1240']);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['Everyone else', 'Bo Li']);
  });

  it('lists the order’s after-sales cases and opens a refund for the selected passengers and segments', async () => {
    const fetchMock = fakeApi({
      '/onefly/order/detail': { status: 200, message: 'Success', data: [DETAIL] },
      '/afterSales/orderCases': {
        status: 200,
        message: 'Success',
        data: [
          {
            id: 5,
            caseNo: 'TC00000005',
            kind: 'TICKET_CHANGE',
            subType: 'VOLUNTARY',
            status: 'QUOTED',
            open: true,
            applicationAmount: '85.00',
            confirmedAmount: null,
            serviceCharge: '10.00',
            currency: 'EUR',
            deadline: '2026-05-01 10:00:00',
            secondsLeft: 3725,
            createTime: '2026-04-02 09:00:00',
          },
        ],
      },
      '/orderRefund/addRefundOrderInfo': {
        status: 200,
        message: 'Success',
        data: { refundNo: 'RF00000009' },
      },
    });
    saveSession(loginData({ platformType: 1 }));
    renderDetail('OF2605010001');
    const table = await screen.findByTestId('after-sales-table');
    expect(await within(table).findByText('TC00000005')).toBeTruthy();
    expect(within(table).getByText('Ticket change')).toBeTruthy();
    // The status in the operator's words, never the code.
    expect(within(table).getByText('Quoted')).toBeTruthy();
    expect(within(table).queryByText('QUOTED')).toBeNull();
    // The other kinds' buttons sit apart, each an item of their own row.
    const buttons = within(screen.getByTestId('case-entries')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Add bag',
      'Choose seat',
      'Void ticket',
      'Add compensation',
      'Passenger change',
    ]);
    expect(buttons.every((button) => button.parentElement?.classList.contains('ant-space-item'))).toBe(true);
    expect(within(table).getByTestId('case-countdown').textContent).toMatch(/^01:0[12]:\d\d$/);

    const start = screen.getByTestId('start-refund');
    expect((start as HTMLButtonElement).disabled).toBe(true);
    // The row's box in each table (the first box of a table is its header's "select all").
    for (const id of ['segments-table', 'passengers-table']) {
      const boxes = within(screen.getByTestId(id)).getAllByRole('checkbox');
      fireEvent.click(boxes[boxes.length - 1] as HTMLElement);
    }
    await waitFor(() =>
      expect((screen.getByTestId('start-refund') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('start-refund'));
    fireEvent.click(await screen.findByRole('button', { name: 'Open case' }));
    expect(await screen.findByText('Case RF00000009 opened')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/orderRefund/addRefundOrderInfo'),
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      orderNo: 'OF2605010001',
      refundType: 'VOLUNTARY',
      passengerIds: [7],
      segmentIds: [1],
    });
  });

  it('offers a passenger change among the after-sales actions, for this order and passenger', async () => {
    fakeApi({ '/onefly/order/detail': { status: 200, message: 'Success', data: [DETAIL] } });
    saveSession(loginData({ platformType: 1 }));
    renderDetail('OF2605010001');
    const table = await screen.findByTestId('passengers-table');
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBe(2));
    const boxes = within(table).getAllByRole('checkbox');
    fireEvent.click(boxes[boxes.length - 1] as HTMLElement);
    await waitFor(() => expect((boxes[boxes.length - 1] as HTMLInputElement).checked).toBe(true));
    fireEvent.click(await screen.findByTestId('start-passengerChange'));
    expect((await screen.findByTestId('landed')).textContent).toContain(
      '/html/passenger?add=OF2605010001&passengers=7',
    );
  });

  it('does not offer a passenger change to a user without 1005-4', async () => {
    fakeApi({ '/onefly/order/detail': { status: 200, message: 'Success', data: [DETAIL] } });
    saveSession(loginData({ platformType: 1 }, ['1001-1', '1005-3']));
    renderDetail('OF2605010001');
    expect(await screen.findByTestId('start-baggage')).toBeTruthy();
    expect(screen.queryByTestId('start-passengerChange')).toBeNull();
  });

  it('turns a ticketed passenger’s new name into a passenger change, filled in, instead of saving it', async () => {
    const fetchMock = fakeApi({
      '/onefly/order/detail': { status: 200, message: 'Success', data: [DETAIL] },
    });
    saveSession(loginData({ platformType: 1 }));
    renderDetail('OF2605010001');
    fireEvent.click(await screen.findByTestId('edit-passengers'));
    const row = await screen.findByTestId('passenger-form-row');
    const name = within(row).getByDisplayValue('GARCIA/ANA');
    fireEvent.change(name, { target: { value: 'SMITHSON/JOHNATHAN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const needed = await screen.findByTestId('passenger-change-needed');
    expect(needed.textContent).toContain('GARCIA/ANA is ticketed (9010000000001)');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('updatePassengers'))).toBe(false);

    fireEvent.click(within(needed).getByTestId('start-passenger-change'));
    const landed = (await screen.findByTestId('landed')).textContent ?? '';
    expect(landed).toContain('/html/passenger?add=OF2605010001&passengers=7');
    const state = JSON.parse(landed.slice(landed.indexOf(' ') + 1)) as {
      passengerChange: { changeType: string; passenger: { id: number; name: string; cardNum: string } };
    };
    expect(state.passengerChange).toMatchObject({
      changeType: 'NAME_CORRECTION',
      passenger: { id: 7, name: 'SMITHSON/JOHNATHAN', cardNum: 'AB1234567' },
    });
  });

  it('saves what a ticketed passenger may change directly', async () => {
    const fetchMock = fakeApi({
      '/onefly/order/detail': { status: 200, message: 'Success', data: [DETAIL] },
      '/onefly/order/updatePassengers': {
        status: 200,
        message: 'Successfully updated passengers',
        data: null,
      },
    });
    saveSession(loginData({ platformType: 1 }));
    renderDetail('OF2605010001');
    fireEvent.click(await screen.findByTestId('edit-passengers'));
    await screen.findByTestId('passenger-form-row');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('updatePassengers'))).toBe(true),
    );
    expect(screen.queryByTestId('passenger-change-needed')).toBeNull();
  });

  it('shows a 201 answer’s message as an error and an empty placeholder', async () => {
    fakeApi({ '/edreams/order/detail': { status: 201, message: 'Order ED1 does not exist', data: [] } });
    saveSession(loginData({ name: 'edreams', platformType: 2 }));
    renderDetail('ED1');
    expect(await screen.findByText('Order ED1 does not exist')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No flights')).toBeTruthy());
    expect(screen.getByText('No passengers')).toBeTruthy();
  });

  it('falls back to “Fail” when a 201 answer has no message', async () => {
    fakeApi({ '/order/detail': { status: 201, message: '', data: [] } });
    saveSession(loginData({ name: 'support', platformType: null }));
    renderDetail('X1');
    expect(await screen.findByText('Fail')).toBeTruthy();
  });
});
