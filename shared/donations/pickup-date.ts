import { PROVINCE_CODES, type ProvinceCode } from '../geo/provinces';

/**
 * The earliest pickup date a donor may ask for: today where they live. Several provinces span more
 * than one time zone, so "today" is the earliest calendar date in any of the province's zones: a donor
 * in the west of the province is never refused their today. No zod here: the page reads it on load.
 */

/** IANA zones of each province and territory (Statistics Canada / provincial time acts). */
export const PROVINCE_TIME_ZONES: Readonly<Record<ProvinceCode, readonly string[]>> = {
  AB: ['America/Edmonton'],
  BC: ['America/Vancouver', 'America/Dawson_Creek', 'America/Creston', 'America/Fort_Nelson'],
  MB: ['America/Winnipeg'],
  NB: ['America/Moncton'],
  // Newfoundland time on the island and south-east Labrador, Atlantic time in the rest of Labrador.
  NL: ['America/St_Johns', 'America/Goose_Bay'],
  NS: ['America/Halifax'],
  NT: ['America/Yellowknife', 'America/Inuvik'],
  // Eastern, Central and Mountain time.
  NU: ['America/Iqaluit', 'America/Rankin_Inlet', 'America/Cambridge_Bay'],
  // North-western Ontario keeps Central time; Atikokan keeps Eastern Standard time all year.
  ON: ['America/Toronto', 'America/Winnipeg', 'America/Atikokan'],
  PE: ['America/Halifax'],
  // The Magdalen Islands keep Atlantic time, the Lower North Shore Atlantic Standard time.
  QC: ['America/Toronto', 'America/Halifax', 'America/Blanc-Sablon'],
  // Saskatchewan keeps Central Standard time; Lloydminster follows Alberta.
  SK: ['America/Regina', 'America/Edmonton'],
  YT: ['America/Whitehorse'],
};

const ALL_ZONES = [...new Set(PROVINCE_CODES.flatMap((code) => PROVINCE_TIME_ZONES[code]))];

/** The calendar date ("2026-11-23") at this instant in the zone. */
export function dateInZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Today in the donor's province ("YYYY-MM-DD"), the first date a pickup may be asked for. Without a
 * province (not chosen yet), today in the westernmost Canadian zone, so nobody is refused their today.
 */
export function earliestPickupDate(
  province: ProvinceCode | null | undefined,
  now: Date = new Date(),
): string {
  const zones = province ? PROVINCE_TIME_ZONES[province] : ALL_ZONES;
  return zones.map((zone) => dateInZone(now, zone)).sort()[0]!;
}

/** Whether an ISO date ("YYYY-MM-DD") is before the donor's today. */
export function isPickupDateInPast(
  date: string,
  province: ProvinceCode | null | undefined,
  now: Date = new Date(),
): boolean {
  return date < earliestPickupDate(province, now);
}
