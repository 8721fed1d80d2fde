import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BaggageDetail, PassengerBaggage } from '@ota/contract';
import {
  callsTo,
  fakeCaseServer,
  formBodies,
  ok,
  refused,
  renderCasePage,
  resetCasePage,
} from '../../../test/case-pages';
import BaggageDetailPage from './baggage-detail-page';
import { paidDetail } from './baggage-test-data';

const SLOW = { timeout: 5000 };
const DETAIL = '/twoBaggageInfo/detail';
const MOVE = '/twoBaggageInfo/editState';
const BAGS = '/twoBaggageInfo/getPassengerBaggageInfo';
const passengerBags: PassengerBaggage = {
  passengerId: 11,
  passengerName: 'FINN WOLF',
  included: [{ kind: 'CABIN', pieces: 1, weightKg: 8 }],
  bought: [
    {
      id: 9,
      baggageNo: 'BG00000009',
      segments: 'DA317 MAD-JFK 2027-01-05 12:00',
      kind: 'CHECKED',
      pieces: 2,
      weightKg: 23,
      price: '80.00',
      currency: 'EUR',
      status: 'ISSUED',
      emdNumber: '1232200000009',
    },
    {
      id: 7,
      baggageNo: 'BG00000007',
      segments: 'DA316 JFK-MAD 2026-12-26 10:00',
      kind: 'CHECKED',
      pieces: 1,
      weightKg: 23,
      price: '45.00',
      currency: 'EUR',
      status: 'PAID',
      emdNumber: null,
    },
  ],
};
const stale = 'This case was changed by admin at 2026-11-24 08:50:02; reload it';
const issuedDetail: BaggageDetail = {
  ...paidDetail,
  status: 'ISSUED',
  version: 4,
  emdNumber: '1232200000007',
};

/** The detail answers `details` in turn (the last one stays); a move answers `moves` in turn. */
const fakeServer = (details: (BaggageDetail | null)[], moves = [ok(null)]) =>
  fakeCaseServer({ [DETAIL]: details.map((detail) => ok(detail)), [MOVE]: moves });

const renderPage = (path = '/html/baggage/baggageDetail?id=7') => renderCasePage(<BaggageDetailPage />, path);

async function openMove(status: string, title: string) {
  fireEvent.click(await screen.findByTestId(`move-${status}`, {}, SLOW));
  return (await screen.findByText(title, {}, SLOW)).closest('.ant-modal') as HTMLElement;
}

afterEach(resetCasePage);

describe('baggage detail page', { timeout: 60_000 }, () => {
  it('shows the bag, what was paid, its history and the moves a paid bag can make', async () => {
    fakeServer([paidDetail]);
    renderPage();
    const summary = await screen.findByTestId('baggage-summary', {}, SLOW);
    expect(screen.getByText('Bag BG00000007')).toBeTruthy();
    expect(screen.getByTestId('baggage-status').textContent).toBe('Paid');
    expect(within(summary).getByRole('link', { name: 'OF2611234966' }).getAttribute('href')).toBe(
      '/html/orderList/details?orderNo=OF2611234966',
    );
    expect(within(summary).getByText('1 × 23 kg checked')).toBeTruthy();
    expect(within(summary).getAllByText('45.00 EUR')).toHaveLength(2);
    expect(within(summary).getByTestId('emd-number').textContent).toBe('—');
    expect(within(summary).getByText('Skis')).toBeTruthy();
    const history = screen.getByTestId('case-history');
    expect(within(history).getByText('Bag BG00000007 opened (BAGGAGE)')).toBeTruthy();
    expect(within(history).getByText('Pending payment → Paid')).toBeTruthy();
    expect(
      within(screen.getByTestId('baggage-actions'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Issue EMD', 'Record issue failure']);
  });

  it('issues the bag with the version shown and then shows its EMD', async () => {
    const fetchMock = fakeServer([paidDetail, issuedDetail], [ok(issuedDetail)]);
    renderPage();
    const dialog = await openMove('ISSUED', 'BG00000007: move to Issued?');
    expect(within(dialog).getByTestId('move-hint').textContent).toContain('The airline is asked for the EMD');
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    await waitFor(() => expect(screen.getByTestId('emd-number').textContent).toBe('1232200000007'), SLOW);
    expect(screen.getByTestId('baggage-status').textContent).toBe('Issued');
    expect(formBodies(fetchMock, MOVE)).toEqual([{ id: '7', version: '3', state: 'ISSUED' }]);
  });

  it('asks why an issue failed, then shows the server’s warning on a refusal and keeps the dialog', async () => {
    const refusal = 'Bag BG00000007 cannot move from ISSUED to ISSUE_FAILED';
    const fetchMock = fakeServer([paidDetail], [refused(refusal)]);
    renderPage();
    const dialog = await openMove('ISSUE_FAILED', 'BG00000007: move to Issue failed?');
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    expect(await within(dialog).findByText('Reason is required', {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, MOVE)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' No EMD stock ' } });
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    expect(await screen.findByText(refusal, {}, SLOW)).toBeTruthy();
    expect(formBodies(fetchMock, MOVE)).toEqual([
      { id: '7', version: '3', state: 'ISSUE_FAILED', reason: 'No EMD stock' },
    ]);
    expect(screen.getByText('BG00000007: move to Issue failed?')).toBeTruthy();
    expect(screen.queryByTestId('case-stale')).toBeNull();
  });

  it('shows a stale version with Reload and offers no move until reloaded', async () => {
    fakeServer([paidDetail], [refused(stale)]);
    renderPage();
    const dialog = await openMove('ISSUED', 'BG00000007: move to Issued?');
    fireEvent.click(within(dialog).getByTestId('move-ok'));
    const alert = await screen.findByTestId('case-stale', {}, SLOW);
    expect(within(alert).getByText(stale)).toBeTruthy();
    expect((screen.getByTestId('move-ISSUED') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(screen.queryByTestId('case-stale')).toBeNull());
    expect((screen.getByTestId('move-ISSUED') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the bag does not exist', async () => {
    fakeServer([null]);
    renderPage('/html/baggage/baggageDetail?id=999');
    expect(await screen.findByTestId('baggage-not-found', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('This bag does not exist')).toBeTruthy();
  });

  it('reads no bag for an id that is not a number', async () => {
    const fetchMock = fakeServer([paidDetail]);
    renderPage('/html/baggage/baggageDetail?id=abc');
    expect(await screen.findByTestId('baggage-not-found', {}, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, DETAIL)).toHaveLength(0);
  });

  it('shows the passenger’s bags: those with the ticket, and every bag bought, this one marked', async () => {
    const fetchMock = fakeCaseServer({ [DETAIL]: ok(paidDetail), [BAGS]: ok(passengerBags) });
    renderPage();
    const card = await screen.findByTestId('passenger-bags', {}, SLOW);
    await waitFor(() => expect(within(card).getByText('Bags of FINN WOLF')).toBeTruthy(), SLOW);
    expect(formBodies(fetchMock, BAGS)).toEqual([{ orderNo: 'OF2611234966', passengerId: '11' }]);
    expect(within(card).getByTestId('passenger-bags-included').textContent).toContain('1 × 8 kg cabin');
    const rows = within(within(card).getByTestId('passenger-bags-bought')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'BG00000009DA317 MAD-JFK 2027-01-05 12:002 × 23 kg checked80.00 EURIssued1232200000009',
      'BG00000007this bagDA316 JFK-MAD 2026-12-26 10:001 × 23 kg checked45.00 EURPaid—',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'BG00000009' })
        .getAttribute('href'),
    ).toBe('/html/baggage/baggageDetail?id=9');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says when the passenger has no bag, and shows a refusal in the card', async () => {
    fakeCaseServer({
      [DETAIL]: ok(paidDetail),
      [BAGS]: [
        ok({ ...passengerBags, included: [], bought: [] }),
        refused('passengerId: no passenger 11 on order OF2611234966'),
      ],
    });
    renderPage();
    const card = await screen.findByTestId('passenger-bags', {}, SLOW);
    expect(await within(card).findByText('No bag included with the ticket', {}, SLOW)).toBeTruthy();
    expect(within(card).getByText('No bag bought')).toBeTruthy();
    // A button still spinning from the first read ignores a click: wait until it is idle.
    const reload = within(card).getByTestId('passenger-bags-reload');
    await waitFor(() => expect(reload.classList.contains('ant-btn-loading')).toBe(false), SLOW);
    fireEvent.click(reload);
    const error = await within(card).findByTestId('passenger-bags-error', {}, SLOW);
    expect(error.textContent).toContain("The passenger's bags could not be read");
    // The refusal's field named as the reader knows it.
    expect(error.textContent).toContain('Passenger: no passenger 11 on order OF2611234966');
  });
});
