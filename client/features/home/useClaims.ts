import { useTranslation } from 'react-i18next';
import { formatNumber } from '@client/lib/format';
import { usePublicSettings } from '@client/features/settings/api';

/**
 * The claims the home page makes, as the admin set them (settings `business.claim*`, the spec's figures
 * by default), formatted in the visitor's language; a claim set to 0 or off is not made.
 */
export function useClaims(): { rating?: string; donors?: string; certified: boolean } {
  const { i18n } = useTranslation();
  const { get } = usePublicSettings();
  const rating = Number(get('business', 'claimRating') ?? 0);
  const donors = Number(get('business', 'claimDonors') ?? 0);
  return {
    rating: rating > 0 ? formatNumber(rating, i18n.language, { maximumFractionDigits: 2 }) : undefined,
    donors: donors > 0 ? formatNumber(donors, i18n.language) : undefined,
    certified: get('business', 'claimCertifiedReceipts') === 'true',
  };
}
