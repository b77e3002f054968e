import type { DemoPost } from './blog-types';

/** What happens to a vehicle after pickup: auction, recycling, or use by the charity. */
export const RECYCLING_POSTS: DemoPost[] = [
  {
    slug: 'auction-or-scrap-what-happens-to-your-car',
    title: 'Auction or scrap: what happens to your donated vehicle',
    excerpt:
      'After pickup, every vehicle is assessed. Some are sold to licensed dealers at auction, some are recycled, and some stay with the charity.',
    category: 'auctions-recycling',
    tags: ['auction', 'recycling'],
    publishedDaysAgo: 10,
    seoTitle: 'Auction or scrap: where your donated car goes',
    seoDescription:
      'How a donated vehicle is assessed after pickup, sold to licensed dealers at auction or recycled responsibly, and how that sets the value on your receipt.',
    content: `<p>Once the tow truck leaves your driveway, your vehicle starts a second life, or gives its parts and
metal to others. Here is how we decide which, and what it means for your receipt.</p>
<h2>The assessment</h2>
<p>Within a few days of pickup, the vehicle is inspected: does it start and drive, what is its mileage and
condition, is it safe and worth repairing? That assessment decides between three paths.</p>
<h2>Path 1: the dealer auction</h2>
<p>Vehicles that run and have resale value are listed on our dealer auction, open only to licensed dealers we
have verified. An auction usually lasts seven days, with a minimum bid, and dealers see the vehicle's
description, condition notes and location. The winning bid is real market evidence: it is the price a
professional buyer paid, and it supports the fair market value on your receipt.</p>
<h2>Path 2: responsible recycling</h2>
<p>A vehicle that no longer runs, or would cost more to repair than it is worth, goes to a licensed auto
recycler. There it is depolluted first: fuel, oil, coolant and air-conditioning refrigerant are drained and the
battery, tires and any mercury switches are removed and handled separately. Usable parts are sold to keep
other vehicles on the road, and the body is shredded so its steel and aluminum can be made into new metal.
The recycler's payment is the evidence of value in this case.</p>
<h2>Path 3: the charity keeps it</h2>
<p>Sometimes a charity needs exactly what you gave: a van for deliveries, a car for a volunteer program. When
a vehicle is kept rather than sold, there is no sale price to rely on, so an independent appraiser values it and
the receipt names the appraiser.</p>
<h2>What the charity receives</h2>
<p>Whichever path your vehicle takes, the proceeds support the charity you chose. Your donor portal shows each
stage, from pickup to valuation to your official receipt.</p>`,
  },
];
