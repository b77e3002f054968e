import { validDonation } from '../server/features/donate/donate-fixtures.testing';
import { benchAccessCode } from './seed';

/** One measured request kind; `path` may vary per request (distinct codes, uncached pages). */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  nextPath?: () => string;
  body?: string;
  /** Sent with the staff member's session cookie. */
  signedIn?: boolean;
  /** Leaves background work (the donations' e-mails): the next figure waits until the job queue is drained. */
  queuesJobs?: boolean;
  /** Issue 18's target on PostgreSQL: a share of the bare server measured in the same run, or requests a second. */
  target?: { share: number } | { rps: number };
}

const valuation = JSON.stringify({
  year: 2016,
  make: 'Honda',
  model: 'Civic',
  mileage: 140000,
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  location: 'ON',
  hasLienOrFinance: false,
});

const random = (n: number) => 1 + Math.floor(Math.random() * n);

export function benchTargets(opts: { codes: number; seeded: number }): Target[] {
  let uncached = 0;
  return [
    {
      name: 'GET /api/settings/public/all',
      method: 'GET',
      path: '/api/settings/public/all',
      target: { share: 60 },
    },
    { name: 'GET /api/health', method: 'GET', path: '/api/health', target: { share: 40 } },
    {
      name: 'POST /api/vehicles/valuation',
      method: 'POST',
      path: '/api/vehicles/valuation',
      body: valuation,
      target: { rps: 5000 },
    },
    { name: 'GET / (render cache)', method: 'GET', path: '/', target: { share: 25 } },
    {
      name: 'GET / (not cached)',
      method: 'GET',
      path: '/?v=0',
      nextPath: () => `/?v=${++uncached}`,
    },
    {
      name: 'GET /api/auth/user (signed in)',
      method: 'GET',
      path: '/api/auth/user',
      signedIn: true,
      target: { share: 40 },
    },
    {
      name: `GET /api/donor-portal (${opts.codes} codes)`,
      method: 'GET',
      path: `/api/donor-portal/${benchAccessCode(1)}`,
      nextPath: () => `/api/donor-portal/${benchAccessCode(random(opts.codes))}`,
      target: { rps: 2000 },
    },
    {
      name: 'POST /api/donations',
      method: 'POST',
      path: '/api/donations',
      body: JSON.stringify(validDonation({ email: 'bench.submit@example.test', charityChoice: 'recommend' })),
      queuesJobs: true,
      target: { rps: 300 },
    },
    {
      name: `GET /api/donations 50 + search (${opts.seeded})`,
      method: 'GET',
      path: '/api/donations?pageSize=50&search=Bench1',
      nextPath: () => `/api/donations?pageSize=50&search=Bench${random(opts.seeded)}`,
      signedIn: true,
      target: { rps: 1000 },
    },
  ];
}
