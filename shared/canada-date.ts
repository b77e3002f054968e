/** Today's calendar date in Canada (Eastern time, where the program is run), as "YYYY-MM-DD". */
export function todayInCanada(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
