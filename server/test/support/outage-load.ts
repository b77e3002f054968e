import type { App } from '../../app';
import { validDonation } from '../../features/donate/donate-fixtures.testing';

/** One answer of the load: what was asked, during which phase, and how it was answered. */
export interface Outcome {
  kind: 'donate' | 'list' | 'page';
  phase: string;
  /** 'hung': no answer within HUNG_MS. */
  status: number | 'hung';
  retryAfter?: string;
  code?: string;
}

/** An answer later than this is a hang: the pool gives up on a connection after 5 s. */
export const HUNG_MS = 15_000;

let visitor = 0;
/** A new address per request: the donation limits count per address. */
const nextIp = () => `10.${(++visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;

async function answered(
  res: Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((r) => (timer = setTimeout(r, HUNG_MS, 'hung')));
  try {
    return await Promise.race([res, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A small load of reads and writes through every instance until `stop()`: donations sent by the public
 * (the writes: each acknowledged one's id is kept), staff reading the donation list (a session and
 * a query) and a public page. `phase` is read when each request starts.
 */
export function startLoad(instances: { app: App; staffCookie: () => string }[], phase: () => string) {
  const outcomes: Outcome[] = [];
  const acknowledged: number[] = [];
  let running = true;
  let turn = 0;

  const step = async (i: number) => {
    const { app, staffCookie } = instances[i % instances.length]!;
    const at = phase();
    const n = ++turn;
    const kind = (['donate', 'list', 'page'] as const)[n % 3]!;
    const res =
      kind === 'donate'
        ? app.inject({
            method: 'POST',
            url: '/api/donations',
            payload: validDonation({ email: `outage${n}@example.test`, charityChoice: 'recommend' }),
            remoteAddress: nextIp(),
          })
        : kind === 'list'
          ? app.inject({
              method: 'GET',
              url: '/api/donations?pageSize=5',
              headers: { cookie: staffCookie() },
            })
          : app.inject({ method: 'GET', url: `/donate?from=${n}` });
    const r = await answered(res);
    if (r === 'hung') {
      outcomes.push({ kind, phase: at, status: 'hung' });
      return;
    }
    const body = r.body.startsWith('{') ? (JSON.parse(r.body) as { id?: number; code?: string }) : {};
    if (kind === 'donate' && r.statusCode === 201) acknowledged.push(body.id!);
    outcomes.push({
      kind,
      phase: at,
      status: r.statusCode,
      retryAfter: r.headers['retry-after'] as string | undefined,
      code: body.code,
    });
  };

  const workers = Array.from({ length: 4 }, async (_, w) => {
    while (running) {
      await step(w);
      // A small load: a fast 503 must not turn the loop into a flood.
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    outcomes,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Calls `check` every 200 ms until it holds; fails after `withinMs`. */
export async function until(what: string, check: () => Promise<boolean>, withinMs = 30_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
