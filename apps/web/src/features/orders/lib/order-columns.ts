import {
  DEFAULT_ORDER_COLUMNS,
  FIXED_ORDER_COLUMNS,
  ORDER_LIST_COLUMNS,
  type OrderListColumn,
} from '@ota/contract';

export const ORDER_COLUMNS = ORDER_LIST_COLUMNS;
export type OrderColumn = OrderListColumn;
export const DEFAULT_COLUMNS = DEFAULT_ORDER_COLUMNS;
export const FIXED_COLUMNS = FIXED_ORDER_COLUMNS;

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

/** Forgets this browser's choice, so the user's saved defaults apply again. */
export function forgetColumns(userId: number | undefined): void {
  localStorage.removeItem(columnsStorageKey(userId));
}
