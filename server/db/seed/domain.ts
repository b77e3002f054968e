import type { Tx } from '../client';

export interface SeedContext {
  userIds: Record<string, string>;
}

/** Charities, donations, dealers, auctions, blog and pages for the demo. */
export async function seedDomainData(_tx: Tx, _seed: SeedContext): Promise<void> {}
