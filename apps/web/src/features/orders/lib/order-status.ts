import type { OrderStatus } from '@ota/contract';

/** Tag colour of each status: waiting orange, moving blue, done green, failed red, closed grey. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'orange',
  PAID: 'cyan',
  TICKETING: 'processing',
  TICKETED: 'green',
  TICKETING_FAILED: 'red',
  PARTIALLY_USED: 'geekblue',
  COMPLETED: 'default',
  EXPIRED: 'default',
  CANCELLED: 'volcano',
};
