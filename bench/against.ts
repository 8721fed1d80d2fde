// `node --import tsx bench/against.ts <other tree> [--orders N] [--calls N] [--rounds N]`: the server's CPU
// per call of this tree against another checkout of the repository (e.g. `git worktree add /tmp/base main`
// and its own `npm ci`; its bench must hold the queue stand-in of commit baf85d9), both servers on one
// PostgreSQL database seeded here, their calls alternating round by round. On a shared machine a
// before/after taken minutes apart differs by more than a change of a few tens of µs per call; taken side
// by side, both meet the same neighbours.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { withPostgresDatabase } from './lib/bench-databases';
import { consoleApi, type ConsoleApi } from './lib/orders-api';
import { seedWithCli } from './lib/orders-processes';
import type { SqlRound } from './lib/orders-sql';
import { startProcess, type RunningServer } from './lib/server-process';
import { median } from './lib/stats';

const PORTS = { other: 18488, this: 18489 } as const;
type Tree = keyof typeof PORTS;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    orders: { type: 'string', default: '20000' },
    calls: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '15' },
  },
});
const other = positionals[0];
if (!other) throw new Error('name the other tree: node --import tsx bench/against.ts /tmp/base');
const calls = Number(values.calls);
const rounds = Number(values.rounds);

interface Figure {
  name: string;
  call: (api: ConsoleApi) => Promise<unknown>;
  /** The same statements straight on the database, as the bench's SQL side runs them. */
  sql?: (server: RunningServer) => Promise<SqlRound>;
}

function figures(orderNo: string): Figure[] {
  const search = (params: Record<string, string>) => (server: RunningServer) =>
    server.ask<SqlRound>('search', { params, pageNum: 1, calls });
  return [
    {
      name: 'search, page 1 of every order',
      call: (api) => api.get('/onefly/order/search', { pageNum: 1 }),
      sql: search({}),
    },
    {
      name: 'search by order number',
      call: (api) => api.get('/onefly/order/search', { orderNo }),
      sql: search({ orderNo }),
    },
    {
      name: 'order details',
      call: (api) => api.get('/onefly/order/detail', { orderNo }),
      sql: (server) => server.ask<SqlRound>('detail', { orderNos: Array<string>(calls).fill(orderNo) }),
    },
    { name: 'balance', call: (api) => api.get('/userTransactionRecord/balanceInfo') },
  ];
}

/** CPU ms per call of `calls` calls in a row. */
async function cpuPerCall(server: RunningServer, api: ConsoleApi, figure: Figure): Promise<number> {
  const before = await server.cpuMs();
  for (let i = 0; i < calls; i += 1) await figure.call(api);
  return ((await server.cpuMs()) - before) / calls;
}

async function compare(servers: Record<Tree, RunningServer>): Promise<void> {
  const apis = { other: consoleApi(servers.other.url), this: consoleApi(servers.this.url) };
  for (const api of Object.values(apis)) await api.signIn('admin', 'admin123');
  const page = await apis.this.get<{ content: { orderNo: string }[] }>('/onefly/order/search', {
    pageNum: 1,
  });
  const orderNo = page.content[0]?.orderNo ?? '';
  const measured = new Map<string, Record<Tree | 'sql', number[]>>();
  for (let round = 0; round <= rounds; round += 1) {
    for (const figure of figures(orderNo)) {
      const seen = measured.get(figure.name) ?? { other: [], this: [], sql: [] };
      measured.set(figure.name, seen);
      // Round 0 warms both up; each round the other side goes first.
      for (const tree of round % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
        const perCall = await cpuPerCall(servers[tree], apis[tree], figure);
        if (round > 0) seen[tree].push(perCall);
      }
      if (figure.sql && round > 0) seen.sql.push((await figure.sql(servers.this)).cpuMs);
    }
  }
  const us = (ms: number) => `${Math.round(ms * 1000)} µs`;
  for (const [name, seen] of measured) {
    const ratio = median(seen.this.map((value, i) => value / seen.other[i]!));
    const sql = seen.sql.length > 0 ? median(seen.sql) : null;
    const over = (tree: Tree) => (sql === null ? '' : `, over SQL ${us(median(seen[tree]) - sql)}`);
    console.log(
      `${name}: other ${us(median(seen.other))}${over('other')}; this ${us(median(seen.this))}${over('this')}; ` +
        `this / other ${ratio.toFixed(2)}${sql === null ? '' : `; SQL ${us(sql)}`}`,
    );
  }
}

await withPostgresDatabase('bench_against', async (url) => {
  await seedWithCli({ DATABASE_URL: url }, Number(values.orders));
  const env = { DATABASE_URL: url, DEMO: '0' };
  const servers = {
    other: await startProcess(resolve(other, 'bench/orders-server.ts'), PORTS.other, env),
    this: await startProcess('bench/orders-server.ts', PORTS.this, env),
  };
  try {
    await compare(servers);
  } finally {
    await servers.other.stop();
    await servers.this.stop();
  }
});
