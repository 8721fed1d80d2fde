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
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // antd pages render slowly in jsdom when the 2 CI cores also run the server suite.
          testTimeout: 20_000,
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
