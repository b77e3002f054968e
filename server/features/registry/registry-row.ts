import type { RegistryRefusal } from '../../db/schema/registry';
import {
  normalizeRegistrationNumber,
  registrationNumberProblem,
} from '@shared/charities/registration-number';

/** The 14 columns of the CRA "List of charities" export, in file order. */
export const REGISTRY_COLUMNS = [
  'BN/Registration number',
  'Organization name',
  'Status',
  'Type of qualified donee',
  'Effective date of status',
  'Sanction',
  'Designation',
  'Charity type',
  'Category',
  'Address',
  'City',
  'Province',
  'Country',
  'Postal code',
] as const;
export type RegistryColumn = (typeof REGISTRY_COLUMNS)[number];

export interface RegistryRow {
  registrationNumber: string;
  legalName: string;
  status: string;
  doneeType: string | null;
  effectiveDate: string | null;
  sanctions: string | null;
  designationCode: string | null;
  categoryCode: string | null;
  categoryDescription: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  postalCode: string | null;
}

/** Designation as published (English or French) or as its letter: A public, B private foundation, C charitable organization. */
const DESIGNATIONS: Record<string, string> = {
  a: 'A',
  b: 'B',
  c: 'C',
  'public foundation': 'A',
  'private foundation': 'B',
  'charitable organization': 'C',
  'fondation publique': 'A',
  'fondation privée': 'B',
  'oeuvre de bienfaisance': 'C',
  'œuvre de bienfaisance': 'C',
};

/** "2019-04-01" or "2019/04/01", a real calendar date. */
function parseDate(value: string): string | null {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A field as published: surrounding quotes removed ("" inside stands for one quote), trimmed. */
function cleanField(raw: string): string {
  let v = raw.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1).replace(/""/g, '"').trim();
  return v;
}

const orNull = (v: string) => (v === '' ? null : v);

/** Reads one data line into a row, or says why it is refused (reasons are keys of `charities:import.reason`). */
export function readRegistryLine(
  text: string,
  line: number,
): { row: RegistryRow } | { refusal: RegistryRefusal } {
  const fields = text.split('\t').map(cleanField);
  const refuse = (reason: string, params?: Record<string, string | number>) => ({
    refusal: {
      line,
      reason: `charities:import.reason.${reason}`,
      ...(params ? { params } : {}),
      ...(fields[0] ? { registrationNumber: fields[0].slice(0, 40) } : {}),
    },
  });
  if (fields.length !== REGISTRY_COLUMNS.length)
    return refuse('columns', { expected: REGISTRY_COLUMNS.length, found: fields.length });
  const [
    reg,
    name,
    status,
    donee,
    date,
    sanction,
    designation,
    type,
    category,
    address,
    city,
    province,
    country,
    postal,
  ] = fields as unknown as string[] & { length: 14 };
  const problem = registrationNumberProblem(reg);
  if (problem) return refuse(`registrationNumber.${problem}`);
  if (!name) return refuse('nameMissing');
  if (!status) return refuse('statusMissing');
  const effectiveDate = date ? parseDate(date) : null;
  if (date && !effectiveDate) return refuse('dateInvalid', { value: date.slice(0, 40) });
  const designationCode = designation ? (DESIGNATIONS[designation.toLowerCase()] ?? null) : null;
  if (designation && !designationCode)
    return refuse('designationInvalid', { value: designation.slice(0, 40) });
  return {
    row: {
      registrationNumber: normalizeRegistrationNumber(reg!),
      legalName: name!,
      status: status!,
      doneeType: orNull(donee!),
      effectiveDate,
      sanctions: orNull(sanction!),
      designationCode,
      categoryCode: orNull(type!),
      categoryDescription: orNull(category!),
      address: orNull(address!),
      city: orNull(city!),
      province: orNull(province!),
      country: orNull(country!),
      postalCode: orNull(postal!),
    },
  };
}

/** A first line naming the columns rather than a charity (its first field is not a number). */
export function isHeaderLine(text: string): boolean {
  const first = cleanField(text.split('\t')[0] ?? '');
  return /[a-z]{2}/i.test(first) && !/^\d/.test(first);
}
