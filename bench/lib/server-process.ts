import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { asker, type Ask } from './ipc';

const ROOT = resolve(import.meta.dirname, '../..');
const CPU_PROBE = pathToFileURL(resolve(import.meta.dirname, 'cpu-probe.ts')).href;

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** The server process's CPU time (user + system) so far, in ms. */
  cpuMs(): Promise<number>;
  ask: Ask;
  stop(): Promise<void>;
}

/**
 * Starts a script in its own process (so the load generator does not share its event loop), with the
 * CPU probe preloaded and an IPC channel to ask it.
 */
export async function startProcess(
  script: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', CPU_PROBE, resolve(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const ask = asker(child);
  return {
    url,
    pid: child.pid ?? 0,
    startMs: performance.now() - started,
    cpuMs: () => ask<number>('cpu'),
    ask,
    stop: () => stopChild(child),
  };
}

/** A console server on a fresh embedded database with demo data, removed when it stops. */
export async function startConsole(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ota-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const server = await startProcess('apps/server/src/main.ts', port, {
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_AIRLINE_PORTS: '0,0,0',
    ...env,
  }).catch((error: unknown) => {
    removeData();
    throw error;
  });
  return { ...server, stop: () => server.stop().then(removeData) };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/prod-api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not become healthy`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
