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
    { name: 'GET /api/settings/public/all', method: 'GET', path: '/api/settings/public/all' },
    { name: 'GET /api/health', method: 'GET', path: '/api/health' },
    {
      name: 'POST /api/vehicles/valuation',
      method: 'POST',
      path: '/api/vehicles/valuation',
      body: valuation,
    },
    { name: 'GET / (render cache)', method: 'GET', path: '/' },
    {
      name: 'GET / (not cached)',
      method: 'GET',
      path: '/?v=0',
      nextPath: () => `/?v=${++uncached}`,
    },
    { name: 'GET /api/auth/user (signed in)', method: 'GET', path: '/api/auth/user', signedIn: true },
    {
      name: `GET /api/donor-portal (${opts.codes} codes)`,
      method: 'GET',
      path: `/api/donor-portal/${benchAccessCode(1)}`,
      nextPath: () => `/api/donor-portal/${benchAccessCode(random(opts.codes))}`,
    },
    {
      name: 'POST /api/donations',
      method: 'POST',
      path: '/api/donations',
      body: JSON.stringify(validDonation({ email: 'bench.submit@example.test', charityChoice: 'recommend' })),
    },
    {
      name: `GET /api/donations 50 + search (${opts.seeded})`,
      method: 'GET',
      path: '/api/donations?pageSize=50&search=Bench1',
      nextPath: () => `/api/donations?pageSize=50&search=Bench${random(opts.seeded)}`,
      signedIn: true,
    },
  ];
}
