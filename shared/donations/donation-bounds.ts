/* Zod-free, so the wizard's page can read them without loading the rules. */

/**
 * What a program takes for donation (issue 33): vehicles older than the calculator's minimum year or
 * past its mileage ceiling are the scrap-bound cars a program exists for, so the donation accepts them
 * (for scrap or parts, with no estimate shown). The settings `minVehicleYear` and `maxMileage` keep
 * bounding what the calculator values; these only stop typing mistakes.
 */
export const DONATION_MIN_YEAR = 1900;
export const DONATION_MAX_MILEAGE = 2_000_000;

/** The donation's bounds this year (the calculator's come from the settings). */
export const donationBounds = (currentYear: number) => ({
  minYear: DONATION_MIN_YEAR,
  currentYear,
  maxMileage: DONATION_MAX_MILEAGE,
});

/** True when the calculator gives no estimate for the vehicle: it goes to scrap or parts. */
export function beyondCalculator(
  vehicle: { year: unknown; mileage: unknown },
  calculator: { minYear: number; maxMileage: number },
): boolean {
  return (
    (typeof vehicle.year === 'number' && vehicle.year < calculator.minYear) ||
    (typeof vehicle.mileage === 'number' && vehicle.mileage > calculator.maxMileage)
  );
}
