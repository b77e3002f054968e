import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Browser tests; run by `npm run test:e2e` (e2e/run.ts starts the server first). */
export default defineConfig({
  resolve: { alias: { '@shared': r('../shared'), '@server': r('../server'), '@client': r('../client') } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // Toasts show one at a time (5 s each): a poll waits long enough for the one queued behind.
    expect: { poll: { timeout: 12_000, interval: 100 } },
  },
});
