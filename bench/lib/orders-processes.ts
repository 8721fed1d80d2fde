import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** The demo CLI seeding `orders` orders into the database of `env`; answers the wall time in ms. */
export async function seedWithCli(env: Record<string, string>, orders: number): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/demo/cli.ts', '--orders', String(orders)],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`demo CLI exited with ${code}`);
  return performance.now() - started;
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
