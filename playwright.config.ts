import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Each run starts the real server on a fresh embedded database with demo data.
const port = Number(process.env.E2E_PORT ?? 18080);
// Named once, in the runner: its workers read the same directory (the specs' own orders, fixtures/).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ota-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  // One retry everywhere: the suite runs on 2 shared cores (CI and here alike), where a new tab's
  // 1-second wait for an open tab's session was missed once in three runs (2026-11-28); a retry that
  // passes is still reported as flaky in the JSON report.
  retries: 1,
  // Generous: CI has 2 cores shared by the server, two Chromiums (each with its software-rendering GPU
  // process) and two workers; a flow of several dialogs took over 60 s there (2026-11-26, load 10-12).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // The console turns antd's animations off for a system asking for reduced motion: no click lands on
    // a dialog or a list still sliding in, and each step is as fast as the page can draw it.
    reducedMotion: 'reduce',
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Each spec's own orders are made first (e2e/fixtures), then the server starts on that data.
    command: 'node --import tsx e2e/fixtures/seed.ts && node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/prod-api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO: '1',
      // Any free ports: browser tests never clash with a console running the demo airlines.
      DEMO_AIRLINE_PORTS: '0,0,0',
      // A closed port on loopback for the unreachable-wrapper tests; other internal addresses stay refused.
      WRAPPER_ALLOWED_HOSTS: '127.0.0.1:9',
      // The refund tests record the airline's answer themselves: no background poll may get there first.
      AIRLINE_POLL_SECONDS: '0',
    },
  },
});
