import { defineConfig } from 'vitest/config'

/** Test files running at once; `VITEST_MAX_WORKERS` overrides. */
const workers = Number(process.env.VITEST_MAX_WORKERS) || 3

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // a few tests import Payload's collections inside the test: seconds when the cores are shared
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          // A worker's files share its modules, so Payload starts once per worker instead of once
          // per file (about half the run's CPU time); tests/support/workerDatabase.ts undoes what a
          // file changes in the process (environment, spies, clock) after it.
          isolate: false,
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/globalSetup.ts'],
          // Files run in parallel, each worker on its own copy of the seeded database.
          setupFiles: ['tests/support/workerDatabase.ts'],
          // password hashing and Payload's start are CPU work: slower when the cores are shared
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
