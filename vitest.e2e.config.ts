import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // A browser waits on a loaded machine (CI, other work): expect.poll's default second is the
    // same for every test, not a bound on what the app must do.
    expect: { poll: { timeout: 10000 } },
    // Two cores: one browser at a time keeps timings steady.
    fileParallelism: false,
  },
})
