import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardText, IconReceipt, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CtaLabel } from './DonateCta';
import { HomeSection } from './HomeSection';
import classes from './Home.module.css';

const STEPS = [
  { key: 'describe', icon: IconClipboardText },
  { key: 'pickup', icon: IconTruck },
  { key: 'receipt', icon: IconReceipt },
] as const;

/** `#how-it-works`: the three steps, as an ordered list. */
export function HowItWorks({ cta, tinted }: { cta: CtaLabel; tinted?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="how-it-works" title="how.title" subtitle="how.subtitle" cta={cta} tinted={tinted}>
      <ol className={classes.grid}>
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li key={key} className={classes.card}>
            <ThemeIcon size={48} radius="xl" mb="sm">
              <Icon size={26} aria-hidden="true" />
            </ThemeIcon>
            <Text size="sm" fw={700} c="brand.8" mb={4}>
              {t('how.step', { number: index + 1 })}
            </Text>
            <Title order={3} size="h4" mb={6}>
              {t(`how.${key}.title`)}
            </Title>
            <Text>{t(`how.${key}.body`)}</Text>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
