import { defineConfig } from 'vitest/config';

/** The browser suite: real Chromium against a real server at E2E_BASE_URL, one file at a time. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
