import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../platform/db';
import { queryRows } from '../../test/databases';
import { migrateTo } from '../../test/migrate-to';

/** Migration 0027 gives existing roles the platform of their holders (decision 0039). */
describe('roles and mailboxes get an owning platform (migration 0027)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openPglite();
    await migrateTo(handle.db as never, '0026_ticket_money_lines');
    const { db } = handle;
    await db.execute(sql`insert into users (id, name, password_hash, platform_type)
      values (1, 'one-a', 'x', 1), (2, 'one-b', 'x', 1), (3, 'two', 'x', 2), (4, 'none', 'x', null)`);
    await db.execute(sql`insert into roles (id, name, codes)
      values (1, 'Onefly only', '{1001-1}'), (2, 'Both', '{1001-1}'), (3, 'With none', '{1001-1}'),
        (4, 'Nobody', '{1001-1}'), (5, 'Edreams only', '{1001-1}')`);
    await db.execute(sql`insert into user_roles (user_id, role_id)
      values (1, 1), (2, 1), (1, 2), (3, 2), (3, 3), (4, 3), (3, 5)`);
    await db.execute(sql`insert into mailboxes (email, email_type) values ('ops@example.com', 'REFUND')`);
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('gives a role held only by one platform’s users that platform, every other role none', async () => {
    const rows = await queryRows<{ name: string; platform_type: number | null }>(
      handle.db,
      sql`select name, platform_type from roles order by id`,
    );
    expect(rows).toEqual([
      { name: 'Onefly only', platform_type: 1 },
      { name: 'Both', platform_type: null },
      { name: 'With none', platform_type: null },
      { name: 'Nobody', platform_type: null },
      { name: 'Edreams only', platform_type: 2 },
    ]);
  });

  it('leaves existing mailboxes to the reseller (null), and lets each platform register an address', async () => {
    const rows = await queryRows<{ platform_type: number | null }>(
      handle.db,
      sql`select platform_type from mailboxes`,
    );
    expect(rows).toEqual([{ platform_type: null }]);
    await handle.db.execute(sql`insert into mailboxes (email, email_type, platform_type)
      values ('OPS@example.com', 'REFUND', 1), ('ops@example.com', 'REFUND', 2)`);
    await expect(
      handle.db.execute(sql`insert into mailboxes (email, email_type) values ('Ops@example.com', 'REFUND')`),
    ).rejects.toThrow();
  });
});
