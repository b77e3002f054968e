import type { AppContext } from '../../platform/context';
import type { DonorDonationWithHistory } from './donor-portal.schemas';
import { listDonorDonationsByEmail, listStatusHistory } from './donor-portal.repo';
import { requireDonorEmailProof } from './donor-proof';
import { toDonorDonation, toDonorStatusEntry } from './donor-view';

/** The donations of a proven address, newest first, each with its full status history (no notes). */
export async function listDonationsByEmail(
  ctx: AppContext,
  opts: { email: string; proofToken: string | null },
): Promise<DonorDonationWithHistory[]> {
  await requireDonorEmailProof(ctx.db, { token: opts.proofToken, email: opts.email });
  return ctx.db.transaction(async (tx) => {
    const rows = await listDonorDonationsByEmail(tx, opts.email.trim());
    const history = await listStatusHistory(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      ...toDonorDonation(row),
      statusHistory: history.filter((h) => h.donationId === row.id).map(toDonorStatusEntry),
    }));
  });
}
