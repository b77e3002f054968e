import '@mantine/core/styles/Accordion.css';
import type { CSSProperties, ReactNode } from 'react';
import { Accordion, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@client/features/settings/api';
import { ChevronPath } from '@client/ui/ChevronPath';
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

/**
 * Mantine's single-value accordion (questions as h3 buttons, one answer open at a time). On the server,
 * where every answer is closed, its markup is written here with Mantine's classes and ids (~0.1 ms per
 * question less than Mantine's components on every render of /); the browser renders and hydrates
 * Mantine's Accordion (Faq.test.tsx compares both markups).
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  if (import.meta.env.SSR) return <WrittenFaqAccordion items={items} />;
  return <MantineFaqAccordion items={items} />;
}

export function MantineFaqAccordion({ items }: { items: FaqItem[] }) {
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

const a = Accordion.classes;
const UNSTYLED_BUTTON = UnstyledButton.classes.root;
const CLOSED_PANEL: CSSProperties = {
  boxSizing: 'border-box',
  opacity: 0,
  transition: 'opacity 200ms ease',
  height: 0,
  overflow: 'hidden',
  display: 'none',
};
const CHEVRON: CSSProperties = {
  width: 'calc(1rem * var(--mantine-scale))',
  height: 'calc(1rem * var(--mantine-scale))',
  display: 'block',
};

/** The closed accordion's markup (useId where Accordion calls it). */
export function WrittenFaqAccordion({ items }: { items: FaqItem[] }) {
  const uid = useId();
  return (
    <div
      style={{ '--accordion-chevron-size': 'auto' } as CSSProperties}
      className={`${a.root} mantine-Accordion-root`}
      data-variant="separated"
      id={uid}
      data-accordion
    >
      {items.map(({ key, question }) => (
        <div key={key} className={`${a['item--separated']} ${a.item} mantine-Accordion-item`}>
          <h3 className={`${a.itemTitle} mantine-Accordion-itemTitle`}>
            <button
              className={`mantine-focus-auto ${a.control} mantine-Accordion-control ${UNSTYLED_BUTTON} mantine-UnstyledButton-root`}
              data-accordion-control
              data-chevron-position="right"
              type="button"
              aria-expanded={false}
              aria-controls={`${uid}-panel-${key}`}
              id={`${uid}-control-${key}`}
            >
              <span className={`${a.chevron} mantine-Accordion-chevron`} data-position="right">
                <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CHEVRON}>
                  <ChevronPath />
                </svg>
              </span>
              <span className={`${a.label} mantine-Accordion-label`}>{question}</span>
            </button>
          </h3>
          <div
            style={CLOSED_PANEL}
            className={`${a.panel} mantine-Accordion-panel`}
            role="region"
            id={`${uid}-panel-${key}`}
            aria-labelledby={`${uid}-control-${key}`}
            aria-hidden
            inert
          />
        </div>
      ))}
    </div>
  );
}
