import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DonateCta, type CtaLabel } from './DonateCta';
import classes from './Home.module.css';

interface HomeSectionProps {
  /** The anchor (`#how-it-works`...) and the heading's id prefix. */
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  /** Every section ends with a donate call to action (spec §2). */
  cta: CtaLabel;
  children: ReactNode;
}

/** A home-page section: an h2 that names it, its content, then the donate button. */
export function HomeSection({ id, title, subtitle, tinted, cta, children }: HomeSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}
    >
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id={`${id}-title`}>
            {t(title)}
          </Title>
          {subtitle && (
            <Text size="lg" maw={640}>
              {t(subtitle)}
            </Text>
          )}
        </Stack>
        {children}
        <DonateCta label={cta} />
      </Container>
    </section>
  );
}
