import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
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
