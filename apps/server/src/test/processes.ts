import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/** The repository root: scripts are run from there, as `npm start` does. */
export const ROOT = resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** A TypeScript script of the repository in a Node.js process of its own. */
export function runScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Resolves once the console at `url` answers its health call. */
export async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 1200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the console exited with ${child.exitCode}`);
    const up = await fetch(`${url}/prod-api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error('the console did not start');
}
