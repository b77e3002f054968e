import { generateAccessCode } from '@shared/donations/access-code';
import {
  donationBounds,
  makeCreateDonationRequest,
  type CreateDonationRequest,
} from '@shared/donations/donation.schemas';
import { centsToDecimal, toCents } from '@shared/money';
import type { AppContext } from '../../platform/context';
import { validationError } from '../../platform/errors';
import { translate, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import type { CreateDonationResponse } from './donate.schemas';
import { composeConfirmation } from './donate.email';
import {
  findChoosableCharity,
  insertEmailCommunication,
  insertSubmittedDonation,
  recommendCharity,
  tryInsertAccessCode,
} from './donate.repo';

const CODE_DRAWS = 5;

// Building the schema costs more than parsing a submission with it (zod compiles it on first use):
// it is made again only when the year changes.
let schemaFor: { key: number; schema: ReturnType<typeof makeCreateDonationRequest> } | undefined;

/**
 * The wizard's schema. A donation takes vehicles older than the calculator's minimum year or past its
 * mileage ceiling (scrap or parts, issue 33): the settings bound the calculator only.
 */
export function donationSchema() {
  const currentYear = new Date().getFullYear();
  if (schemaFor?.key !== currentYear)
    schemaFor = { key: currentYear, schema: makeCreateDonationRequest(donationBounds(currentYear)) };
  return schemaFor.schema;
}

const decimal = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : centsToDecimal(toCents(dollars)!);

/**
 * Stores a submitted donation with everything that goes with it, in one transaction: the donation,
 * its first history row, the portal access code, the news consent as worded, and the confirmation
 * e-mail with its communication row. Any failure leaves nothing behind.
 */
export async function createDonation(
  ctx: AppContext,
  opts: { request: CreateDonationRequest; locale: Locale },
): Promise<CreateDonationResponse> {
  const { request: r, locale } = opts;
  const company = String(await ctx.settings.get('business', 'companyName'));
  return ctx.db.transaction(async (tx) => {
    const charity =
      r.charityId !== null
        ? await findChoosableCharity(tx, r.charityId)
        : // No charity yet is allowed: staff then choose one with the donor.
          await recommendCharity(tx);
    if (r.charityId !== null && !charity)
      throw validationError({ charityId: 'donate:validation.charityUnavailable' });

    const firstCode = generateAccessCode();
    const { id, codeStored } = await insertSubmittedDonation(
      tx,
      {
        vehicleType: r.vehicleType,
        year: r.year,
        make: r.make,
        model: r.model,
        trim: r.trim ?? null,
        mileage: r.mileage,
        condition: r.condition,
        vin: r.vin ?? null,
        hasLienOrFinance: r.hasLienOrFinance,
        hasAccidents: r.hasAccidents,
        estimatedValue: decimal(r.estimatedValue),
        titleBrand: r.titleBrand ?? null,
        rvClass: r.rvClass ?? null,
        // Whole feet, as the form asks them.
        boatLengthFt: typeof r.boatLengthFt === 'number' ? Math.round(r.boatLengthFt) : null,
        boatType: r.boatType ?? null,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phone: r.phone,
        address: r.address,
        city: r.city,
        province: r.province,
        postalCode: r.postalCode,
        locale,
        acquisitionYear: r.acquisitionYear ?? null,
        acquisitionMonth: r.acquisitionMonth ?? null,
        vinConfirmed: r.vinConfirmed ?? false,
        donorType: r.donorType ?? 'individual',
        corporationName: r.donorType === 'corporation' ? (r.corporationName ?? null) : null,
        postalCodeConfirmed: r.postalCodeConfirmed ?? false,
        acquisitionKind: r.acquisitionKind ?? null,
        acquisitionCost: decimal(r.acquisitionCost),
        newsConsent: r.newsConsent,
        // The exact sentence the donor ticked, in their language, kept as evidence of consent.
        newsConsentText: r.newsConsent ? translate(locale, 'donate:donor.newsConsent', { company }) : null,
        newsConsentAt: r.newsConsent ? new Date() : null,
        charityId: charity?.id ?? null,
        charityChoice: r.charityChoice,
        pickupPreference: r.pickupPreference,
        preferredDate: r.preferredDate ?? null,
        preferredPickupTime: r.preferredPickupTime ?? null,
        unattendedPickup: r.unattendedPickup,
        notes: r.notes ?? null,
        status: 'pending',
        donorNotificationsSent: 1,
      },
      { accessCode: firstCode, email: r.email },
    );

    let accessCode: string | undefined = codeStored ? firstCode : undefined;
    for (let draw = 1; draw < CODE_DRAWS && !accessCode; draw++) {
      const candidate = generateAccessCode();
      if (await tryInsertAccessCode(tx, { donationId: id, accessCode: candidate, email: r.email }))
        accessCode = candidate;
    }
    // Five clashes in a row in a 60-bit space means a broken generator, not bad luck.
    if (!accessCode) throw new Error('Could not draw a free donor access code');

    const mail = await composeConfirmation(ctx, locale, {
      ...r,
      id,
      charityName: charity?.name ?? null,
      accessCode,
    });
    await queueEmail(tx, { to: r.email, ...mail, locale, template: 'donation-received', donationId: id });
    await insertEmailCommunication(tx, { donationId: id, subject: mail.subject, message: mail.text });
    return { id, accessCode, status: 'pending' as const };
  });
}
