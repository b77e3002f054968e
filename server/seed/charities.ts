import type { FileStorage } from '../platform/storage/storage';
import { storeDemoSignature } from '../features/receipts/signature-png';
import type { Tx } from '../db/client';
import { charities, type NewCharity } from '../db/schema/charities';
import { placeOfIssueFromAddress } from '../features/charities/charity-place';

/** The wizard's charityChoice values (public-site.md §5), used to link demo donations. */
export type DemoCharityKey =
  'canadian_cancer_society' | 'united_way' | 'salvation_army' | 'red_cross' | 'heart_stroke';

type DemoCharity = Omit<NewCharity, 'userId'> & { key: DemoCharityKey };

/**
 * The five charities named in the specification, at their national offices. The registration
 * numbers are DEMO numbers computed to pass the business-number Luhn check; they are not these
 * charities' real CRA numbers. Phones use the fictional 555-01xx range and e-mails the reserved
 * example.org domain, so nothing the demo sends can reach a real person.
 */
export const DEMO_CHARITIES: DemoCharity[] = [
  {
    key: 'canadian_cancer_society',
    name: 'Canadian Cancer Society',
    nameFr: 'Société canadienne du cancer',
    legalName: 'Canadian Cancer Society / Société canadienne du cancer',
    registrationNumber: '892417536RR0001',
    address: '55 St. Clair Avenue West, Suite 500',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M4V 2Y7',
    phone: '+14165550110',
    email: 'cancer-society@example.org',
    website: 'https://cancer.ca',
    description:
      'Funds research on all types of cancer, offers support services to people living with cancer and their caregivers, and advocates for public policies that prevent cancer.',
    category: 'health',
    signerName: 'Margaret Ellis',
    signerTitle: 'Director, Donor Services',
    signerTitleFr: 'Directrice, Services aux donateurs',
    programAreas: ['Cancer research', 'Support services', 'Prevention and advocacy'],
    targetPopulation: ['People living with cancer', 'Caregivers'],
  },
  {
    key: 'united_way',
    name: 'United Way Centraide Canada',
    nameFr: 'Centraide United Way Canada',
    legalName: 'United Way of Canada - Centraide Canada',
    registrationNumber: '893172064RR0001',
    address: '56 Sparks Street, Suite 404',
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K1P 5B1',
    phone: '+16135550111',
    email: 'united-way@example.org',
    website: 'https://www.unitedway.ca',
    description:
      'Supports a national network of local United Way Centraide offices that fund community programs against poverty, for children and youth, and for mental health.',
    category: 'poverty',
    signerName: 'Daniel Leblanc',
    signerTitle: 'Chief Financial Officer',
    signerTitleFr: 'Directeur financier',
    programAreas: ['Poverty reduction', 'Children and youth', 'Community mental health'],
    targetPopulation: ['Low-income households', 'Children and youth'],
  },
  {
    key: 'salvation_army',
    name: 'The Salvation Army',
    nameFr: 'L’Armée du Salut',
    legalName: 'The Governing Council of the Salvation Army in Canada',
    registrationNumber: '894503184RR0001',
    address: '2 Overlea Boulevard',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M4H 1P4',
    phone: '+14165550112',
    email: 'salvation-army@example.org',
    website: 'https://salvationarmy.ca',
    description:
      'Provides food banks, shelters, addiction treatment and emergency disaster services in communities across Canada.',
    category: 'poverty',
    signerName: 'Andrew Mercer',
    signerTitle: 'Territorial Secretary for Business Administration',
    signerTitleFr: "Secrétaire territorial à l'administration des affaires",
    programAreas: ['Food banks', 'Shelters', 'Emergency disaster services'],
    targetPopulation: ['People experiencing homelessness', 'Families in need'],
  },
  {
    key: 'red_cross',
    name: 'Canadian Red Cross',
    nameFr: 'Croix-Rouge canadienne',
    legalName: 'The Canadian Red Cross Society',
    registrationNumber: '895629046RR0001',
    address: '170 Metcalfe Street, Suite 300',
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K2P 2P2',
    phone: '+16135550113',
    email: 'red-cross@example.org',
    website: 'https://www.redcross.ca',
    description:
      'Helps people prepare for, cope with and recover from emergencies and disasters in Canada and around the world, and teaches first aid and swimming.',
    category: 'other',
    signerName: 'Sophie Gagné',
    signerTitle: 'Director, Philanthropy Operations',
    signerTitleFr: 'Directrice, Opérations philanthropiques',
    programAreas: ['Disaster relief', 'First aid training', 'Community health'],
    targetPopulation: ['People affected by disasters'],
  },
  {
    key: 'heart_stroke',
    name: 'Heart & Stroke',
    nameFr: 'Cœur + AVC',
    legalName: 'Heart and Stroke Foundation of Canada',
    registrationNumber: '896731254RR0001',
    address: '2300 Yonge Street, Suite 1200',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M4P 1E4',
    phone: '+14165550114',
    email: 'heart-stroke@example.org',
    website: 'https://www.heartandstroke.ca',
    description:
      'Funds research on heart disease and stroke, trains people in CPR, and works for healthier communities and better recovery for survivors.',
    category: 'health',
    signerName: 'Helen Brodeur',
    signerTitle: 'Vice-President, Finance',
    signerTitleFr: 'Vice-présidente, Finances',
    programAreas: ['Heart and stroke research', 'CPR training', 'Survivor support'],
    targetPopulation: ['People living with heart disease or stroke'],
  },
];

/** The charity the demo `charity` account manages. */
export const CHARITY_USER_CHARITY: DemoCharityKey = 'canadian_cancer_society';

/**
 * Inserts the five verified, active, registered charities and links the charity account to one.
 * With a file storage, each gets a drawn signature image for its receipts (none without one: a
 * receipt then refuses, as it would for a real charity that has not uploaded one). Financial
 * figures, scores and compliance stay at their defaults: they come from the registry sync, not
 * from made-up numbers.
 */
export async function seedCharities(
  tx: Tx,
  options: { charityUserId: string | undefined; now: Date; storage?: FileStorage },
): Promise<Record<DemoCharityKey, number>> {
  const ids = {} as Record<DemoCharityKey, number>;
  for (const { key, ...charity } of DEMO_CHARITIES) {
    const signature =
      options.storage && charity.signerName
        ? await storeDemoSignature(tx, options.storage, charity.signerName)
        : null;
    const [row] = await tx
      .insert(charities)
      .values({
        ...charity,
        // As approval sets it: the place of issue from the charity's address.
        placeOfIssue: charity.placeOfIssue ?? placeOfIssueFromAddress(charity),
        signatureFileId: signature?.id ?? null,
        userId: key === CHARITY_USER_CHARITY ? (options.charityUserId ?? null) : null,
        isActive: true,
        verificationStatus: 'verified',
        lastVerified: options.now,
        craStatus: 'Registered',
        registryStatus: 'Registered',
        designationCode: 'C',
        geographicScope: ['National'],
      })
      .returning({ id: charities.id });
    if (!row) throw new Error(`charity ${key} was not inserted`);
    ids[key] = row.id;
  }
  return ids;
}
