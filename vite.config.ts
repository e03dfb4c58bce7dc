import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so generated route files are transformed by it.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/dashboard/routes',
      generatedRouteTree: './src/dashboard/routeTree.gen.ts',
    }),
    react(),
  ],
  build: { outDir: 'dist', sourcemap: false },
  server: { host: '127.0.0.1' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    globalSetup: ['./src/service/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
