import { count, inArray } from 'drizzle-orm';
import { SETTING_DEFINITIONS } from '@shared/settings/defaults';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import type { AppContext } from '../platform/context';
import { createUser } from '../features/users/users.service';
import { upsertSetting } from '../features/settings/settings.repo';
import { seedDomainData } from './domain';
import { loadSampleRegistryIfEmpty } from '../features/registry/registry-import.service';

/** Demo accounts; their passwords are printed in the README. Never loaded into a database with users. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'Admin-Demo-2026', role: 'admin', firstName: 'Alex', lastName: 'Martin' },
  {
    username: 'editor',
    password: 'Editor-Demo-2026',
    role: 'editor',
    firstName: 'Émilie',
    lastName: 'Tremblay',
  },
  { username: 'dealer', password: 'Dealer-Demo-2026', role: 'dealer', firstName: 'Raj', lastName: 'Patel' },
  {
    username: 'charity',
    password: 'Charity-Demo-2026',
    role: 'charity',
    firstName: 'Grace',
    lastName: 'Wong',
  },
  { username: 'donor', password: 'Donor-Demo-2026', role: 'user', firstName: 'Sam', lastName: 'Roy' },
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Whether the demo accounts are there already (SEED_DEMO=always restarts must not seed twice). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const names = DEMO_ACCOUNTS.map((a) => a.username);
  const [row] = await db.select({ n: count() }).from(users).where(inArray(users.username, names));
  return (row?.n ?? 0) > 0;
}

/** Loads the demo data once; a database that has it already is left as it is. Returns whether it seeded. */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  if (await isDemoSeeded(ctx.db)) return false;
  await ctx.db.transaction(async (tx) => {
    const ids: Record<string, string> = {};
    for (const a of DEMO_ACCOUNTS) {
      const { id } = await createUser(tx, { ...a, email: `${a.username}@demo.vehicledonation.ca` });
      ids[a.role] = id;
    }
    for (const d of SETTING_DEFINITIONS) {
      await upsertSetting(tx, { category: d.category, key: d.key, value: d.value, isPublic: d.isPublic });
    }
    await seedDomainData(tx, { userIds: ids, storage: ctx.storage });
  });
  // The registry's embedded default (DECISIONS §7): the bundled sample, outside the transaction (batched).
  await loadSampleRegistryIfEmpty(ctx.db);
  await ctx.settings.invalidate();
  return true;
}
