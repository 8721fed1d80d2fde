import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CaseRecordRow, OrderDetail, TaggedItinerary, TicketChangeDetail } from '@ota/contract';
import { queryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/session';
import { loginData, renderWithApp } from '../../../test/render';
import ChangeDetailPage from './change-detail-page';

const SLOW = { timeout: 5000 };
const stale = 'This case was changed by operator at 2026-11-24 08:40:02; reload it';
const short = 'Balance of ONEFLY-EUR is short: available 20.00 EUR, needed 105.50 EUR';
const records: CaseRecordRow[] = [
  {
    id: 1,
    createTime: '2026-11-24 08:39:13',
    operator: 'admin',
    action: 'OPEN',
    fromStatus: null,
    toStatus: 'REQUESTED',
    content: 'Ticket change TC00000045 opened (VOLUNTARY)',
  },
  {
    id: 2,
    createTime: '2026-11-24 08:39:20',
    operator: 'admin',
    action: 'MOVE',
    fromStatus: 'REQUESTED',
    toStatus: 'QUOTED',
    content: 'Quoted 105.50 EUR for DA317 JFK-MAD 2026-12-27 10:05',
  },
];
const requested: TicketChangeDetail = {
  id: 45,
  changeNo: 'TC00000045',
  changeType: 'VOLUNTARY',
  orderNo: 'OF2611234966',
  pnr: 'KL96PL',
  airline: 'DA',
  platformType: 1,
  status: 'REQUESTED',
  version: 1,
  passengers: 'FINN WOLF',
  segments: 'DA316 JFK-MAD 2026-12-26 10:05',
  applicationAmount: null,
  confirmedAmount: null,
  serviceCharge: '0.00',
  currency: 'EUR',
  deadline: null,
  secondsLeft: null,
  createdBy: 'admin',
  createTime: '2026-11-24 08:39:13',
  updatedBy: 'admin',
  updateTime: '2026-11-24 08:39:13',
  quote: null,
  remark: '',
  passengerIds: [39721],
  segmentIds: [4966],
  tickets: [],
  records: records.slice(0, 1),
};
const quoted: TicketChangeDetail = {
  ...requested,
  status: 'QUOTED',
  version: 2,
  applicationAmount: '105.50',
  serviceCharge: '12.00',
  deadline: '2026-11-25 08:39:13',
  secondsLeft: 86_399,
  quote: {
    fareDifference: '40.00',
    taxDifference: '3.50',
    penalty: '50.00',
    serviceFee: '12.00',
    total: '105.50',
    newFlights: ['DA317 JFK-MAD 2026-12-27 10:05'],
  },
  records,
};
const pending: TicketChangeDetail = { ...quoted, status: 'PENDING_PAYMENT', version: 3 };
const reissued: TicketChangeDetail = {
  ...quoted,
  status: 'REISSUED',
  version: 5,
  confirmedAmount: '105.50',
  tickets: [{ passengerId: 39721, oldTicketNo: '999-1234567890', newTicketNo: '999-9000004501' }],
};
const order = {
  summary: { orderNo: 'OF2611234966' },
  segments: [
    { id: 4966, flightNo: 'DA316', dep: 'JFK', arr: 'MAD', back: false, fullDepTime: '2099-12-26 10:05:00' },
    { id: 4967, flightNo: 'DA315', dep: 'MAD', arr: 'JFK', back: true, fullDepTime: '2099-12-30 09:00:00' },
  ],
  passengers: [{ id: 39721, nameForShow: 'Finn Wolf' }],
} as unknown as OrderDetail;
const itinerary = {
  id: 'DA-20991227-DA317',
  wrapperName: 'Demo Air',
  validatingCarrier: 'DA',
  outbound: {
    duration: 440,
    segments: [
      { flightNo: 'DA317', dep: 'JFK', arr: 'MAD', depTime: '2099-12-27 10:05', arrTime: '2099-12-27 22:25' },
    ],
  },
  fares: { currency: 'EUR', perPassenger: [], total: 420 },
  seatsLeft: 9,
  fareRules: { changeable: true, refundable: true, changePenalty: 50, refundPenalty: 80 },
} as unknown as TaggedItinerary;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 200, message: 'Success', data });
const refused = (message: string) => json({ status: 400, message, data: null });

interface Answers {
  details: unknown[];
  move?: unknown[];
  flights?: unknown[];
  refund?: unknown;
}

/** Each call answers from its list in turn (the last answer stays). */
function fakeServer(answers: Answers) {
  const next = (list: unknown[] | undefined) => (list && list.length > 1 ? list.shift() : list?.[0]);
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).replace('/prod-api', '').split('?')[0];
    if (path === '/orderTicketChanging/detail') return ok(next(answers.details));
    if (path === '/onefly/order/detail') return ok([order]);
    if (path === '/orderTicketChanging/getFlightInfo') return json(next(answers.flights));
    if (path === '/orderTicketChanging/update') return json(next(answers.move));
    if (path === '/orderRefund/addRefundOrderInfo') return json(answers.refund);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(id = '45') {
  saveSession(loginData());
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <ChangeDetailPage />
    </QueryClientProvider>,
    `/html/changing/changingDetail?id=${id}`,
  );
}

const callsTo = (fetchMock: ReturnType<typeof fakeServer>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
const formOf = (call: Parameters<typeof fetch> | undefined) =>
  Object.fromEntries(new URLSearchParams(String(call?.[1]?.body)));
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, {}, SLOW)).closest('.ant-modal') as HTMLElement;

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

// The flight search test clicks through three searches and a quote: slow on a busy 2-core machine.
describe('ticket change detail page', { timeout: 60_000 }, () => {
  it('shows the quote line by line, the new flights, the countdown, the history and the moves of a quoted change', async () => {
    fakeServer({ details: [quoted] });
    renderPage();
    const quote = await screen.findByTestId('change-quote', {}, SLOW);
    expect(
      within(quote)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Fare difference40.00 EUR',
      '+Tax difference3.50 EUR',
      '+Airline penalty50.00 EUR',
      '+Service fees (airline and agency)12.00 EUR',
      '=Total105.50 EUR',
    ]);
    expect(
      within(screen.getByTestId('change-new-flights')).getByText('DA317 JFK-MAD 2026-12-27 10:05'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('change-actions'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept quote', 'Cancel change', 'Turn into refund']);
    expect(within(screen.getByTestId('change-summary')).getByTestId('case-deadline').textContent).toMatch(
      /^23:59:[0-5]\d left$/,
    );
    const history = within(screen.getByTestId('case-history')).getByText(/^Quoted 105.50 EUR/);
    expect(history.closest('tr')?.textContent).toContain('Requested → Quoted');
  });

  it('says when the change does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => refused('Ticket change 99 does not exist')),
    );
    renderPage('99');
    const notFound = await screen.findByTestId('change-not-found', {}, SLOW);
    expect(within(notFound).getByText('This ticket change does not exist')).toBeTruthy();
    expect(within(notFound).getByText('Ticket change 99 does not exist')).toBeTruthy();
  });

  it('warns with the refusal of a payment the balance cannot cover, and keeps the dialog open', async () => {
    const fetchMock = fakeServer({ details: [pending], move: [{ status: 400, message: short, data: null }] });
    renderPage();
    fireEvent.click(await screen.findByTestId('move-PAID', {}, SLOW));
    const dialog = await dialogTitled('TC00000045: move to Paid?');
    expect(within(dialog).getByTestId('move-hint').textContent).toContain('105.50 EUR is debited');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(short, {}, SLOW)).toBeTruthy();
    expect(formOf(callsTo(fetchMock, '/orderTicketChanging/update')[0])).toEqual({
      id: '45',
      version: '3',
      status: 'PAID',
    });
    expect(dialog.closest('.ant-modal-wrap')?.getAttribute('style') ?? '').not.toContain('display: none');
    expect(screen.queryByTestId('case-stale')).toBeNull();
  });

  it('sends the version shown; a stale one shows the server message and a Reload that reads the change again', async () => {
    fakeServer({ details: [quoted, pending], move: [{ status: 400, message: stale, data: null }] });
    renderPage();
    fireEvent.click(await screen.findByTestId('move-CANCELLED', {}, SLOW));
    const dialog = await dialogTitled('TC00000045: move to Cancelled?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel change' }));
    expect(await within(dialog).findByText('Reason is required', {}, SLOW)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Customer withdrew' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel change' }));

    const alert = await screen.findByTestId('case-stale', {}, SLOW);
    expect(within(alert).getByText(stale)).toBeTruthy();
    expect((screen.getByTestId('move-CANCELLED') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(screen.queryByTestId('case-stale')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('change-summary').querySelector('[data-status]')?.textContent).toBe(
        'Pending payment',
      ),
    );
    expect(within(screen.getByTestId('change-actions')).getByText('Pay')).toBeTruthy();
  });

  it('searches new flights with the three messages of spec section 8, then quotes the picked flights with the service fee', async () => {
    const fetchMock = fakeServer({
      details: [requested],
      flights: [
        { status: 400, message: 'Demo Air did not answer within 3000 ms', data: null },
        { status: 200, message: 'Success', data: { goRouting: [], backRouting: [], warnings: [] } },
        { status: 200, message: 'Success', data: { goRouting: [itinerary], backRouting: [], warnings: [] } },
      ],
      move: [{ status: 200, message: 'Success', data: { ...quoted, records: undefined } }],
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('move-QUOTED', {}, SLOW));
    const dialog = await dialogTitled('TC00000045: new flights and quote');
    // Only the outbound is changed: one date, starting on the day it flies now.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('New outbound date') as HTMLInputElement).value).toBe(
        '2099-12-26',
      ),
    );
    expect(within(dialog).queryByLabelText('New return date')).toBeNull();

    const search = async (kind: string) => {
      fireEvent.click(within(dialog).getByTestId('search-flights'));
      await waitFor(() =>
        expect(within(dialog).getByTestId('flight-search-message').getAttribute('data-kind')).toBe(kind),
      );
      return within(dialog).getByTestId('flight-search-message').textContent;
    };
    // An airline that fails answers 400 with its error: the page says the search failed (and why).
    expect(await search('failed')).toBe('Flight search failedDemo Air did not answer within 3000 ms');
    expect(await search('none')).toBe('No flights found. Please Search with different criteria..');
    expect(await search('found')).toBe('Select flight to reschedule');
    expect(String(callsTo(fetchMock, '/orderTicketChanging/getFlightInfo')[0]?.[0])).toContain(
      'id=45&departDate=2099-12-26',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Quote' }));
    expect(
      await within(dialog).findByText('New outbound flight is required: search and pick one', {}, SLOW),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pick DA317' }));
    fireEvent.change(within(dialog).getByLabelText('Service fee'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quote' }));
    expect(await screen.findByText('TC00000045 is now Quoted', {}, SLOW)).toBeTruthy();
    expect(formOf(callsTo(fetchMock, '/orderTicketChanging/update')[0])).toEqual({
      id: '45',
      version: '1',
      status: 'QUOTED',
      goItineraryId: 'DA-20991227-DA317',
      serviceFee: '12.00',
    });
  });

  it('shows the old and new ticket numbers of a reissued change, and offers no move', async () => {
    fakeServer({ details: [reissued] });
    renderPage();
    const tickets = await screen.findByTestId('change-tickets', {}, SLOW);
    const row = await within(tickets).findByText('999-1234567890 → 999-9000004501', {}, SLOW);
    await waitFor(() => expect(row.closest('tr')?.textContent).toContain('Finn Wolf'));
    expect(within(screen.getByTestId('change-actions')).queryAllByRole('button')).toHaveLength(0);
  });

  it('turns the change into a refund of the same passengers and segments', async () => {
    const fetchMock = fakeServer({
      details: [quoted],
      refund: { status: 200, message: 'Success', data: { id: 77, refundNo: 'RF00000077' } },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('turn-into-refund', {}, SLOW));
    const dialog = await dialogTitled('TC00000045: turn into a refund?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open refund' }));
    expect(await screen.findByText('Refund RF00000077 opened', {}, SLOW)).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/orderRefund/addRefundOrderInfo')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      orderNo: 'OF2611234966',
      refundType: 'VOLUNTARY',
      passengerIds: [39721],
      segmentIds: [4966],
      remark: 'From ticket change TC00000045',
    });
  });
});
