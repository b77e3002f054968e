import { centsToNumber, toCents } from '@shared/money';
import { isDonationStatus } from '@shared/donations/status-machine';
import type { DonorDonation, DonorStatusEntry } from './donor-portal.schemas';
import type { DonorDonationRow } from './donor-portal.repo';

/** numeric(10,2) string to a JSON number, exactly (through integer cents). */
function money(value: string | null): number | null {
  if (value === null) return null;
  const cents = toCents(value);
  return cents === null ? null : centsToNumber(cents);
}

export function toDonorDonation(row: NonNullable<DonorDonationRow>): DonorDonation {
  if (!isDonationStatus(row.status))
    throw new Error(`Donation ${row.id} has an unknown status ${row.status}`);
  const { saleKind, saleAmount, saleDate, saleNet, recycling, ...rest } = row;
  const saleValue = money(saleAmount);
  return {
    ...rest,
    sale:
      saleKind && saleValue !== null && saleDate
        ? { kind: saleKind, amount: saleValue, date: saleDate, toCharity: money(saleNet) }
        : null,
    recycling: recycling ?? null,
    status: row.status,
    estimatedValue: money(row.estimatedValue),
    finalValue: money(row.finalValue),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDonorStatusEntry(row: { id: number; status: string; createdAt: Date }): DonorStatusEntry {
  if (!isDonationStatus(row.status))
    throw new Error(`History row ${row.id} has an unknown status ${row.status}`);
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
}
