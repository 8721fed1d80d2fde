import { expect, test, type Page } from '@playwright/test';
import { seatCalls } from '../packages/contract/src/calls';
import { fixtureOrderNo } from './fixtures/orders';
import {
  openFromMenu,
  orderDetailOf,
  pickOption,
  sendCall,
  sessionToken,
  signIn,
  type OrderDetail,
} from './support';

// Seats in the browser, as an operator would choose one: the map of the order's flight, a seat another
// booking took meanwhile refused with the server's warning, a free one held with the server's text,
// and an infant offered no seat.

type Passenger = OrderDetail['passengers'][number];
interface SeatOrder {
  orderNo: string;
  seated: [Passenger, Passenger];
  infant: Passenger;
  segment: OrderDetail['segments'][number];
}

/** The test's own order (fixtures/): two seated passengers with open tickets and an infant. */
async function seatOrder(page: Page): Promise<SeatOrder> {
  const orderNo = fixtureOrderNo('seats');
  const order = await orderDetailOf(page, orderNo);
  const [first, second] = order.passengers.filter((p) => p.ageType !== 2);
  const infant = order.passengers.find((p) => p.ageType === 2);
  const segment = order.segments[0];
  if (!first || !second || !infant || !segment) throw new Error(`order ${orderNo} is not the seats fixture`);
  return { orderNo, seated: [first, second], infant, segment };
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
  const other = await sendCall(page.request, await sessionToken(page), seatCalls.insert, {
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
