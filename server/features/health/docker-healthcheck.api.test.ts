import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The Dockerfile's HEALTHCHECK command (its exec form), as Docker runs it inside the container. */
function dockerHealthcheck(): string[] {
  const dockerfile = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8');
  const cmd = /^HEALTHCHECK[^\n]*\\\n\s*CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  if (!cmd) throw new Error('no HEALTHCHECK ... CMD [...] in the Dockerfile');
  return JSON.parse(cmd) as string[];
}

describe('the health checks of the deployment files', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  // Spawned, not spawnSync: the app answering it runs in this process.
  const runHealthcheck = (): Promise<number | null> => {
    const [command, ...args] = dockerHealthcheck();
    expect(command).toBe('node');
    const child = spawn(process.execPath, args, { env: { PORT: String(port) }, stdio: 'ignore' });
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  };

  it("Docker's HEALTHCHECK passes while the app is ready and fails once SIGTERM has arrived (draining)", async () => {
    expect(dockerHealthcheck().join(' ')).toContain('/api/health/ready');
    expect(await runHealthcheck()).toBe(0);
    t.app.ctx.lifecycle.drain();
    expect(await runHealthcheck()).toBe(1);
  });

  it("the Caddy example's health_uri is the readiness probe", () => {
    const deploy = readFileSync(join(projectRoot, 'docs', 'deploy.md'), 'utf8');
    expect([...deploy.matchAll(/health_uri (\S+)/g)].map((m) => m[1])).toEqual(['/api/health/ready']);
  });
});
