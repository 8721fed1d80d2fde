import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file per core, not Vitest's cores − 1: the API files spend much of their time waiting on
    // PostgreSQL, the demo airline and the mail server, and on CI's 2 cores one worker left the second
    // idle (the suite took 739 s with one worker, 497 s with two; 2026-11-26).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker, not per file: importing the app and the contract again for
          // each of 140 files was a third of the suite's time; each file still makes its own app and
          // database, and no test mocks a module (13 files: 148 s → 72 s, 2026-11-28).
          isolate: false,
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./apps/server/src/test/database-templates.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          // As the server's: antd and the features imported once per worker (30 files: 108 s → 32 s);
          // the setup file empties the DOM and the session and local storage after each test.
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // antd pages render slowly in jsdom when the 2 CI cores also run the server suite.
          testTimeout: 20_000,
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
