import { useTranslation } from 'react-i18next';
import type { CtaLabel } from './DonateCta';
import { HomeSection } from './HomeSection';
import classes from './Home.module.css';
import { useClaims } from './useClaims';

const STATS = ['donors', 'regions', 'pickup', 'fees'] as const;

/** The impact statement and the program's figures as claimed in the spec's copy (§1), the donors as set. */
export function Impact({ cta, tinted }: { cta: CtaLabel; tinted?: boolean }) {
  const { t } = useTranslation('home');
  const { donors } = useClaims();
  const stats = STATS.filter((key) => key !== 'donors' || donors);
  return (
    <HomeSection id="impact" title="impact.title" cta={cta} tinted={tinted}>
      <p className={`${classes.lead} ${classes.impactBody}`}>{t('impact.body')}</p>
      <ul className={classes.stats} aria-label={t('impact.statsLabel')}>
        {stats.map((key) => (
          <li key={key}>
            <strong className={classes.statValue}>{t(`impact.${key}.value`, { number: donors })}</strong>
            <p className={classes.text}>{t(`impact.${key}.label`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
