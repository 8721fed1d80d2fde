import {
  DEFAULT_ORDER_PREFERENCE,
  ORDER_LIST_COLUMNS,
  isOrderStatus,
  type OrderListColumn,
  type OrderPreference,
  type orderPreferenceInput,
} from '@ota/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orderListPreferences } from '../../db/schema/orders';
import type { Database } from '../../platform/db';

const isColumn = (value: string): value is OrderListColumn =>
  (ORDER_LIST_COLUMNS as readonly string[]).includes(value);

/** Each user's defaults for the order list, kept on the server so they follow the user. */
export function createOrderPreferencesService(deps: { db: Database }) {
  return {
    async get(userId: number): Promise<OrderPreference> {
      const [row] = await deps.db
        .select()
        .from(orderListPreferences)
        .where(eq(orderListPreferences.userId, userId));
      if (!row) return DEFAULT_ORDER_PREFERENCE;
      return {
        pageSize: row.pageSize,
        // Columns or statuses a later version no longer knows are dropped, not failed on.
        columns: row.columns.filter(isColumn),
        sortField: row.sortField,
        sortOrder: row.sortOrder,
        statuses: row.statuses.filter(isOrderStatus),
        channel: row.channel,
        bookDays: row.bookDays,
        saved: true,
      };
    },

    async save(userId: number, input: z.output<typeof orderPreferenceInput>): Promise<OrderPreference> {
      const values = { ...input, columns: [...input.columns], statuses: [...input.statuses] };
      await deps.db
        .insert(orderListPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: orderListPreferences.userId,
          set: { ...values, updatedAt: sql`now()` },
        });
      return { ...values, saved: true };
    },
  };
}
