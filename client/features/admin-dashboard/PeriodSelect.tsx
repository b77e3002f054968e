import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERIOD_DAYS, type PeriodDays } from '@shared/analytics/periods';

/** The period a page's figures cover: 7, 30, 90 days or 12 months. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: PeriodDays;
  onChange: (days: PeriodDays) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <NativeSelect
      label={t('period.label')}
      data={PERIOD_DAYS.map((d) => ({ value: String(d), label: t(`period.days_${d}`) }))}
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value) as PeriodDays)}
      maw={260}
    />
  );
}
