import type { ProvinceCode } from '../geo/provinces';

/**
 * What a donor prepares for the pickup, by province or territory: the ownership document to sign
 * over, whether the licence plates stay with them, how they end their liability (the transfer or
 * notice they keep as proof), and whether the odometer reading goes on the transfer. One row per
 * province, each with the official page it is taken from. The words are in the `donate` catalog
 * (`donate:prep.<CODE>.document`, `.liability`, `.authority`); this table holds the facts.
 * Where a rule could not be confirmed from the authority's own page, the row says "ask" and the
 * text sends the donor to that authority rather than guessing.
 */

/** keep: the plates stay with the owner (remove them); vehicle: they stay on the vehicle; ask. */
export type PlateRule = 'keep' | 'vehicle' | 'ask';

export interface ProvincePrep {
  plates: PlateRule;
  /** The transfer document records the odometer reading. */
  odometer: boolean;
  /** The authority's page the row is taken from. */
  sourceUrl: string;
  /** Its French page, where the authority publishes one: a French visitor is sent there. */
  sourceUrlFr?: string;
}

export const PROVINCE_PREP: Readonly<Record<ProvinceCode, ProvincePrep>> = {
  AB: { plates: 'keep', odometer: false, sourceUrl: 'https://www.alberta.ca/transfer-vehicle-registration' },
  BC: { plates: 'keep', odometer: true, sourceUrl: 'https://www.icbc.com/vehicle-registration' },
  MB: { plates: 'keep', odometer: false, sourceUrl: 'https://www.mpi.mb.ca' },
  NB: {
    plates: 'vehicle',
    odometer: false,
    sourceUrl:
      'https://www.gnb.ca/en/topic/driving-transportation/registration-inspection/motor-vehicle-registration.html',
  },
  NL: {
    plates: 'vehicle',
    odometer: false,
    sourceUrl: 'https://www.gov.nl.ca/motorregistration/vehicle-ownership/registration-transfer/',
  },
  NS: { plates: 'keep', odometer: false, sourceUrl: 'https://novascotia.ca/sns/rmv/' },
  NT: {
    plates: 'ask',
    odometer: false,
    sourceUrl: 'https://www.inf.gov.nt.ca/en/services/driver-and-vehicle-services',
  },
  NU: { plates: 'ask', odometer: false, sourceUrl: 'https://www.gov.nu.ca' },
  ON: {
    plates: 'keep',
    odometer: true,
    sourceUrl: 'https://www.ontario.ca/page/buy-or-sell-used-vehicle-ontario',
  },
  PE: {
    plates: 'ask',
    odometer: false,
    sourceUrl:
      'https://www.princeedwardisland.ca/en/information/transportation-and-infrastructure/vehicle-registration-ownership-transfers',
  },
  QC: {
    plates: 'keep',
    odometer: true,
    sourceUrl:
      'https://saaq.gouv.qc.ca/en/vehicle-registration/registering-vehicle/automobile-motor-home/car-motor-home-sold-between-individuals',
    sourceUrlFr: 'https://saaq.gouv.qc.ca/immatriculation/immatriculer-vehicule',
  },
  SK: { plates: 'keep', odometer: false, sourceUrl: 'https://www.sgi.sk.ca' },
  YT: { plates: 'ask', odometer: false, sourceUrl: 'https://yukon.ca/en/driving-and-transportation' },
};

/** The donor's checklist: i18n keys read with `{ authority, province }` (both already translated). */
export interface PrepChecklist {
  lines: string[];
  authorityKey: string;
  sourceUrl: string;
}

/** The checklist for a province, in order: the document, the plates, ending liability, the odometer. */
export function provincePrep(code: ProvinceCode, language: string = 'en'): PrepChecklist {
  const row = PROVINCE_PREP[code];
  const lines = [
    `donate:prep.${code}.document`,
    `donate:prep.plates.${row.plates}`,
    `donate:prep.${code}.liability`,
  ];
  if (row.odometer) lines.push('donate:prep.odometer');
  const sourceUrl = (language.startsWith('fr') && row.sourceUrlFr) || row.sourceUrl;
  return { lines, authorityKey: `donate:prep.${code}.authority`, sourceUrl };
}

/** The checklist as plain-text e-mail lines (heading, "- item" lines, source), with the caller's translator. */
export function provincePrepTextLines(
  t: (key: string, params: Record<string, string>) => string,
  code: ProvinceCode,
  provinceName: string,
  language: string,
): string[] {
  const prep = provincePrep(code, language);
  const params = { province: provinceName, authority: t(prep.authorityKey, {}) };
  return [
    t('donate:prep.heading', params),
    ...prep.lines.map((key) => `- ${t(key, params)}`),
    t('donate:prep.source', { ...params, url: prep.sourceUrl }),
  ];
}
