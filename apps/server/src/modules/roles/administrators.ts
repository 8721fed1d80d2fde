import { ADMINISTRATOR_CODES } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema/roles';
import type { DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { rowsOf } from '../../platform/sql-rows';

/** The users whose roles give them every administrator code, by id. */
export async function administratorIds(tx: DbTransaction): Promise<number[]> {
  const required = sql`array[${sql.join(
    ADMINISTRATOR_CODES.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  const rows = await rowsOf<{ userId: number }>(
    tx,
    sql`select ur.user_id::int as "userId" from ${userRoles} ur join ${roles} r on r.id = ur.role_id,
      unnest(r.codes) c group by ur.user_id having array_agg(c) @> ${required} order by ur.user_id`,
  );
  return rows.map((row) => row.userId);
}

/**
 * Runs a change and refuses it (the transaction rolls back) when it left no administrator where
 * there was one; `refusal` words the message from the administrators there were.
 */
export async function keepingAnAdministrator<T>(
  tx: DbTransaction,
  refusal: (administratorIds: number[]) => Promise<string> | string,
  change: () => Promise<T>,
): Promise<T> {
  const before = await administratorIds(tx);
  const result = await change();
  if (before.length > 0 && (await administratorIds(tx)).length === 0) {
    throw new BadRequestError(await refusal(before));
  }
  return result;
}
