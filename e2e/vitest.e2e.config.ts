import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Vitest's order (larger files first), except that the files opening every page (`*-fresh.e2e.ts`, the
 * longest by far, 120-190 s) start first: started last, one would leave the other workers idle at the end.
 */
class EveryPageFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) => (f.moduleId.endsWith('-fresh.e2e.ts') ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Browser tests; run by `npm run test:e2e` (e2e/run.ts starts a server per worker first, and runs the
 * files side by side with --fileParallelism).
 */
export default defineConfig({
  resolve: { alias: { '@shared': r('../shared'), '@server': r('../server'), '@client': r('../client') } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    sequence: { sequencer: EveryPageFirst },
    // Toasts show one at a time (5 s each): a poll waits long enough for the one queued behind.
    expect: { poll: { timeout: 12_000, interval: 100 } },
  },
});
