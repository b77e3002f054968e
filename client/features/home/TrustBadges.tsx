import { IconCertificate, IconClock, IconStarFilled, IconUsers, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Home.module.css';

const BADGES: { key: string; icon: Icon }[] = [
  { key: 'rating', icon: IconStarFilled },
  { key: 'certified', icon: IconCertificate },
  { key: 'donors', icon: IconUsers },
  { key: 'pickup', icon: IconClock },
];

/** The hero's trust badges (claims of the spec's copy, §1). */
export function TrustBadges() {
  const { t } = useTranslation('home');
  return (
    <ul className={classes.badges} aria-label={t('badges.label')}>
      {BADGES.map(({ key, icon: Icon }) => (
        <li key={key} className={classes.badge}>
          <Icon size={16} aria-hidden="true" />
          {t(`badges.${key}`)}
        </li>
      ))}
    </ul>
  );
}
