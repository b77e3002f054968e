const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo dates are relative to the moment of seeding, so a freshly seeded demo always has a pickup
 * coming up and an auction still running.
 */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function daysAhead(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** `YYYY-MM-DD` for date columns. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
