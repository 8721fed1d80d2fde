import type { ApiEnvelope } from '@ota/contract';
import { expect, test, type Page } from '@playwright/test';
import { seatCalls } from '../packages/contract/src/calls';
import { openFromMenu, pickOption, sendCall, signIn } from './support';

// Seats in the browser, as an operator would choose one: the map of the order's flight, a seat another
// booking took meanwhile refused with the server's warning, a free one held with the server's text,
// and an infant offered no seat.

interface Passenger {
  id: number;
  ageType: number;
  nameForShow: string;
  ticketStatus: string | null;
}
interface OrderDetail {
  passengers: Passenger[];
  segments: { id: number; flightNo: string; dep: string; arr: string; fullDepTime: string }[];
}
interface SeatOrder {
  orderNo: string;
  seated: [Passenger, Passenger];
  infant: Passenger;
  segment: OrderDetail['segments'][number];
}

async function session(page: Page) {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const headers = { 'X-Token': token };
  return {
    token,
    get: async <T>(path: string, params: Record<string, string | number>) =>
      (await (await page.request.get(`/prod-api${path}`, { headers, params })).json()) as ApiEnvelope<T>,
  };
}

const open = (p: Passenger) => (p.ticketStatus ?? 'OPEN') === 'OPEN';

/**
 * A ticketed order without any case that has two seated passengers with open tickets and an infant,
 * from the sixth page on of the booking order (the baggage test reads the third, others the ends).
 */
async function seatOrder(page: Page): Promise<SeatOrder> {
  const { get } = await session(page);
  for (let pageNum = 6; pageNum <= 12; pageNum++) {
    const search = await get<{ content: { orderNo: string }[] }>('/onefly/order/search', {
      status: 'TICKETED',
      sortField: 'bookTime',
      sortOrder: 'asc',
      pageNum,
      pageSize: 50,
    });
    for (const { orderNo } of search.data.content) {
      const order = (await get<OrderDetail[]>('/onefly/order/detail', { orderNo })).data[0];
      const seated = order?.passengers.filter((p) => p.ageType !== 2 && open(p)) ?? [];
      const infant = order?.passengers.find((p) => p.ageType === 2);
      const segment = order?.segments[0];
      if (seated.length < 2 || !infant || !segment || !seated[0] || !seated[1]) continue;
      if ((await get<unknown[]>('/afterSales/orderCases', { orderNo })).data.length > 0) continue;
      return { orderNo, seated: [seated[0], seated[1]], infant, segment };
    }
  }
  throw new Error('no ticketed demo order with two seated passengers and an infant');
}

async function chooseFor(page: Page, order: SeatOrder) {
  await page.getByTestId('choose-seat').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('choose-order-no').locator('input').fill(order.orderNo);
  await dialog.getByRole('button', { name: 'Load order' }).click();
  const passenger = dialog.getByTestId('choose-passenger');
  await expect(passenger.locator('input')).toBeEnabled();
  await passenger.click();
  const infant = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
    hasText: `${order.infant.nameForShow} — infant: sits on an adult's lap, no seat`,
  });
  await expect(infant).toHaveAttribute('aria-disabled', 'true');
  await pickOption(page, passenger, order.seated[0].nameForShow, { exact: true });
  const { flightNo, dep, arr, fullDepTime } = order.segment;
  await pickOption(
    page,
    dialog.getByTestId('choose-segment'),
    `${flightNo} ${dep}-${arr} ${fullDepTime.slice(0, 16)}`,
  );
  await expect(dialog.getByTestId('seat-map')).toBeVisible();
  return dialog;
}

/** The first free seat of the map, by its screen-reader name. */
async function freeSeat(page: Page, skip = 0): Promise<string> {
  const seat = page.locator('[data-testid^="seat-"]:not([disabled])[aria-label*="EUR"]').nth(skip);
  return ((await seat.getAttribute('data-testid')) ?? '').replace('seat-', '');
}

test('an operator holds a seat on the map, is warned about one taken meanwhile, and no infant gets one', async ({
  page,
}) => {
  await signIn(page, 'operator');
  await openFromMenu(page, 'Operation', 'Seat');
  await expect(page.getByTestId('seat-list-page')).toBeVisible();
  const order = await seatOrder(page);
  const dialog = await chooseFor(page, order);
  await expect(dialog.getByTestId('service-charge')).toContainText('5.00 EUR');
  await expect(dialog.locator('[data-taken]').first()).toBeDisabled();

  // Another passenger of the order takes the seat while this map is open.
  const taken = await freeSeat(page);
  const { token } = await session(page);
  const other = await sendCall(page.request, token, seatCalls.insert, {
    orderNo: order.orderNo,
    passengerId: order.seated[1].id,
    segmentId: order.segment.id,
    seat: taken,
  });
  expect(other.status).toBe(200);
  await dialog.getByTestId(`seat-${taken}`).click();
  await dialog.getByTestId('choose-seat-ok').click();
  await expect(page.locator('.ant-message-warning')).toContainText(
    `Seat ${taken} on ${order.segment.flightNo} was taken meanwhile: choose another`,
  );
  await expect(dialog.getByTestId(`seat-${taken}`)).toBeDisabled();

  const seat = await freeSeat(page);
  const button = dialog.getByTestId(`seat-${seat}`);
  await expect(button).toHaveAttribute('aria-label', new RegExp(`^Seat ${seat}, .+, \\d+\\.\\d{2} EUR$`));
  await button.click();
  await dialog.getByTestId('choose-seat-ok').click();
  await expect(page.locator('.ant-message-success')).toContainText(
    new RegExp(`^Seat ${seat} on ${order.segment.flightNo} held for .+: ST\\d{8}, \\d+\\.\\d{2} EUR$`),
  );
  await expect(dialog).toBeHidden();

  await page.getByTestId('order-filter').fill(order.orderNo);
  await page.getByTestId('order-filter').press('Enter');
  await expect(page.getByTestId('seat-table').getByTestId('seat-link')).toHaveCount(2);
});
