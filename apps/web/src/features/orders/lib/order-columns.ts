/** Columns of the order list an operator can show or hide (spec section 3 "Order table columns"). */
export const ORDER_COLUMNS = [
  'orderNo',
  'bookTime',
  'confirmTime',
  'departTime',
  'returnTime',
  'status',
  'passengerName',
  'passengerEmail',
  'seatPrice',
  'baggagePrice',
  'cabinBaggagePrice',
  'pnr',
  'route',
  'paymentAccount',
  'totalPrice',
  'travelType',
  'segments',
  'passengers',
  'airline',
  'channel',
  'client',
  'branch',
  'taxes',
  'fees',
  'platformType',
] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

export const DEFAULT_COLUMNS: readonly OrderColumn[] = [
  'orderNo',
  'bookTime',
  'departTime',
  'status',
  'passengerName',
  'pnr',
  'route',
  'airline',
  'totalPrice',
  'travelType',
  'passengers',
  'channel',
];

/** Always shown: the row's link and what it is about. */
export const FIXED_COLUMNS: readonly OrderColumn[] = ['orderNo', 'status'];

export function isOrderColumn(value: unknown): value is OrderColumn {
  return typeof value === 'string' && (ORDER_COLUMNS as readonly string[]).includes(value);
}

/** Local storage key of one user's column choice: users sharing a browser keep their own. */
export function columnsStorageKey(userId: number | undefined): string {
  return `orders.columns.${userId ?? 'anonymous'}`;
}

/** The stored choice, in the list's order, the fixed columns always in; null when nothing (valid) is stored. */
export function readColumns(userId: number | undefined): OrderColumn[] | null {
  try {
    const raw = localStorage.getItem(columnsStorageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!Array.isArray(parsed)) return null;
    const chosen = new Set(parsed.filter(isOrderColumn));
    if (chosen.size === 0) return null;
    return ORDER_COLUMNS.filter((column) => chosen.has(column) || FIXED_COLUMNS.includes(column));
  } catch {
    return null;
  }
}

export function saveColumns(userId: number | undefined, columns: readonly OrderColumn[]): void {
  localStorage.setItem(columnsStorageKey(userId), JSON.stringify(columns));
}
