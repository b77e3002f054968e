/**
 * Where this instance is in its life, for the readiness probe: from the first SIGTERM it is
 * `draining` (main.ts), so `/api/health/ready` answers 503 while requests are still served, and the
 * load balancer stops sending new ones before the listener closes.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
