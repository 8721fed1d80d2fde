import { isPermissionCode, type PermissionCode } from '@ota/contract';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { roles, userRoles } from '../db/schema/roles';
import { sessions } from '../db/schema/sessions';
import { users } from '../db/schema/users';
import type { Database, DatabaseHandle, DbTransaction } from './db';
import type { Principal } from './permissions';
import { createRevocationNotices, type Revocation, type RevocationChange } from './session-revocations';
import { hashToken, newSessionToken } from './tokens';

export type { Revocation } from './session-revocations';

export interface SessionStoreOptions {
  idleMinutes: number;
  /** How long this process trusts a resolved token without asking the database (0: never). */
  cacheSeconds: number;
  maxCachedSessions?: number;
}

interface CachedPrincipal {
  principal: Principal;
  userId: number;
  cachedUntil: number;
  lastSeenAt: number;
}

export interface ResolveOptions {
  /** Ask the database whatever is cached: a write must never run on a revoked session. */
  fresh?: boolean;
}

const MAX_TOKEN_LENGTH = 128;

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Sessions live in the database (any number of server processes share them); each process keeps
 * resolved tokens for a few seconds, and drops them when any process announces a revocation
 * (docs/decisions/0001-session-cache.md).
 */
export function createSessionStore(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: SessionStoreOptions,
) {
  const { db } = database;
  const idleMs = options.idleMinutes * 60_000;
  const ttlMs = options.cacheSeconds * 1000;
  const maxCached = options.maxCachedSessions ?? 10_000;
  const cache = new Map<string, CachedPrincipal>();
  const idle = sql`make_interval(mins => ${options.idleMinutes}::int)`;

  function drop(change: RevocationChange): void {
    if (change.all) return cache.clear();
    for (const [tokenHash, entry] of cache) {
      if (change.userIds?.includes(entry.userId) || change.sessionIds?.includes(entry.principal.sessionId)) {
        cache.delete(tokenHash);
      }
    }
  }

  const notices = createRevocationNotices(database, drop);

  function remember(tokenHash: string, entry: CachedPrincipal): void {
    if (ttlMs === 0 || !notices.trusted()) return;
    if (cache.size >= maxCached) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(tokenHash, entry);
  }

  /** The cached entry a read may trust: within its seconds and the idle time, revocations heard. */
  function trustedEntry(tokenHash: string): CachedPrincipal | undefined {
    const entry = cache.get(tokenHash);
    const now = Date.now();
    const usable = entry && now < entry.cachedUntil && now - entry.lastSeenAt < idleMs;
    return usable && notices.trusted() ? entry : undefined;
  }

  async function load(tokenHash: string): Promise<CachedPrincipal | null> {
    const [row] = await db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
        id: users.id,
        name: users.name,
        domain: users.domain,
        platformType: users.platformType,
        codes: sql<
          string[]
        >`array(select distinct c from ${userRoles} ur join ${roles} r on r.id = ur.role_id,
          unnest(r.codes) c where ur.user_id = ${users.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, sql`now() - ${idle}`)));
    if (!row) return null;
    let lastSeenAt = row.lastSeenAt.getTime();
    if (row.stale) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
      lastSeenAt = Date.now();
    }
    const codes = new Set<PermissionCode>(row.codes.filter(isPermissionCode));
    const user = { id: row.id, name: row.name, domain: row.domain, platformType: row.platformType };
    return {
      principal: { user, codes, platformType: row.platformType, sessionId: row.sessionId },
      userId: row.id,
      cachedUntil: Date.now() + ttlMs,
      lastSeenAt,
    };
  }

  return {
    /** Starts hearing other processes' revocations (PostgreSQL); until then nothing is cached. */
    start: () => notices.start(),
    stop: () => notices.stop(),

    async create(userId: number): Promise<string> {
      const token = newSessionToken();
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
      return token;
    },

    /**
     * A read's principal from this process's copy, without a promise: undefined when there is none to
     * trust (not cached, past its few seconds or its idle time, or revocations not heard), and the
     * caller then asks `resolve`. A logout or a role change drops the copy before it answers.
     */
    cached(token: string): Principal | undefined {
      if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
      return trustedEntry(hashToken(token))?.principal;
    },

    /** The principal of a live session, or null for an unknown, expired or logged-out token. */
    async resolve(token: string, resolveOptions: ResolveOptions = {}): Promise<Principal | null> {
      if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
      const tokenHash = hashToken(token);
      const cached = resolveOptions.fresh ? undefined : trustedEntry(tokenHash);
      if (cached) return cached.principal;
      cache.delete(tokenHash);
      const loaded = await load(tokenHash);
      if (!loaded) return null;
      remember(tokenHash, loaded);
      return loaded.principal;
    },

    /** Logout: the session ends here and, before this answers, in every other process. */
    async revoke(sessionId: number): Promise<void> {
      const revocation = await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.id, sessionId));
        return notices.announce(tx, { sessionIds: [sessionId] });
      });
      await notices.settle(revocation);
    },

    /** Ends every session of these users inside the caller's transaction (announce, then settle). */
    async endFor(tx: DbTransaction, userIds: readonly number[]): Promise<void> {
      if (userIds.length === 0) return;
      await tx.delete(sessions).where(inArray(sessions.userId, [...userIds]));
    },

    async deleteExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.lastSeenAt, sql`now() - ${idle}`));
    },

    /**
     * Inside the transaction that changes users' roles, codes, password or existence: every process
     * is told on commit. Pass the answer to `settle` once the transaction has committed.
     */
    announce(tx: Database | DbTransaction, change: RevocationChange): Promise<Revocation> {
      return notices.announce(tx, change);
    },

    /** After the commit: this process forgets at once, then waits until the notice went round. */
    settle(revocation: Revocation): Promise<void> {
      return notices.settle(revocation);
    },
  };
}
