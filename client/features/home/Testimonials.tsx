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
      <div className={classes.testimonials}>
        {TESTIMONIAL_DONORS.map((key) => (
          <figure key={key} className={`${classes.card} ${classes.testimonial}`}>
            <StarRating rating={5} />
            <blockquote className={classes.quote}>{t(`testimonials.${key}.quote`)}</blockquote>
            <figcaption>
              <p className={`${classes.text} ${classes.strong}`}>{t(`testimonials.${key}.name`)}</p>
              <p className={`${classes.small} ${classes.dimmed}`}>{t(`testimonials.${key}.place`)}</p>
              <p className={`${classes.small} ${classes.dimmed}`}>
                {t('testimonials.vehicle', { vehicle: t(`testimonials.${key}.vehicle`) })}
              </p>
            </figcaption>
          </figure>
        ))}
      </div>
    </HomeSection>
  );
}
