import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TESTIMONIAL_DONORS } from './content';
import type { CtaLabel } from './DonateCta';
import { HomeSection } from './HomeSection';
import { StarRating } from './StarRating';
import classes from './Home.module.css';

/** Three donor testimonials, each with its star rating and the vehicle given. */
export function Testimonials({ cta, tinted }: { cta: CtaLabel; tinted?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="testimonials" title="testimonials.title" cta={cta} tinted={tinted}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIAL_DONORS.map((key) => (
          <figure key={key} className={classes.card} style={{ margin: 0 }}>
            <Stack gap="sm">
              <StarRating rating={5} />
              <blockquote className={classes.quote}>{t(`testimonials.${key}.quote`)}</blockquote>
              <figcaption>
                <Text fw={700}>{t(`testimonials.${key}.name`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`testimonials.${key}.place`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('testimonials.vehicle', { vehicle: t(`testimonials.${key}.vehicle`) })}
                </Text>
              </figcaption>
            </Stack>
          </figure>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
