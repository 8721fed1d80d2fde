import pg from 'pg';

export interface ListenEvents {
  notice(channel: string, payload: string): void;
  /** True once LISTEN holds, false when the connection is lost (notices may then be missed). */
  live(isLive: boolean): void;
}

export interface Listener {
  /** NOTIFY on the listening connection (no pooled connection needed for a reply). */
  notify(channel: string, payload: string): Promise<void>;
  stop(): Promise<void>;
}

/** How listening connections name themselves, so a process can count its peers. */
export const LISTENER_APPLICATION_NAME = 'ota-listener';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would drop it), reconnecting with
 * back-off: while it is down the listener says so, and its user must not trust what it caches.
 */
export async function listenOnPostgres(
  url: string,
  channels: readonly string[],
  events: ListenEvents,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (next: pg.Client) => {
    if (client !== next) return;
    client = null;
    events.live(false);
    next.end().catch(() => undefined);
    if (!stopped) schedule();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (channels.includes(message.channel)) events.notice(message.channel, message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    events.live(true);
  }

  function schedule(): void {
    timer = setTimeout(() => {
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        if (!stopped) schedule();
      });
    }, retryMs);
    timer.unref();
  }

  await connect();
  return {
    async notify(channel, payload) {
      await client?.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
