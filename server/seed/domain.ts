import { eq } from 'drizzle-orm';
import type { FileStorage } from '../platform/storage/storage';
import type { Tx } from '../db/client';
import { users } from '../db/schema/auth';
import { seedBlog } from './blog';
import { seedCharities } from './charities';
import { seedDealers } from './dealers';
import { seedDonations } from './donations';
import { seedForms } from './forms';
import { seedPages } from './pages';

export interface SeedContext {
  /** Demo user ids keyed by role: admin, editor, dealer, charity, user. */
  userIds: Record<string, string>;
  /** Where the charities' signature images go; without it they get none. */
  storage?: FileStorage;
}

/** Charities, donations, dealers, auctions, blog, pages and a contact form for the demo, in dependency order. */
export async function seedDomainData(tx: Tx, seed: SeedContext): Promise<void> {
  const now = new Date();
  const { admin, editor, dealer, charity } = seed.userIds;
  if (!admin || !editor) throw new Error('the demo needs an admin and an editor account');

  const charityIds = await seedCharities(tx, { charityUserId: charity, now, storage: seed.storage });
  const donations = await seedDonations(tx, { now, charityIds, staffIds: { admin, editor } });
  await seedDealers(tx, { now, dealerUserId: dealer, dealerEmail: await dealerEmail(tx, dealer), donations });
  await seedBlog(tx, { now, authorId: editor });
  await seedPages(tx, { now, authorId: editor });
  await seedForms(tx, { now, ownerId: admin });
}

/** The approved dealer record uses its account's e-mail, as staff approval would create it. */
async function dealerEmail(tx: Tx, dealerUserId: string | undefined): Promise<string> {
  if (!dealerUserId) return 'dealer@demo.vehicledonation.ca';
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, dealerUserId));
  return row?.email ?? 'dealer@demo.vehicledonation.ca';
}
