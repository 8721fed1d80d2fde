import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRolesRepository } from '../modules/roles/roles.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { queryRows, testEngines, useTestDatabase } from '../test/databases';
import { createSessionStore } from './sessions';

describe.each(testEngines())('session store (%s)', (engine) => {
  const t = useTestDatabase(engine);
  let userCount = 0;

  const newUser = async (codes: string[]) => {
    userCount += 1;
    const users = createUsersRepository(t.handle.db);
    const id = await users.insert({
      name: `user${userCount}`,
      passwordHash: 'x',
      platformType: 2,
      domain: 'edreams.com',
    });
    const roleId = await createRolesRepository(t.handle.db).insert({ name: `role${userCount}`, codes });
    await users.assignRoles(id, [roleId]);
    return id;
  };
  const deleteSessionsOf = (userId: number) =>
    t.handle.db.execute(sql`delete from sessions where user_id = ${userId}`);

  it('resolves a token to its user, codes and platform; unknown codes in the database are ignored', async () => {
    const store = createSessionStore(t.handle.db, { idleMinutes: 60, cacheSeconds: 5 });
    const userId = await newUser(['1001-1', '9999-9', '1005-3']);
    const principal = await store.resolve(await store.create(userId));
    expect(principal).toMatchObject({
      user: { id: userId, name: `user${userCount}`, domain: 'edreams.com', platformType: 2 },
      platformType: 2,
      sessionId: expect.any(Number),
    });
    expect([...(principal?.codes ?? [])].sort()).toEqual(['1001-1', '1005-3']);
    expect(await store.resolve('not-a-token')).toBeNull();
  });

  it('forgets a revoked session at once in this process, even while cached', async () => {
    const store = createSessionStore(t.handle.db, { idleMinutes: 60, cacheSeconds: 60 });
    const token = await store.create(await newUser(['1001-1']));
    const principal = await store.resolve(token);
    await store.revoke(principal?.sessionId ?? 0);
    expect(await store.resolve(token)).toBeNull();
  });

  it('trusts a cached token for at most the cache time when another process ends it', async () => {
    const store = createSessionStore(t.handle.db, { idleMinutes: 60, cacheSeconds: 60 });
    const userId = await newUser(['1001-1']);
    const token = await store.create(userId);
    await store.resolve(token);
    await deleteSessionsOf(userId);
    expect(await store.resolve(token)).not.toBeNull();
    store.forgetUser(userId);
    expect(await store.resolve(token)).toBeNull();

    const uncached = createSessionStore(t.handle.db, { idleMinutes: 60, cacheSeconds: 0 });
    const other = await uncached.create(userId);
    await uncached.resolve(other);
    await deleteSessionsOf(userId);
    expect(await uncached.resolve(other)).toBeNull();
  });

  it('drops sessions idle for longer than the limit', async () => {
    const store = createSessionStore(t.handle.db, { idleMinutes: 10, cacheSeconds: 0 });
    const userId = await newUser(['1001-1']);
    const token = await store.create(userId);
    await t.handle.db.execute(
      sql`update sessions set last_seen_at = now() - interval '11 minutes' where user_id = ${userId}`,
    );
    expect(await store.resolve(token)).toBeNull();
    await store.deleteExpired();
    const rows = await queryRows(t.handle.db, sql`select id from sessions where user_id = ${userId}`);
    expect(rows).toEqual([]);
  });
});
