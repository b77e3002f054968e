import { inArray } from 'drizzle-orm';
import { generateAccessCode } from '@shared/donations/access-code';
import { checkTransition, type DonationStatus } from '@shared/donations/status-machine';
import type { ProvinceCode } from '@shared/geo/provinces';
import type { VehicleCondition } from '@shared/vehicles/catalogue';
import { estimateVehicleValue } from '@shared/vehicles/valuation';
import type { Tx } from '../db/client';
import { users } from '../db/schema/auth';
import {
  donationCommunications,
  donations,
  donationStatusHistory,
  donorPortalAccess,
  type DonationStatusHistoryEntry,
} from '../db/schema/donations';
import { DEMO_CHARITIES, type DemoCharityKey } from './charities';
import { communicationFor } from './communications';
import { daysAgo } from './dates';
import type { DemoDonation } from './demo-donation';
import { earlyDonations } from './donations-early';
import { lateDonations } from './donations-late';
import { closedDonations } from './donations-closed';

export interface SeededDonation {
  id: number;
  status: DonationStatus;
  auction?: 'active' | 'sold';
  city: string;
  province: string;
}

interface Staff {
  id: string;
  name: string;
}

/**
 * Inserts the demo donations with everything the real flows would have written: the history trail
 * (each move checked by the status machine, so the demo never shows an illegal one), its JSON copy,
 * the donor's messages and a portal access code.
 */
export async function seedDonations(
  tx: Tx,
  options: {
    now: Date;
    charityIds: Record<DemoCharityKey, number>;
    staffIds: { admin: string; editor: string };
  },
): Promise<SeededDonation[]> {
  const staff = await loadStaff(tx, options.staffIds);
  const seeded: SeededDonation[] = [];
  for (const demo of [
    ...earlyDonations(options.now),
    ...lateDonations(options.now),
    ...closedDonations(options.now),
  ]) {
    seeded.push(await seedDonation(tx, demo, { now: options.now, charityIds: options.charityIds, staff }));
  }
  return seeded;
}

async function seedDonation(
  tx: Tx,
  demo: DemoDonation,
  ctx: { now: Date; charityIds: Record<DemoCharityKey, number>; staff: Record<'admin' | 'editor', Staff> },
): Promise<SeededDonation> {
  const submittedAt = daysAgo(ctx.now, demo.submittedDaysAgo);
  const trail = buildTrail(demo, submittedAt, ctx);
  const status = trail[trail.length - 1]?.status as DonationStatus;
  const charity = DEMO_CHARITIES.find((c) => c.key === demo.charity);
  const estimate = estimateVehicleValue(
    {
      year: demo.values.year,
      make: demo.values.make,
      model: demo.values.model,
      trim: demo.values.trim,
      mileage: demo.values.mileage ?? 0,
      condition: demo.values.condition as VehicleCondition,
      accidents: demo.values.hasAccidents ? 'minor' : 'none',
      serviceHistory: 'good',
      location: demo.values.province as ProvinceCode,
      vin: demo.values.vin,
      hasLienOrFinance: demo.values.hasLienOrFinance ?? false,
    },
    { currentYear: submittedAt.getUTCFullYear() },
  );

  const record = {
    ...demo.values,
    locale: demo.locale,
    status,
    statusHistory: trail,
    charityId: ctx.charityIds[demo.charity],
    charityChoice: demo.charity,
    preferredCharity: charity?.name ?? null,
    estimatedValue: `${estimate.estimatedValue}.00`,
  };
  const messages = trail
    .map((entry) =>
      communicationFor({
        donation: record,
        status: entry.status as DonationStatus,
        sentAt: new Date(entry.createdAt),
        sentBy: entry.updatedBy,
        sentByName: entry.updatedByName ?? 'system',
      }),
    )
    .filter((m) => m !== null);

  const [row] = await tx
    .insert(donations)
    .values({
      ...record,
      lastContactedAt: messages[messages.length - 1]?.sentAt ?? null,
      donorNotificationsSent: messages.filter((m) => m.type === 'email').length,
      createdAt: submittedAt,
      updatedAt: new Date(trail[trail.length - 1]?.createdAt ?? submittedAt),
    })
    .returning({
      id: donations.id,
      email: donations.email,
      city: donations.city,
      province: donations.province,
    });
  if (!row) throw new Error(`demo donation of ${demo.values.firstName} was not inserted`);

  await tx.insert(donationStatusHistory).values(
    trail.map((entry) => ({
      donationId: row.id,
      status: entry.status,
      previousStatus: entry.previousStatus,
      notes: entry.notes,
      updatedBy: entry.updatedBy,
      updatedByName: entry.updatedByName,
      createdAt: new Date(entry.createdAt),
    })),
  );
  if (messages.length > 0)
    await tx.insert(donationCommunications).values(messages.map((m) => ({ ...m, donationId: row.id })));

  await tx.insert(donorPortalAccess).values({
    donationId: row.id,
    accessCode: demo.accessCode ?? generateAccessCode(),
    email: row.email,
    createdAt: submittedAt,
  });

  return { id: row.id, status, auction: demo.auction, city: row.city, province: row.province };
}

/** The submission row, then one row per staff move, each checked as the server would check it. */
function buildTrail(
  demo: DemoDonation,
  submittedAt: Date,
  ctx: { now: Date; staff: Record<'admin' | 'editor', Staff> },
): DonationStatusHistoryEntry[] {
  const trail: DonationStatusHistoryEntry[] = [
    {
      status: 'pending',
      previousStatus: null,
      notes: 'Submitted online',
      updatedBy: null,
      updatedByName: null,
      createdAt: submittedAt.toISOString(),
    },
  ];
  let from: DonationStatus = 'pending';
  for (const step of demo.steps) {
    const result = checkTransition({
      from,
      to: step.to,
      role: step.by,
      hasFinalValue: demo.values.finalValue != null,
      receiptDeclined: demo.values.receiptDeclined ?? false,
      viaReceipt: false,
      note: step.note,
    });
    if (!result.ok)
      throw new Error(`demo donation of ${demo.values.firstName}: ${from} -> ${step.to} is ${result.code}`);
    const at = daysAgo(ctx.now, step.daysAgo);
    if (at.toISOString() <= (trail[trail.length - 1]?.createdAt ?? ''))
      throw new Error('demo steps must be in order');
    const member = ctx.staff[step.by];
    trail.push({
      status: step.to,
      previousStatus: from,
      notes: step.note,
      updatedBy: member.id,
      updatedByName: member.name,
      createdAt: at.toISOString(),
    });
    from = step.to;
  }
  return trail;
}

async function loadStaff(
  tx: Tx,
  ids: { admin: string; editor: string },
): Promise<Record<'admin' | 'editor', Staff>> {
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [ids.admin, ids.editor]));
  const find = (id: string): Staff => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error(`staff user ${id} is missing`);
    return row;
  };
  return { admin: find(ids.admin), editor: find(ids.editor) };
}
