import type { DemoPost } from './blog-types';

/** Practical guides: the paperwork, and what changes from one province to another. */
export const GUIDE_POSTS: DemoPost[] = [
  {
    slug: 'paperwork-to-donate-your-car',
    title: 'The paperwork you need to donate your car',
    excerpt:
      'Ownership, liens, keys, plates and insurance: a short checklist so the pickup goes smoothly and the receipt is issued in your name.',
    category: 'donation-guides',
    tags: ['paperwork', 'ownership'],
    publishedDaysAgo: 60,
    seoTitle: 'Paperwork you need to donate your car in Canada',
    seoDescription:
      'A checklist for donating a vehicle: proof of ownership, lien releases, keys, licence plates and insurance, and what to do for an estate.',
    content: `<p>Donating a vehicle takes less paperwork than selling one, but a few documents make the difference
between a quick pickup and a second trip. Here is what to have ready.</p>
<h2>1. Proof that the vehicle is yours</h2>
<p>Have the vehicle's <strong>registration or ownership document</strong> in your name, as issued by your
province (the vehicle permit in Ontario, the certificat d'immatriculation in Quebec, the registration in most other
provinces). Sign the transfer section when our coordinator or the driver asks you to; we tell you exactly where.
If the name on the document is not yours, call us before booking: the person named on it has to make the
gift. Lost the document? Your provincial registry can issue a replacement, and we can tell you how.</p>
<h2>2. No money owed on it</h2>
<p>A vehicle with a loan or lease on it cannot be transferred until the lender releases its lien. If you have
paid it off, ask the lender for a <strong>lien release letter</strong> and keep it with the ownership. The
donation form asks about liens so that we can help you with this before pickup.</p>
<h2>3. Keys and what stays in the vehicle</h2>
<ul>
<li>Leave every key and fob you have, and the owner's manual if you still have it.</li>
<li>Remove personal items: check the glove box, the trunk, under the seats, garage door openers and toll
transponders.</li>
<li>Leave the vehicle where the tow truck can reach it, with a clear path if it does not run.</li>
</ul>
<h2>4. Licence plates and insurance</h2>
<p>In most provinces the plates belong to you, not to the vehicle: remove them before the driver arrives, then
transfer or return them as your province requires. Cancel your insurance only after the vehicle has been
picked up, and ask your insurer whether you are owed a refund.</p>
<h2>5. Donating a vehicle from an estate</h2>
<p>The executor or liquidator of an estate can donate the vehicle of a person who has died. Have the
document that shows your authority (for example the will and letters probate, or a notarial will in Quebec)
and call us: the receipt is issued to the estate.</p>
<p>Once the vehicle is picked up, your donor portal shows each next step, from valuation to your official
receipt.</p>`,
  },
  {
    slug: 'donating-a-car-in-every-province',
    title: 'Donating a car in every province and territory: what changes',
    excerpt:
      'The program is the same from coast to coast, but the registry office, the transfer paperwork and the provincial tax credit are not.',
    category: 'donation-guides',
    tags: ['provinces', 'paperwork', 'tax-credit'],
    publishedDaysAgo: 30,
    seoTitle: 'Donating a car in each province and territory',
    seoDescription:
      'Which registry handles the ownership transfer in each province and territory, what happens to your plates, and how provincial donation credits differ.',
    content: `<p>Free pickup, an official receipt from a registered charity, and a donor portal to follow each step:
that part is the same everywhere in Canada. Three things depend on where you live.</p>
<h2>Who handles the ownership transfer</h2>
<ul>
<li><strong>Ontario:</strong> ServiceOntario.</li>
<li><strong>Quebec:</strong> the Société de l'assurance automobile du Québec (SAAQ).</li>
<li><strong>British Columbia:</strong> ICBC, through Autoplan brokers.</li>
<li><strong>Alberta:</strong> registry agents.</li>
<li><strong>Saskatchewan:</strong> SGI and its motor licence issuers.</li>
<li><strong>Manitoba:</strong> Manitoba Public Insurance and Autopac agents.</li>
<li><strong>New Brunswick:</strong> Service New Brunswick.</li>
<li><strong>Nova Scotia:</strong> Access Nova Scotia (Registry of Motor Vehicles).</li>
<li><strong>Prince Edward Island:</strong> Access PEI.</li>
<li><strong>Newfoundland and Labrador:</strong> the Motor Registration Division.</li>
<li><strong>Yukon, Northwest Territories and Nunavut:</strong> each territory's motor vehicles office.</li>
</ul>
<p>You do not need to visit these offices before pickup: our coordinator tells you which part of your
document to sign and whether anything must be sent to the registry afterwards.</p>
<h2>What happens to your plates</h2>
<p>In most provinces the plates stay with you: remove them before pickup and transfer or return them as your
registry requires. If you are unsure, leave them on and ask the coordinator when they call; they will tell
you what your province expects.</p>
<h2>How much the gift saves you in tax</h2>
<p>Federal rules set what the receipt must contain and how the amount is determined, so the receipt itself is
the same in every province. The tax credit is not: every province and territory adds its own donation credit
to the federal one, at its own rates. Our vehicle valuation calculator uses the federal and provincial rates of
your province for the current tax year and lists the assumptions it makes.</p>
<h2>Remote areas</h2>
<p>We pick up across Canada. Outside large cities a pickup can take a few more days to book, because the
towing company may group trips; your coordinator gives you a date when they call.</p>`,
  },
];
