import '@mantine/core/styles/Accordion.css';
import type { ReactNode } from 'react';
import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@client/features/settings/api';
import { FAQ_QUESTIONS, type FaqQuestion } from './content';
import type { CtaLabel } from './DonateCta';
import { HomeSection } from './HomeSection';
import classes from './Home.module.css';

/**
 * `#faq`: six questions (DECISIONS §8). Mantine's single-value accordion keeps one answer open at
 * a time, and clicking the open question closes it. Questions are h3 buttons under the h2.
 */
export function Faq({ cta, tinted, children }: { cta: CtaLabel; tinted?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('home');
  const { get } = usePublicSettings();
  const minYear = get('donations', 'minVehicleYear');

  const answer = (key: FaqQuestion) =>
    key === 'vehicles' && minYear
      ? `${t('faq.vehicles.answer')} ${t('faq.vehicles.year', { year: minYear })}`
      : t(`faq.${key}.answer`);

  return (
    <HomeSection id="faq" title="faq.title" cta={cta} tinted={tinted}>
      <div className={classes.narrow}>
        <Accordion order={3} variant="separated" chevronPosition="right">
          {FAQ_QUESTIONS.map((key) => (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{t(`faq.${key}.question`)}</Accordion.Control>
              <Accordion.Panel>{answer(key)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {children}
      </div>
    </HomeSection>
  );
}
