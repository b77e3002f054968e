import { useEffect, useRef } from 'react';
import { useLocation } from '@client/lib/router';
import { isCompleteHandOff, readHandOff, toCalculatorValues } from './donateLink';
import type { ValuationFormValues } from './valuationFormModel';

/**
 * On arrival, fills the calculator from its query string ("Back" from the wizard, a shared link):
 * `apply` gets the values and whether they name a whole vehicle, to value it again at once. Runs once:
 * the page itself later rewrites the query (replace) to the vehicle it valued.
 */
export function useCalculatorQuery(apply: (values: Partial<ValuationFormValues>, complete: boolean) => void) {
  const { search } = useLocation();
  const arrival = useRef(search);
  useEffect(() => {
    const query = readHandOff(arrival.current);
    if (Object.keys(query).length > 0) apply(toCalculatorValues(query), isCompleteHandOff(query));
    // Once, with the query the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
