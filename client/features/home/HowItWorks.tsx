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
            <div className={classes.icon}>
              <Icon size={26} aria-hidden="true" />
            </div>
            <p className={`${classes.small} ${classes.stepLabel}`}>{t('how.step', { number: index + 1 })}</p>
            <h3 className={classes.cardTitle}>{t(`how.${key}.title`)}</h3>
            <p className={classes.text}>{t(`how.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
