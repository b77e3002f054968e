import { daysAgo, daysAhead, isoDate } from './dates';
import type { DemoDonation } from './demo-donation';

/**
 * The README's demo tracking code, in canonical form. People may type it as "DEMO-2026-TRAK":
 * the portal reads the letter O as the digit 0 (Crockford base32), so both find the donation.
 */
export const DEMO_ACCESS_CODE = 'DEM0-2026-TRAK';

/**
 * Donations still on their way to the charity: submitted, contacted, pickup booked, and a French
 * donation from Quebec already towed. Donors are fictional; e-mails use reserved example domains
 * and phones the fictional 555-01xx range.
 */
export function earlyDonations(now: Date): DemoDonation[] {
  return [
    {
      // The demo donor account's own donation, so "Track your donation" has something to show.
      charity: 'heart_stroke',
      locale: 'en',
      accessCode: DEMO_ACCESS_CODE,
      submittedDaysAgo: 1.2,
      values: {
        vehicleType: 'car',
        year: 2010,
        make: 'Toyota',
        model: 'RAV4',
        trim: 'LE 4WD',
        mileage: 218_000,
        condition: 'fair',
        vin: '2T3BF4DV8AW091536',
        firstName: 'Sam',
        lastName: 'Roy',
        email: 'donor@demo.vehicledonation.ca',
        phone: '+19025550142',
        address: '5820 Spring Garden Road, Apt 4',
        city: 'Halifax',
        province: 'NS',
        postalCode: 'B3H 2Y9',
        pickupPreference: 'weekend',
        preferredPickupTime: 'Morning',
        bestTimeToCall: 'Weekdays after 5 pm',
        comments: 'Rust on the rear hatch; it starts and drives fine.',
      },
      steps: [],
    },
    {
      charity: 'united_way',
      locale: 'en',
      submittedDaysAgo: 4.3,
      values: {
        vehicleType: 'car',
        year: 2017,
        make: 'Hyundai',
        model: 'Elantra',
        trim: 'GL',
        mileage: 142_000,
        condition: 'good',
        vin: '5NPD84LF2HH126408',
        hasAccidents: true,
        firstName: 'Daniel',
        lastName: 'Okafor',
        email: 'daniel.okafor@example.com',
        phone: '+14035550177',
        address: '1120 6 Avenue SW, Unit 1802',
        city: 'Calgary',
        province: 'AB',
        postalCode: 'T2P 1J9',
        pickupPreference: 'weekday',
        preferredDate: isoDate(daysAhead(now, 9)),
        comments: 'Minor fender bender in 2022, repaired at a body shop.',
      },
      steps: [
        {
          to: 'contacted',
          daysAgo: 3.1,
          by: 'editor',
          note: 'Called the donor; ownership is in his name, no lien.',
        },
      ],
    },
    {
      charity: 'red_cross',
      locale: 'en',
      submittedDaysAgo: 8.4,
      values: {
        vehicleType: 'car',
        year: 2015,
        make: 'Subaru',
        model: 'Forester',
        trim: '2.5i Touring',
        mileage: 176_000,
        condition: 'good',
        vin: 'JF2SJAHC9FH583027',
        firstName: 'Jennifer',
        lastName: 'Liu',
        email: 'jennifer.liu@example.net',
        phone: '+16045550118',
        address: '2350 East Hastings Street',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V5K 3N2',
        pickupPreference: 'schedule',
        preferredDate: isoDate(daysAhead(now, 3)),
        preferredPickupTime: 'Afternoon',
        pickupDate: isoDate(daysAhead(now, 3)),
        pickupTime: '13:00-15:00',
        pickupLocation: '2350 East Hastings Street, Vancouver, BC (back lane parking)',
        towingCompany: 'Coastline Towing Ltd.',
        towingDriverName: 'Mike Chen',
        towingDriverPhone: '+16045550161',
      },
      steps: [
        {
          to: 'contacted',
          daysAgo: 7.2,
          by: 'editor',
          note: 'Donor confirmed the vehicle runs; keys and ownership ready.',
        },
        { to: 'pickup_scheduled', daysAgo: 6.9, by: 'editor', note: 'Tow booked with Coastline Towing.' },
      ],
    },
    {
      charity: 'canadian_cancer_society',
      locale: 'fr',
      submittedDaysAgo: 12.3,
      values: {
        vehicleType: 'car',
        year: 2018,
        make: 'Mazda',
        model: 'Mazda3',
        trim: 'GS',
        mileage: 98_000,
        condition: 'excellent',
        vin: '3MZBN1U77JM204815',
        firstName: 'Marc-André',
        lastName: 'Gagnon',
        email: 'marc-andre.gagnon@example.com',
        phone: '+14185550163',
        address: '845, rue Saint-Jean',
        city: 'Québec',
        province: 'QC',
        postalCode: 'G1R 4P3',
        pickupPreference: 'asap',
        comments: 'Pneus d’hiver inclus.',
        pickupDate: isoDate(daysAgo(now, 1.9)),
        pickupTime: '09:00-11:00',
        pickupLocation: '845, rue Saint-Jean, Québec (QC)',
        towingCompany: 'Remorquage Capitale inc.',
        towingDriverName: 'Luc Bouchard',
        towingDriverPhone: '+14185550175',
      },
      steps: [
        {
          to: 'contacted',
          daysAgo: 11.1,
          by: 'editor',
          note: 'Appel au donateur : certificat d’immatriculation à son nom.',
        },
        {
          to: 'pickup_scheduled',
          daysAgo: 10.8,
          by: 'editor',
          note: 'Remorquage réservé chez Remorquage Capitale.',
        },
        { to: 'picked_up', daysAgo: 1.9, by: 'editor', note: 'Véhicule remorqué; clés et certificat reçus.' },
      ],
    },
  ];
}
