import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  fakeCaseServer,
  formBodies,
  ok,
  pickOption,
  refused,
  renderCasePage,
  resetCasePage,
} from '../../../test/case-pages';
import BaggageListPage from './baggage-list-page';
import { issued, offers, order, priced } from './baggage-test-data';

const SLOW = { timeout: 5000 };
const LIST = '/twoBaggageInfo/getTwoBaggageInfo';
const ADD = '/twoBaggageInfo/add';
const twice = 'FINN WOLF already has the bag 1 × 23 kg checked on DA316 (BG00000007)';

/** The list answers `rows`; an add answers `adds` in turn. */
const fakeServer = (rows: unknown[], adds = [ok(null)]) =>
  fakeCaseServer({
    [LIST]: ok({ pageList: rows, totalCount: rows.length }),
    '/onefly/order/detail': ok([order]),
    '/baggage/getBaggageInfo': ok({ pageList: offers }),
    [ADD]: adds,
  });

const listUrls = (fetchMock: ReturnType<typeof fakeServer>) =>
  callsTo(fetchMock, LIST).map(([url]) => String(url));

/** Opens the form, loads the order, picks Finn on DA316 and the checked bag, and sends it. */
async function addCheckedBag() {
  fireEvent.click(await screen.findByTestId('add-baggage', {}, SLOW));
  const dialog = (await screen.findByText('New bag', {}, SLOW)).closest('.ant-modal') as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('Order no.'), { target: { value: 'of2611234966' } });
  fireEvent.click(within(dialog).getByText('Load order'));
  const passenger = screen.getByTestId('add-passenger');
  await waitFor(() => expect(passenger.className).not.toContain('disabled'), SLOW);
  await pickOption('add-passenger', 'Finn Wolf');
  await pickOption('add-segment', 'DA316 JFK-MAD 2026-12-26 10:00');
  fireEvent.click(await within(dialog).findByTestId('offer-CHECKED-1x23', {}, SLOW));
  fireEvent.click(within(dialog).getByTestId('add-baggage-ok'));
  return dialog;
}

afterEach(resetCasePage);

describe('baggage list page', { timeout: 60_000 }, () => {
  it('lists bags with links, the bag in words, price, status and EMD', async () => {
    const fetchMock = fakeServer([priced, issued]);
    renderCasePage(<BaggageListPage />, '/html/baggage');
    const table = await screen.findByTestId('baggage-table', {}, SLOW);
    const link = await within(table).findByRole('link', { name: 'BG00000007' }, SLOW);
    expect(link.getAttribute('href')).toBe('/html/baggage/baggageDetail?id=7');
    const [first, second] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    const row1 = within(first as HTMLElement);
    expect(row1.getByRole('link', { name: 'OF2611234966' }).getAttribute('href')).toBe(
      '/html/orderList/details?orderNo=OF2611234966',
    );
    expect(row1.getByText('1 × 23 kg checked')).toBeTruthy();
    expect(row1.getByText('45.00 EUR')).toBeTruthy();
    expect(row1.getByTestId('baggage-status').textContent).toBe('Priced');
    const row2 = within(second as HTMLElement);
    expect(row2.getByText('1 × 8 kg cabin')).toBeTruthy();
    expect(row2.getByTestId('baggage-status').textContent).toBe('Issued');
    expect(row2.getByText('1232200000008')).toBeTruthy();
    expect(screen.getByText('2 bags')).toBeTruthy();
    expect(listUrls(fetchMock)[0]).toContain('pageNum=1&pageSize=20');
  });

  it('asks the server for the filters in the address and the form, and says when nothing matches', async () => {
    const fetchMock = fakeServer([]);
    renderCasePage(<BaggageListPage />, '/html/baggage?state=ISSUED&bagType=CABIN&createStart=2026-11-01');
    expect(await screen.findByText('No bags', {}, SLOW)).toBeTruthy();
    const url = new URL(listUrls(fetchMock)[0] ?? '', 'http://x');
    expect(url.searchParams.get('state')).toBe('ISSUED');
    expect(url.searchParams.get('bagType')).toBe('CABIN');
    expect(url.searchParams.get('createStart')).toBe('2026-11-01');
    expect(within(screen.getByTestId('status-filter')).getByText('Issued')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Bag no.'), { target: { value: ' bg00000007 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('baggageNo=BG00000007'));
    expect(listUrls(fetchMock).at(-1)).toContain('state=ISSUED');
  });

  it('adds a bag with the offer picked, and warns with the server’s words when the bag is there already', async () => {
    const fetchMock = fakeServer([], [refused(twice)]);
    renderCasePage(<BaggageListPage />, '/html/baggage');
    const dialog = await addCheckedBag();
    expect(await screen.findByText(twice, {}, SLOW)).toBeTruthy();
    expect(formBodies(fetchMock, ADD)).toEqual([
      { orderNo: 'OF2611234966', passengerId: '11', segmentId: '21', offerId: 'CHECKED-1x23' },
    ]);
    // Refused: the form stays open for another bag or passenger.
    expect(dialog.isConnected).toBe(true);
    expect(within(dialog).getByTestId('add-baggage-ok')).toBeTruthy();
  });

  it("says 'Submitted successfully' when the bag is added", async () => {
    fakeServer([], [ok(priced)]);
    renderCasePage(<BaggageListPage />, '/html/baggage');
    await addCheckedBag();
    expect(await screen.findByText('Submitted successfully', {}, SLOW)).toBeTruthy();
  });

  it('offers only the flights the passenger picked flies', async () => {
    const own = {
      ...order.segments[0],
      id: 22,
      flightNo: 'DA320',
      fullDepTime: '2026-12-27 10:00:00',
      passengerId: 12,
    };
    const other = { ...order.passengers[0], id: 12, name: 'WOLF/MIA', nameForShow: 'Mia Wolf' };
    fakeCaseServer({
      [LIST]: ok({ pageList: [], totalCount: 0 }),
      '/onefly/order/detail': ok([
        { ...order, segments: [...order.segments, own], passengers: [...order.passengers, other] },
      ]),
    });
    renderCasePage(<BaggageListPage />, '/html/baggage');
    fireEvent.click(await screen.findByTestId('add-baggage', {}, SLOW));
    const dialog = (await screen.findByText('New bag', {}, SLOW)).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Order no.'), { target: { value: 'OF2611234966' } });
    fireEvent.click(within(dialog).getByText('Load order'));
    await waitFor(
      () => expect(screen.getByTestId('add-passenger').className).not.toContain('disabled'),
      SLOW,
    );
    await pickOption('add-passenger', 'Mia Wolf');
    fireEvent.mouseDown(screen.getByTestId('add-segment').querySelector('input') as HTMLElement);
    const offered = await screen.findByText('DA320 JFK-MAD 2026-12-27 10:00', {}, SLOW);
    expect(offered.closest('.ant-select-item-option')).toBeTruthy();
    // Finn's flight is not Mia's: she changed hers.
    await waitFor(() => expect(screen.queryByText('DA316 JFK-MAD 2026-12-26 10:00')).toBeNull(), SLOW);
  });

  it('names the missing fields before anything is sent', async () => {
    const fetchMock = fakeServer([]);
    renderCasePage(<BaggageListPage />, '/html/baggage');
    fireEvent.click(await screen.findByTestId('add-baggage', {}, SLOW));
    fireEvent.click(await screen.findByTestId('add-baggage-ok', {}, SLOW));
    expect(await screen.findByText('Order no. is required', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Passenger is required')).toBeTruthy();
    expect(screen.getByText('Flight is required')).toBeTruthy();
    expect(formBodies(fetchMock, ADD)).toHaveLength(0);
  });
});
