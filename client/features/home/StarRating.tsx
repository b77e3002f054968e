import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Home.module.css';

/** Stars drawn for the eye, read as one phrase ("Rated 5 out of 5") by screen readers. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const { t } = useTranslation('home');
  return (
    <span role="img" aria-label={t('testimonials.rating', { rating, max })} className={classes.stars}>
      {Array.from({ length: max }, (_, i) => (
        <IconStarFilled key={i} size={18} aria-hidden="true" style={{ opacity: i < rating ? 1 : 0.25 }} />
      ))}
    </span>
  );
}
