import { writeFileSync } from 'node:fs';
import { businessNumberCheckDigit } from '../shared/charities/registration-number';
import { DEMO_CHARITIES } from '../server/seed/charities';
import { REGISTRY_COLUMNS } from '../server/features/registry/registry-row';

/**
 * Writes server/features/registry/sample/registry-sample.tsv: the bundled registry sample, in the CRA
 * "List of charities" export format. The five demo charities plus fictitious organisations in
 * invented places (every name is made up), with valid registration numbers, a realistic mix of
 * statuses and both languages. Deterministic: the same file every run. `npx tsx scripts/generate-registry-sample.ts`
 */
let seed = 20260115;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');

const used = new Set<string>(DEMO_CHARITIES.map((c) => c.registrationNumber));
function registrationNumber(): string {
  for (;;) {
    const first8 = `8${digits(7)}`;
    const reg = `${first8}${businessNumberCheckDigit(first8)}RR${pick(['0001', '0001', '0001', '0002'])}`;
    if (!used.has(reg)) {
      used.add(reg);
      return reg;
    }
  }
}

const PLACES: [string, string, string, string][] = [
  // invented town, province, first letter of the postal code, language
  ['Brindlewood', 'ON', 'K', 'en'],
  ['Larkspur Bay', 'NS', 'B', 'en'],
  ['Saint-Exemple', 'QC', 'J', 'fr'],
  ['Lac-Fictif', 'QC', 'G', 'fr'],
  ['Pineholt', 'BC', 'V', 'en'],
  ['Cedarvale Crossing', 'AB', 'T', 'en'],
  ['Willowmere', 'MB', 'R', 'en'],
  ['Prairie Lantern', 'SK', 'S', 'en'],
  ['Sainte-Imaginaire', 'QC', 'H', 'fr'],
  ['Harrowgate Cove', 'NL', 'A', 'en'],
  ['Moncton-Fictif', 'NB', 'E', 'fr'],
  ['Greenholm', 'PE', 'C', 'en'],
  ['Aurora Flats', 'YT', 'Y', 'en'],
  ['Kestrel Lake', 'ON', 'P', 'en'],
  ['Rivière-Songe', 'QC', 'J', 'fr'],
];
const PURPOSES_EN: [string, string, string][] = [
  ['Community Food Bank', 'Welfare', 'Organizations Relieving Poverty'],
  ['Animal Rescue Society', 'Benefits to community', 'Animal Welfare'],
  ['Literacy Circle', 'Education', 'Support of Schools and Education'],
  ['Hospice Foundation', 'Health', 'Hospitals and Health Care'],
  ['Youth Sports Association', 'Benefits to community', 'Recreation, Playgrounds and Vacation Camps'],
  ['Arts Collective', 'Education', 'Cultural Activities and Promotion of the Arts'],
  ['Watershed Stewards', 'Benefits to community', 'Environment'],
  ['Seniors Outreach', 'Welfare', 'Care Other Than Treatment'],
  ['Fellowship Church', 'Religion', 'Protestant Denominations'],
  ['Family Shelter', 'Welfare', 'Organizations Relieving Poverty'],
  ['Heritage Museum Society', 'Education', 'Cultural Activities and Promotion of the Arts'],
  ['Global Water Partners', 'Benefits to community', 'International Development'],
];
const PURPOSES_FR: [string, string, string][] = [
  ['Banque alimentaire communautaire de', 'Welfare', 'Organizations Relieving Poverty'],
  ['Société protectrice des animaux de', 'Benefits to community', 'Animal Welfare'],
  ['Fondation de l’école primaire de', 'Education', 'Support of Schools and Education'],
  ['Maison de soins palliatifs de', 'Health', 'Hospitals and Health Care'],
  ['Œuvre des loisirs jeunesse de', 'Benefits to community', 'Recreation, Playgrounds and Vacation Camps'],
  ['Centre d’art populaire de', 'Education', 'Cultural Activities and Promotion of the Arts'],
  ['Comité de protection du lac de', 'Benefits to community', 'Environment'],
  ['Popote roulante des aînés de', 'Welfare', 'Care Other Than Treatment'],
];
const STREETS_EN = [
  'Main Street',
  'Maple Avenue',
  'King Street',
  'Harbour Road',
  'Elm Crescent',
  'Mill Lane',
];
const STREETS_FR = [
  'rue Principale',
  'boulevard des Érables',
  'rue Saint-Laurent',
  'chemin du Lac',
  'rue de l’Église',
];
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const DESIGNATIONS = [
  'Charitable organization',
  'Charitable organization',
  'Charitable organization',
  'Public foundation',
  'Private foundation',
];

function postalCode(first: string): string {
  const l = () => pick(POSTAL_LETTERS.replace(/[WZ]/g, '').split(''));
  return `${first}${digits(1)}${l()} ${digits(1)}${l()}${digits(1)}`;
}
function date(from: number, to: number): string {
  const y = from + Math.floor(rand() * (to - from + 1));
  const m = String(1 + Math.floor(rand() * 12)).padStart(2, '0');
  const d = String(1 + Math.floor(rand() * 28)).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Status, effective date and sanction: mostly registered; some revoked, annulled, suspended or penalized. */
function status(i: number): [string, string, string] {
  if (i % 23 === 5) return ['Revoked', date(2015, 2025), ''];
  if (i % 37 === 7) return ['Annulled', date(2012, 2024), ''];
  if (i % 41 === 9) return ['Suspended', date(2023, 2025), 'Suspension of receipting privileges'];
  if (i % 53 === 11) return ['Registered', date(1975, 2015), 'Penalty'];
  return ['Registered', date(1967, 2022), ''];
}

const rows: string[][] = [];
for (const c of DEMO_CHARITIES) {
  rows.push([
    c.registrationNumber,
    c.legalName ?? c.name,
    'Registered',
    'Charity',
    date(1967, 1990),
    '',
    'Charitable organization',
    c.category === 'health' ? 'Health' : 'Welfare',
    c.category === 'health' ? 'Hospitals and Health Care' : 'Organizations Relieving Poverty',
    c.address!.toUpperCase(),
    c.city!.toUpperCase(),
    c.province!,
    'CA',
    c.postalCode!,
  ]);
}
for (let i = 0; rows.length < 320; i++) {
  const [town, province, first, lang] = PLACES[i % PLACES.length]!;
  const fr = lang === 'fr' && rand() < 0.8;
  const [purpose, type, category] = fr ? pick(PURPOSES_FR) : pick(PURPOSES_EN);
  const name = fr ? `${purpose} ${town}` : `${town} ${purpose}`;
  const [st, effective, sanction] = status(i);
  const number = `${1 + Math.floor(rand() * 2400)}`;
  rows.push([
    registrationNumber(),
    rand() < 0.5 ? name.toUpperCase() : name,
    st,
    'Charity',
    effective,
    sanction,
    pick(DESIGNATIONS),
    type,
    category,
    fr ? `${number}, ${pick(STREETS_FR)}` : `${number} ${pick(STREETS_EN)}`,
    town.toUpperCase(),
    province,
    'CA',
    postalCode(first),
  ]);
}

const out = 'server/features/registry/sample/registry-sample.tsv';
writeFileSync(
  out,
  [REGISTRY_COLUMNS.join('\t'), ...rows.map((r) => r.join('\t'))].join('\r\n') + '\r\n',
  'utf8',
);
console.log(`${rows.length} rows written to ${out}`);
