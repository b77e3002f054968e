import { IconCar } from '@tabler/icons-react';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useCompanyName } from '@client/features/settings/api';
import classes from './Header.module.css';

/** The site's name and mark, linking home (an Anchor that is never underlined, as plain elements). */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const name = useCompanyName();
  return (
    <Link
      to="/"
      className={`mantine-focus-auto ${classes.anchor}`}
      aria-label={t('brand.homeLink', { name })}
      onClick={onNavigate}
    >
      <div className={classes.logo}>
        <IconCar size={30} stroke={1.75} aria-hidden="true" />
        <span className={classes.logoName}>{name}</span>
      </div>
    </Link>
  );
}
