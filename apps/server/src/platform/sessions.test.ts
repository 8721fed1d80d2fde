import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createRolesRepository } from '../modules/roles/roles.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import { queryRows, testEngines, useTestDatabase } from '../test/databases';
import { createSessionStore, type SessionStore } from './sessions';

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
  const stores: SessionStore[] = [];
  /** A store as one server process has it: listening for other processes' revocations. */
  const storeOf = async (options: { idleMinutes: number; cacheSeconds: number }) => {
    const store = createSessionStore(t.handle, options);
    await store.start();
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.stop();
  });

  it('resolves a token to its user, codes and platform; unknown codes in the database are ignored', async () => {
    const store = await storeOf({ idleMinutes: 60, cacheSeconds: 5 });
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
    const store = await storeOf({ idleMinutes: 60, cacheSeconds: 60 });
    const token = await store.create(await newUser(['1001-1']));
    const principal = await store.resolve(token);
    await store.revoke(principal?.sessionId ?? 0);
    expect(await store.resolve(token)).toBeNull();
  });

  it('asks the database, not its cache, when a write needs the session', async () => {
    const store = await storeOf({ idleMinutes: 60, cacheSeconds: 60 });
    const userId = await newUser(['1001-1']);
    const token = await store.create(userId);
    await store.resolve(token);
    await deleteSessionsOf(userId);
    expect(await store.resolve(token, { fresh: true })).toBeNull();
    expect(await store.resolve(token)).toBeNull();
  });

  it('drops a user announced in a committed transaction, and not one of a rolled-back one', async () => {
    const store = await storeOf({ idleMinutes: 60, cacheSeconds: 60 });
    const userId = await newUser(['1001-1']);
    const token = await store.create(userId);
    await store.resolve(token);
    await t.handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from sessions where user_id = ${userId}`);
        await store.announce(tx, { userIds: [userId] });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await store.resolve(token)).not.toBeNull();
    const revocation = await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`delete from sessions where user_id = ${userId}`);
      return store.announce(tx, { userIds: [userId] });
    });
    await store.settle(revocation);
    expect(await store.resolve(token)).toBeNull();
  });

  it('asks the database on every call with the cache off', async () => {
    const userId = await newUser(['1001-1']);
    const uncached = await storeOf({ idleMinutes: 60, cacheSeconds: 0 });
    const other = await uncached.create(userId);
    await uncached.resolve(other);
    await deleteSessionsOf(userId);
    expect(await uncached.resolve(other)).toBeNull();
  });

  it('drops sessions idle for longer than the limit', async () => {
    const store = await storeOf({ idleMinutes: 10, cacheSeconds: 0 });
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

describe.runIf(testEngines().includes('postgres'))('session revocation across processes (postgres)', () => {
  const t = useTestDatabase('postgres');

  it('drops the cached session in every other process before the revoking call answers', async () => {
    const options = { idleMinutes: 60, cacheSeconds: 600 };
    const [first, second] = [createSessionStore(t.handle, options), createSessionStore(t.handle, options)];
    await Promise.all([first.start(), second.start()]);
    try {
      const userId = await createUsersRepository(t.handle.db).insert({
        name: 'two-processes',
        passwordHash: 'x',
        platformType: 1,
        domain: 'onefly.com',
      });
      const [kept, loggedOut] = [await first.create(userId), await first.create(userId)];
      const principal = await second.resolve(loggedOut);
      expect(await second.resolve(kept)).not.toBeNull();
      await first.revoke(principal?.sessionId ?? 0);
      expect(await second.resolve(loggedOut)).toBeNull();
      expect(await second.resolve(kept)).not.toBeNull();

      const revocation = await t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`delete from sessions where user_id = ${userId}`);
        return first.announce(tx, { userIds: [userId] });
      });
      await first.settle(revocation);
      expect(await second.resolve(kept)).toBeNull();
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
