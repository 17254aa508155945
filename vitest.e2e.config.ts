import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // A whole routine played with its checks takes a while with two other files beside it.
    testTimeout: 60000,
    hookTimeout: 60000,
    // A browser waits on a loaded machine (CI, other work): expect.poll's default second is the
    // same for every test, not a bound on what the app must do.
    expect: { poll: { timeout: 10000 } },
    // A file's browser waits on its pages more than it computes (about half a core): three files at
    // once keep two cores busy (BENCHMARKS.md, Suites).
    maxWorkers: 3,
  },
})
