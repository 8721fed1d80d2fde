import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { airlineWrappers } from '../../db/schema/airlines';

/**
 * SQL: the name of the airline whose code is `airline`, from a wrapper whose last connection test
 * named it among those it serves (an online one, then the airline's own wrapper before a
 * consolidator); tests before protocol 1.1 named only the wrapper's own airline. Else the code.
 */
export const airlineNameOf = (airline: AnyPgColumn | SQL) => sql<string>`coalesce((select served->>'name'
  from ${airlineWrappers}
  cross join lateral jsonb_array_elements(coalesce(${airlineWrappers.lastTestAirline}->'airlines',
    jsonb_build_array(${airlineWrappers.lastTestAirline}))) as served
  where ${airlineWrappers.lastTestAirline} is not null and served->>'code' = ${airline}
  order by ${airlineWrappers.status} = 'online' desc,
    ${airlineWrappers.lastTestAirline}->>'code' = ${airline} desc, ${airlineWrappers.id}
  limit 1), ${airline})`;
