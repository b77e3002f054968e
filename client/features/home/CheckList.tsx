import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Home.module.css';

/** A list of short reasons, each with a check mark (why choose us, trust points). `items` are i18n keys of `home`. */
export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  const { t } = useTranslation('home');
  return (
    <ul
      className={classes.list}
      style={columns === 2 ? { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' } : undefined}
    >
      {items.map((key) => (
        <li key={key} className={classes.listItem}>
          <IconCircleCheck size={24} className={classes.check} aria-hidden="true" />
          <p className={classes.lead}>{t(key)}</p>
        </li>
      ))}
    </ul>
  );
}
