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
        <FaqAccordion
          items={FAQ_QUESTIONS.map((key) => ({
            key,
            question: t(`faq.${key}.question`),
            answer: answer(key),
          }))}
        />
        {children}
      </div>
    </HomeSection>
  );
}

interface FaqItem {
  key: string;
  question: string;
  answer: string;
}

/** Mantine's single-value accordion: questions as h3 buttons, one answer open at a time. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion order={3} variant="separated" chevronPosition="right">
      {items.map(({ key, question, answer }) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>{question}</Accordion.Control>
          <Accordion.Panel>{answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
