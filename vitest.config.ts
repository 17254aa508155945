import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its main process, which on two cores runs one file
    // at a time (BENCHMARKS.md, Suites: 811 s with one worker, 422 s with two).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'evaluation/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', 'src/device/**'],
        },
      },
      {
        // What the app keeps on the device and the browser's effects: a browser's globals, no React.
        test: {
          name: 'device',
          environment: 'jsdom',
          include: ['src/device/**/*.test.ts'],
          setupFiles: ['src/device/testing/setup.ts'],
        },
      },
      {
        // The same suites on the embedded database and on a real PostgreSQL (skipped, saying why, without one).
        test: {
          name: 'database',
          environment: 'node',
          include: ['server/**/*.db.test.ts'],
          globalSetup: ['server/db/testing/postgres-global-setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/ui/testing/setup.ts'],
          // A path replayed by a user on a rendered screen takes a second or more on a busy 2-core machine.
          testTimeout: 20000,
        },
      },
    ],
  },
})
