import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open, signIn } from './support/browser';
import { catalog, exact, text } from './support/wizard';

const enStaff = catalog('en', 'staff');
const frA = catalog('fr', 'auctions');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('photos of a vehicle up for auction', () => {
  it('staff add a photo on the donation; a dealer sees it in the auction details, in French on a phone', async () => {
    // Staff, desktop, English: the donation of an active auction.
    const staffCtx = await newContext(browser, 'en');
    const staff = await staffCtx.newPage();
    await loginAs(staff, 'admin');
    let live = (await (await staffCtx.request.get('/api/auctions?status=active')).json()).auctions[0];
    if (!live) {
      // Another browser test ended the demo's live auction: the admin puts a picked-up vehicle up.
      const eligible = (await (await staffCtx.request.get('/api/admin/auctions/eligible-donations')).json())
        .donations[0];
      expect(eligible, 'a picked-up donation without an auction').toBeTruthy();
      const created = await staffCtx.request.post('/api/auctions', {
        data: { donationId: eligible.id, vehicleLocation: 'Ottawa, ON' },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const started = await staffCtx.request.patch(`/api/auctions/${(await created.json()).id}/start`);
      expect(started.ok(), await started.text()).toBe(true);
      live = (await (await staffCtx.request.get('/api/auctions?status=active')).json()).auctions[0];
    }
    expect(live, 'an active auction').toBeTruthy();
    await open(staff, '/donation-tracking');
    await staff.getByLabel(/search donations/i).fill(`#${live.donationId}`);
    await staff
      .getByRole('button', { name: new RegExp(`open donation ${live.donationId} from`, 'i') })
      .click();
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a5d8f' } })
      .jpeg()
      .toBuffer();
    await staff
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect
      .poll(() =>
        staff
          .getByRole('button', { name: exact(text(enStaff, 'photos.delete').replace('{{n}}', '1')) })
          .count(),
      )
      .toBeGreaterThan(0);
    await expectAccessible(staff, 'staff panel with a vehicle photo');
    await staffCtx.close();

    // The demo dealer, a fresh visit in French at 390 px.
    const dealerCtx = await newContext(browser, 'fr', 390);
    const dealer = await dealerCtx.newPage();
    // Signed in through the API (the phone layout keeps the account menu in the drawer).
    await signIn(dealerCtx.request, 'dealer');
    await open(dealer, '/dealer-bidding');
    const card = dealer.getByRole('article', { name: new RegExp(live.vehicle.make) }).first();
    await card.getByRole('button', { name: exact(text(frA, 'card.details')) }).click();
    const image = dealer.getByRole('dialog').getByRole('img', { name: /^Photo 1 sur \d+ :/ });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectAccessible(dealer, 'auction details with photos (fr, 390 px)');
    await dealerCtx.close();
  });
});
