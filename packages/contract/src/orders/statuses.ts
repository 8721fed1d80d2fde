/** Order statuses and their transitions (docs/domain.md "Orders"); the server enforces every one. */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAID',
  'EXPIRED',
  'CANCELLED',
  'TICKETING',
  'TICKETED',
  'TICKETING_FAILED',
  'PARTIALLY_USED',
  'COMPLETED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING_PAYMENT: ['PAID', 'EXPIRED', 'CANCELLED'],
  PAID: ['TICKETING'],
  TICKETING: ['TICKETED', 'TICKETING_FAILED'],
  TICKETING_FAILED: ['TICKETING', 'CANCELLED'],
  TICKETED: ['PARTIALLY_USED', 'COMPLETED'],
  PARTIALLY_USED: ['COMPLETED'],
  EXPIRED: [],
  CANCELLED: [],
  COMPLETED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Statuses in which the order has been paid for (the debit exists). */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'PAID',
  'TICKETING',
  'TICKETED',
  'TICKETING_FAILED',
  'PARTIALLY_USED',
  'COMPLETED',
];

/** Statuses that end the order's life: no action changes it any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['EXPIRED', 'CANCELLED', 'COMPLETED'];

export const TICKET_STATUSES = ['OPEN', 'USED', 'VOIDED', 'REFUNDED', 'EXCHANGED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Where the booking was made. */
export const ORDER_CHANNELS = ['WEB', 'APP', 'META', 'CALL_CENTER', 'API'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** Spec section 3: travelType 1 is One-way, any other value Round-trip. */
export const TravelType = { ONE_WAY: 1, ROUND_TRIP: 2 } as const;

/** Spec section 3: ageType 0 Adult, 1 Child, 2 Infant. */
export const AgeType = { ADULT: 0, CHILD: 1, INFANT: 2 } as const;

export const CARD_TYPES = ['PASSPORT', 'ID_CARD'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
