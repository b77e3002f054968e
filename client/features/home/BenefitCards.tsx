import type { CSSProperties } from 'react';
import { IconFileCheck, IconHeartHandshake, IconPigMoney, IconTruck, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Home.module.css';

export type BenefitKey = 'pickup' | 'tax' | 'charity' | 'paperwork';

const ICONS: Record<BenefitKey, Icon> = {
  pickup: IconTruck,
  tax: IconPigMoney,
  charity: IconHeartHandshake,
  paperwork: IconFileCheck,
};

/** Benefit cards (three in the hero of `/`, four on `/home-original`); each title is an h3. */
export function BenefitCards({ items }: { items: BenefitKey[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className={classes.grid} style={{ '--cols': items.length } as CSSProperties}>
      {items.map((key) => {
        const Icon = ICONS[key];
        return (
          <li key={key} className={classes.card}>
            <div className={`${classes.icon} ${classes.iconLight}`}>
              <Icon size={26} aria-hidden="true" />
            </div>
            <h3 className={classes.cardTitle}>{t(`benefits.${key}.title`)}</h3>
            <p className={classes.text}>{t(`benefits.${key}.body`)}</p>
          </li>
        );
      })}
    </ul>
  );
}
