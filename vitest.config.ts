import { configDefaults, defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./shared'), '@server': r('./server'), '@client': r('./client') };

/** API tests that replace a module with vi.mock. */
const MOCKED = 'server/**/*.mocked.api.test.ts';

/** The API suites: a real app on a real database per file (server/test/test-app.ts). */
const api = {
  include: ['server/**/*.api.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One worker more than the cores: a file waiting on a timer, a child process (a real server, an
  // operator's tool) or PostgreSQL's disk leaves its core to another. On two cores, three workers ran the
  // embedded suite in 312 s instead of 365 s and the PostgreSQL one in 159 s instead of 172 s (decision 036).
  maxWorkers: availableParallelism() + 1,
  sequence: { groupOrder: 1 },
  // One migrated database made before the files run, copied by each (server/test/test-database.ts).
  globalSetup: ['server/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.unit.test.ts', 'client/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One worker per core, sharing its modules across files: Vitest's default (one worker on two
          // cores, each file importing everything again) spent 44 of its 66 s transforming modules; this
          // runs the same 98 files in 15 s (decision 037). A file that changes a global puts it back.
          maxWorkers: availableParallelism(),
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...api,
          name: 'api',
          exclude: [...configDefaults.exclude, MOCKED],
          // The files share their workers' modules (the server is imported once per worker, not once per
          // file): state a test leaves must then live in its app, not in a module.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        // Files that replace a module with vi.mock need modules of their own.
        test: { ...api, name: 'api-mocked', include: [MOCKED] },
      },
    ],
  },
});
