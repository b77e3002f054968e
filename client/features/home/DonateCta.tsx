import { Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './Home.module.css';

export type CtaLabel = 'donate' | 'start' | 'quick' | 'join' | 'help';

/** The donate button that closes each home-page section. */
export function DonateCta({ label }: { label: CtaLabel }) {
  const { t } = useTranslation('home');
  return (
    <div className={classes.cta}>
      <Button
        component={Link}
        to="/unified-donation"
        size="lg"
        leftSection={<IconHeart size={20} aria-hidden="true" />}
      >
        {t(`cta.${label}`)}
      </Button>
    </div>
  );
}
