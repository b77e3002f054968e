import { useSearchParams } from '@client/lib/router';
import { DEFAULT_PERIOD_DAYS, PERIOD_DAYS, type PeriodDays } from '@shared/analytics/periods';

/** The period chosen on the dashboard or analytics page, kept in the address (`?days=90`) so it can be shared. */
export function usePeriod(): [PeriodDays, (days: PeriodDays) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (PERIOD_DAYS as readonly number[]).includes(asked)
    ? (asked as PeriodDays)
    : DEFAULT_PERIOD_DAYS;
  const set = (next: PeriodDays) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('days', String(next));
        return copy;
      },
      { replace: true },
    );
  return [days, set];
}
