import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Two cores: one browser at a time keeps timings steady.
    fileParallelism: false,
  },
})
