/// <reference types="node" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) listens on 8080 by default; override with API_TARGET.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/prod-api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/prod-api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // The contract package is pure declarations: the zod schemas the server uses are dropped
      // from the bundle when the app only uses its types, menu and constants.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
