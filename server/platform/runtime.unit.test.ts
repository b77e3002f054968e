import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

/** Decision 024: npm scripts run the `node` package's Node 24 (node_modules/.bin), whatever the machine's is. */
describe('runtime', () => {
  it('runs the tests on Node 24 or later', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('gives the processes tests start (servers, command-line tools) Node 24 too', () => {
    expect(major(execFileSync('node', ['--version'], { encoding: 'utf8' }))).toBeGreaterThanOrEqual(24);
  });
});
