import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCanada } from '@shared/canada-date';
import { normalizeAccessCode } from '@shared/donations/access-code';
import { checkTransition, isDonationStatus, type DonationStatus } from '@shared/donations/status-machine';
import { isProvinceCode } from '@shared/geo/provinces';
import type { Role } from '@shared/permissions';
import { isValidRegistrationNumber } from '@shared/validation/business-number';
import { isNorthAmericanPhone } from '@shared/validation/phone';
import { postalCodeMatchesProvince } from '@shared/validation/postal-code';
import { isValidVin, vinCheckApplies } from '@shared/validation/vin';
import { checkReceipt } from '../features/receipts/receipt-rules';
import { CONTACT_FORM_SLUGS } from '@shared/forms/contact';
import { SaveFormRequest } from '@shared/forms/form.schemas';
import { createTestApp, login, type TestApp } from '../test/test-app';
import { users } from '../db/schema/auth';
import { charities } from '../db/schema/charities';
import { categories, pages, posts, postTags } from '../db/schema/content';
import { customForms } from '../db/schema/forms';
import { autoDealers, dealerBids, vehicleAuctions } from '../db/schema/dealers';
import {
  donationCommunications,
  donations,
  donationStatusHistory,
  donorPortalAccess,
} from '../db/schema/donations';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from './seed';
import { DEMO_ACCESS_CODE } from './donations-early';

let t: TestApp;
let emptyBefore: boolean;
beforeAll(async () => {
  t = await createTestApp();
  emptyBefore = await isDatabaseEmpty(t.database.db);
  await seedDemoData(t.app.ctx);
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('demo data', () => {
  it('is loaded only into an empty database, which is no longer empty afterwards', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db())).toBe(false);
  });

  it('lets each demo account sign in with its README password and have its role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const cookie = await login(t, account.username, account.password);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(me.json()).toMatchObject({ username: account.username, role: account.role });
    }
  });

  it('has the five charities of the wizard, verified, registered, with Luhn-valid numbers and signers', async () => {
    const rows = await db().select().from(charities).orderBy(asc(charities.name));
    expect(rows.map((c) => c.name)).toEqual([
      'Canadian Cancer Society',
      'Canadian Red Cross',
      'Heart & Stroke',
      'The Salvation Army',
      'United Way Centraide Canada',
    ]);
    for (const c of rows) {
      expect(isValidRegistrationNumber(c.registrationNumber), c.registrationNumber).toBe(true);
      expect(c.registrationNumber).toMatch(/^\d{9}RR0001$/);
      expect(c).toMatchObject({
        verificationStatus: 'verified',
        isActive: true,
        registryStatus: 'Registered',
      });
      expect(isProvinceCode(c.province) && postalCodeMatchesProvince(c.postalCode, c.province)).toBe(true);
      expect(c.signerName && c.signerTitle && c.designationCode && c.category).toBeTruthy();
    }
    const [charityUser] = await db().select().from(users).where(eq(users.username, 'charity'));
    expect(rows.filter((c) => c.userId === charityUser?.id)).toHaveLength(1);
  });

  it('has donations in every stage a demo needs, one of them in French from Quebec', async () => {
    const rows = await db().select().from(donations);
    expect(new Set(rows.map((d) => d.status))).toEqual(
      new Set([
        'pending',
        'contacted',
        'pickup_scheduled',
        'picked_up',
        'processing',
        'valued',
        'completed',
        'cancelled',
      ]),
    );
    expect(rows.some((d) => d.locale === 'fr' && d.province === 'QC')).toBe(true);
    for (const d of rows) {
      expect(d.vin && vinCheckApplies(d.year, d.vehicleType) && isValidVin(d.vin), `${d.vin}`).toBe(true);
      expect(
        isProvinceCode(d.province) && postalCodeMatchesProvince(d.postalCode, d.province),
        d.postalCode,
      ).toBe(true);
      expect(isNorthAmericanPhone(d.phone), d.phone).toBe(true);
      expect(d.charityId).not.toBeNull();
      expect(Number(d.estimatedValue)).toBeGreaterThan(0);
    }
  });

  it('values sold vehicles with a basis and gives the calculator three Honda sales', async () => {
    const rows = await db().select().from(donations);
    const sold = rows.filter((d) => d.status === 'valued' || d.status === 'completed');
    expect(sold.length).toBeGreaterThanOrEqual(3);
    for (const d of sold) {
      expect(Number(d.finalValue)).toBeGreaterThan(0);
      expect(
        d.valuationBasis === 'appraisal' ? d.appraiserName && d.appraiserAddress : d.valuationEvidence,
      ).toBeTruthy();
      expect(d.pickupDate).toBeTruthy();
    }
    expect(sold.filter((d) => d.make === 'Honda')).toHaveLength(3);
    const completed = rows.find((d) => d.status === 'completed');
    expect(completed?.receiptDeclined).toBe(true);
  });

  it('gives each charity a stored signature image, so the valued donations are ready for a receipt', async () => {
    const rows = await db().select().from(charities);
    const signed = new Map<number, boolean>();
    for (const c of rows) {
      const file = c.signatureFileId ? await t.app.ctx.storage.get(db(), c.signatureFileId) : null;
      expect(file?.file.mimeType).toBe('image/png');
      expect(file?.body.subarray(1, 4).toString('latin1')).toBe('PNG');
      signed.set(c.id, file !== null);
    }
    const valued = await db().select().from(donations).where(eq(donations.status, 'valued'));
    expect(valued).toHaveLength(2);
    for (const d of valued) {
      const charity = rows.find((c) => c.id === d.charityId) ?? null;
      const check = checkReceipt({
        donation: d,
        charity,
        signatureStored: signed.get(d.charityId ?? 0) ?? false,
        hasCurrentReceipt: false,
        mode: 'issue',
        issueDate: todayInCanada(),
      });
      expect(check.refusals, `donation ${d.id}`).toEqual([]);
    }
  });

  it('gives every donation a history of legal moves, made by staff, ending at its status', async () => {
    const roles = new Map(
      (await db().select({ id: users.id, role: users.role }).from(users)).map((u) => [u.id, u.role]),
    );
    for (const d of await db().select().from(donations)) {
      const history = await db()
        .select()
        .from(donationStatusHistory)
        .where(eq(donationStatusHistory.donationId, d.id))
        .orderBy(asc(donationStatusHistory.createdAt), asc(donationStatusHistory.id));
      expect(history[0]).toMatchObject({ status: 'pending', previousStatus: null });
      for (let i = 1; i < history.length; i++) {
        const row = history[i]!;
        expect(row.previousStatus).toBe(history[i - 1]!.status);
        expect(row.updatedByName).toBeTruthy();
        const from = row.previousStatus as DonationStatus;
        const to = row.status as DonationStatus;
        expect(isDonationStatus(from) && isDonationStatus(to)).toBe(true);
        const move = checkTransition({
          from,
          to,
          role: roles.get(row.updatedBy ?? '') as Role,
          hasFinalValue: d.finalValue !== null,
          receiptDeclined: d.receiptDeclined,
          note: row.notes,
        });
        expect(move, `donation ${d.id}: ${from} -> ${to}`).toMatchObject({ ok: true });
      }
      expect(history[history.length - 1]?.status).toBe(d.status);
      expect(d.statusHistory.map((e) => e.status)).toEqual(history.map((h) => h.status));
    }
  });

  it('gives every donation one access code and messages, and the README code finds the pending one', async () => {
    const rows = await db().select().from(donations);
    for (const d of rows) {
      const codes = await db().select().from(donorPortalAccess).where(eq(donorPortalAccess.donationId, d.id));
      expect(codes).toHaveLength(1);
      expect(normalizeAccessCode(codes[0]!.accessCode)).toBe(codes[0]!.accessCode);
      expect(codes[0]!.email).toBe(d.email);
      const messages = await db()
        .select()
        .from(donationCommunications)
        .where(eq(donationCommunications.donationId, d.id));
      expect(messages.length).toBeGreaterThan(0);
      if (d.locale === 'fr') expect(messages[0]?.subject).toBe('Nous avons reçu votre don de véhicule');
    }
    expect(normalizeAccessCode('DEMO-2026-TRAK')).toBe(DEMO_ACCESS_CODE);
    const [access] = await db()
      .select({ status: donations.status, email: donations.email })
      .from(donorPortalAccess)
      .innerJoin(donations, eq(donations.id, donorPortalAccess.donationId))
      .where(eq(donorPortalAccess.accessCode, DEMO_ACCESS_CODE));
    expect(access).toEqual({ status: 'pending', email: 'donor@demo.vehicledonation.ca' });
  });

  it('links the approved dealer to the dealer account, with two bids on a running 7-day auction', async () => {
    const [dealerUser] = await db().select().from(users).where(eq(users.username, 'dealer'));
    const [dealer] = await db().select().from(autoDealers).where(eq(autoDealers.userId, dealerUser!.id));
    expect(dealer).toMatchObject({ isVerified: true, verificationStatus: 'verified', isActive: true });
    expect(dealer?.operatingHours).toBeTruthy();

    const [auction] = await db().select().from(vehicleAuctions).where(eq(vehicleAuctions.status, 'active'));
    const now = Date.now();
    expect(auction!.startDate.getTime()).toBeLessThan(now);
    expect(auction!.endDate.getTime()).toBeGreaterThan(now);
    expect(auction!.endDate.getTime() - auction!.startDate.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(auction!.minimumBid).toBe('500.00');
    const [onAuction] = await db().select().from(donations).where(eq(donations.id, auction!.donationId));
    expect(onAuction?.status).toBe('processing');

    const bids = await db().select().from(dealerBids).where(eq(dealerBids.auctionId, auction!.id));
    expect(bids).toHaveLength(2);
    expect(bids.every((b) => b.dealerId === dealer!.id && Number(b.bidAmount) >= 500)).toBe(true);
    expect(Math.max(...bids.map((b) => Number(b.bidAmount)))).toBe(Number(auction!.currentHighBid));
  });

  it('publishes blog posts in categories, one in French', async () => {
    const rows = await db()
      .select({
        slug: posts.slug,
        title: posts.title,
        status: posts.status,
        category: categories.name,
        id: posts.id,
      })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId));
    expect(rows.filter((p) => p.status === 'published').length).toBeGreaterThanOrEqual(4);
    expect(rows.some((p) => p.slug === 'donner-sa-voiture-au-quebec')).toBe(true);
    for (const p of rows) {
      const links = await db().select().from(postTags).where(eq(postTags.postId, p.id));
      expect(links.length, p.slug).toBeGreaterThan(0);
    }
  });

  it('gives every English demo post a published French version, linked both ways, that French visitors see', async () => {
    const rows = await db()
      .select({
        id: posts.id,
        slug: posts.slug,
        language: posts.language,
        translationOf: posts.translationOf,
      })
      .from(posts);
    const english = rows.filter((p) => p.language === 'en');
    expect(english.length).toBeGreaterThanOrEqual(4);
    for (const post of english) {
      const french = rows.find((p) => p.id === post.translationOf);
      expect(french?.language, post.slug).toBe('fr');
      expect(french?.translationOf, post.slug).toBe(post.id);
    }
    // The French list holds French posts only: each English one is hidden behind its translation.
    const list = await t.app.inject({ method: 'GET', url: '/api/posts?lang=fr&pageSize=48' });
    const slugs = (list.json().items as Array<{ slug: string }>).map((p) => p.slug);
    const frenchSlugs = new Set(rows.filter((p) => p.language === 'fr').map((p) => p.slug));
    expect(slugs.length).toBe(frenchSlugs.size);
    expect(slugs.every((slug) => frenchSlugs.has(slug))).toBe(true);
  });

  it('publishes the terms and privacy pages as linked English and French pages, with only the allowed tags', async () => {
    const rows = await db().select().from(pages);
    for (const slug of ['terms', 'privacy']) {
      const page = rows.find((p) => p.slug === slug);
      const french = rows.find((p) => p.translationOf === page?.id);
      expect(page?.status).toBe('published');
      expect(page?.language).toBe('en');
      expect(french).toMatchObject({ status: 'published', language: 'fr' });
      for (const p of [page, french]) {
        expect(p?.content).not.toContain('<section');
        for (const text of [p?.title, p?.excerpt, p?.seoTitle, p?.seoDescription])
          expect(text?.split(' / '), text ?? slug).toHaveLength(1);
        const tagNames = new Set([...p!.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
        expect(
          [...tagNames].every((tag) => ['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'a'].includes(tag!)),
        ).toBe(true);
      }
    }
    const privacyEn = rows.find((p) => p.slug === 'privacy')!;
    const privacy = privacyEn.content + rows.find((p) => p.translationOf === privacyEn.id)!.content;
    for (const fact of [
      '2,555 days',
      'PIPEDA',
      'never sell',
      'outbox',
      'tracking code',
      '2 555 jours',
      'LPRPDE',
    ])
      expect(privacy).toContain(fact);
  });

  it('has an active contact form a visitor can send, in English and its linked French translation', async () => {
    const rows = await db().select().from(customForms);
    const en = rows.find((f) => f.slug === CONTACT_FORM_SLUGS.en);
    const fr = rows.find((f) => f.slug === CONTACT_FORM_SLUGS.fr);
    expect(en).toMatchObject({ language: 'en', isActive: true, translationOf: null, deletedAt: null });
    expect(fr).toMatchObject({ language: 'fr', isActive: true, translationOf: en?.id, deletedAt: null });
    // Valid as the builder would save them, with the same fields in both languages.
    for (const f of [en!, fr!])
      expect(SaveFormRequest.safeParse({ ...f, description: f.description ?? '' }).error).toBeUndefined();
    expect(fr!.fields.map((f) => f.id)).toEqual(en!.fields.map((f) => f.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/forms/slug/${CONTACT_FORM_SLUGS.fr}` });
    expect(res.json()).toMatchObject({ name: 'Nous joindre', translation: { slug: CONTACT_FORM_SLUGS.en } });
  });
});
