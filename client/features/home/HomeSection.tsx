import type { ReactNode } from 'react';
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
      <div className={classes.container}>
        <div className={classes.sectionHeader}>
          <h2 id={`${id}-title`} className={classes.sectionTitle}>
            {t(title)}
          </h2>
          {subtitle && <p className={`${classes.lead} ${classes.sectionSubtitle}`}>{t(subtitle)}</p>}
        </div>
        {children}
        <DonateCta label={cta} />
      </div>
    </section>
  );
}
