import { vehicleName } from '@shared/format/vehicle-name';
import { provincePrepTextLines } from '@shared/donations/province-prep';
import { isProvinceCode, provinceLabelKey } from '@shared/geo/provinces';
import { parseNorthAmericanPhone } from '@shared/validation/phone';
import type { DbOrTx } from '../../db/client';
import type { Donation } from '../../db/schema/donations';
import type { AppContext } from '../../platform/context';
import { translate, toLocale, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import { findAccessCode, insertCommunication, markDonorContacted } from './donations.repo';

export type DonorNotice = 'contacted' | 'pickupScheduled' | 'pickupRescheduled' | 'pickedUp';

export const TEMPLATES: Record<DonorNotice, string> = {
  contacted: 'donation-contacted',
  pickupScheduled: 'donation-pickup-scheduled',
  pickupRescheduled: 'donation-pickup-rescheduled',
  pickedUp: 'donation-picked-up',
};

/** "Tuesday, March 3, 2026" / "mardi 3 mars 2026"; the date is a calendar date, so read it in UTC. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2:30 p.m." / "14 h 30"; a window "08:00-10:00" reads "8:00 a.m. to 10:00 a.m." / "8 h à 10 h". */
export function formatPickupTime(value: string, locale: Locale): string {
  const clock = (hhmm: string) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(`1970-01-01T${hhmm}:00Z`));
  const parts = value.split('-');
  // Times entered before the API checked them are shown as written rather than refused.
  if (!parts.every((p) => /^\d{2}:\d{2}$/.test(p))) return value;
  if (parts.length === 1) return clock(parts[0]!);
  return translate(locale, 'staff:email.timeWindow', { from: clock(parts[0]!), to: clock(parts[1]!) });
}

export async function portalLink(ctx: AppContext, db: DbOrTx, donationId: number): Promise<string> {
  const code = await findAccessCode(db, donationId);
  const base = `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}/enhanced-donor-portal`;
  return code ? `${base}?code=${encodeURIComponent(code)}` : base;
}

function vehicleText(d: Donation): string {
  return vehicleName(d, d.locale);
}

/** Who handles plates and registration in the donor's province, named in the e-mail. */
function plateAuthority(d: Donation, locale: Locale): string {
  const key = isProvinceCode(d.province) ? d.province : 'other';
  return translate(locale, `staff:email.plateAuthority.${key}`);
}

/** What to have ready for the pickup: the province's checklist (shared table), else the general advice. */
function preparation(d: Donation, locale: Locale): string[] {
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const lines = ['', t('staff:email.prepare.leaveHeading'), `- ${t('staff:email.prepare.keys')}`];
  lines.push('', t('staff:email.prepare.removeHeading'), `- ${t('staff:email.prepare.personalItems')}`);
  if (isProvinceCode(d.province)) {
    lines.push('', ...provincePrepTextLines(t, d.province, t(provinceLabelKey(d.province)), locale));
  } else {
    lines.push(`- ${t('staff:email.prepare.ownership')}`);
    lines.push(`- ${t('staff:email.prepare.plates', { authority: plateAuthority(d, locale) })}`);
  }
  if (d.unattendedPickup) lines.push('', t('donate:email.unattended'));
  return lines;
}

async function composeNotice(ctx: AppContext, db: DbOrTx, d: Donation, kind: DonorNotice) {
  const locale = toLocale(d.locale);
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(locale, `staff:email.${key}`, params);
  const company = String(await ctx.settings.get('business', 'companyName'));
  const phone = String(await ctx.settings.get('business', 'phone'));
  const link = await portalLink(ctx, db, d.id);
  const lines: string[] = [t('greeting', { name: d.firstName }), ''];

  if (kind === 'contacted') {
    lines.push(t('contacted.intro', { vehicle: vehicleText(d) }), '', t('contacted.next'));
  } else if (kind === 'pickedUp') {
    lines.push(
      t('pickedUp.intro', {
        vehicle: vehicleText(d),
        date: d.pickupDate ? formatLongDate(d.pickupDate, locale) : '',
      }),
    );
    lines.push('', d.receiptDeclined ? t('pickedUp.noReceipt') : t('pickedUp.receiptTiming'));
    lines.push('', t('pickedUp.insurance', { authority: plateAuthority(d, locale) }));
  } else {
    lines.push(t(`${kind}.intro`, { vehicle: vehicleText(d) }), '');
    lines.push(`${t('labels.date')}: ${d.pickupDate ? formatLongDate(d.pickupDate, locale) : ''}`);
    lines.push(`${t('labels.time')}: ${d.pickupTime ? formatPickupTime(d.pickupTime, locale) : ''}`);
    lines.push(`${t('labels.towingCompany')}: ${d.towingCompany ?? ''}`);
    if (d.towingDriverName || d.towingDriverPhone) {
      // Stored in E.164; the donor reads "(613) 555-0142".
      const driverPhone = d.towingDriverPhone
        ? (parseNorthAmericanPhone(d.towingDriverPhone)?.display ?? d.towingDriverPhone)
        : null;
      lines.push(`${t('labels.driver')}: ${[d.towingDriverName, driverPhone].filter(Boolean).join(', ')}`);
    }
    lines.push(`${t('labels.location')}: ${d.pickupLocation ?? `${d.address}, ${d.city} ${d.postalCode}`}`);
    lines.push(...preparation(d, locale));
  }
  lines.push('', t('track', { link }), '', t('questions', { phone }), '', t('signature', { company }));
  return { locale, subject: t(`${kind}.subject`, { id: d.id }), text: lines.join('\n') };
}

/**
 * Queues a notice to the donor, in their language, on the caller's transaction, and records it in
 * the donation's communications, so the e-mail exists exactly when the change that caused it does.
 */
export async function notifyDonor(ctx: AppContext, tx: DbOrTx, donation: Donation, kind: DonorNotice) {
  const mail = await composeNotice(ctx, tx, donation, kind);
  await queueEmail(tx, {
    to: donation.email,
    subject: mail.subject,
    text: mail.text,
    locale: mail.locale,
    template: TEMPLATES[kind],
    donationId: donation.id,
  });
  await insertCommunication(tx, {
    donationId: donation.id,
    type: 'email',
    method: 'email',
    subject: mail.subject,
    message: mail.text,
    sentBy: null,
    sentByName: 'system',
  });
  await markDonorContacted(tx, donation.id, { notified: true });
}

/** A message a staff member writes to the donor, with the program's signature and the portal link. */
export async function composeStaffMessage(
  ctx: AppContext,
  db: DbOrTx,
  d: Donation,
  message: { body: string; staffName: string },
) {
  const locale = toLocale(d.locale);
  const company = String(await ctx.settings.get('business', 'companyName'));
  const link = await portalLink(ctx, db, d.id);
  const text = [
    message.body,
    '',
    `${message.staffName}, ${company}`,
    '',
    translate(locale, 'staff:email.track', { link }),
  ].join('\n');
  return { locale, text };
}
