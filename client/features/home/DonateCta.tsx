import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/ButtonLink';
import classes from './Home.module.css';

export type CtaLabel = 'donate' | 'start' | 'quick' | 'join' | 'help';

/** The donate button that closes each home-page section. */
export function DonateCta({ label }: { label: CtaLabel }) {
  const { t } = useTranslation('home');
  return (
    <div className={classes.cta}>
      <ButtonLink to="/unified-donation" size="lg" leftSection={<IconHeart size={20} aria-hidden="true" />}>
        {t(`cta.${label}`)}
      </ButtonLink>
    </div>
  );
}
