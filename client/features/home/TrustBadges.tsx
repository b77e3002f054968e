import { IconCertificate, IconClock, IconStarFilled, IconUsers, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Home.module.css';
import { useClaims } from './useClaims';

/** The hero's trust badges (claims of the spec's copy, §1, as the admin's settings allow them). */
export function TrustBadges() {
  const { t } = useTranslation('home');
  const claims = useClaims();
  const badges: { key: string; icon: Icon; text: string | null }[] = [
    {
      key: 'rating',
      icon: IconStarFilled,
      text: claims.rating ? t('badges.rating', { rating: claims.rating }) : null,
    },
    { key: 'certified', icon: IconCertificate, text: claims.certified ? t('badges.certified') : null },
    {
      key: 'donors',
      icon: IconUsers,
      text: claims.donors ? t('badges.donors', { number: claims.donors }) : null,
    },
    { key: 'pickup', icon: IconClock, text: t('badges.pickup') },
  ];
  return (
    <ul className={classes.badges} aria-label={t('badges.label')}>
      {badges.map(({ key, icon: Icon, text }) =>
        text === null ? null : (
          <li key={key} className={classes.badge}>
            <Icon size={16} aria-hidden="true" />
            {text}
          </li>
        ),
      )}
    </ul>
  );
}
