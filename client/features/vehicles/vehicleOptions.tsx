import { Text, type ComboboxItem } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_MAKES, findMake, VEHICLE_CONDITIONS } from '@shared/vehicles/catalogue';
import { yearOptions } from './valuationFormModel';

/** A select option that may carry a second line explaining it (condition, service history). */
export type HintedOption = ComboboxItem & { hint?: string };

/** Renders a hinted option: the choice on the first line, what it means on the second (spec §5). */
export function renderHinted({ option }: { option: HintedOption }) {
  return (
    <div>
      <Text size="sm">{option.label}</Text>
      {option.hint && (
        <Text size="xs" c="dimmed">
          {option.hint}
        </Text>
      )}
    </div>
  );
}

/**
 * The vehicle choices shared by the calculator and the donation wizard, from the one catalogue:
 * years from the settings' minimum (the chosen model's own years when the catalogue lists them), makes, the chosen make's models, and conditions with their hints.
 */
export function useVehicleOptions({
  make,
  model = '',
  minYear,
  currentYear,
}: {
  make: string;
  model?: string;
  minYear: number;
  currentYear: number;
}) {
  const { t } = useTranslation('domain');
  // A model with a year list offers only its years (a 2012 Telluride cannot be picked).
  const years = useMemo(
    () => yearOptions({ minYear, currentYear }, { make, model }),
    [minYear, currentYear, make, model],
  );
  const makes = useMemo<HintedOption[]>(
    () => CATALOGUE_MAKES.map((m) => ({ value: m.name, label: m.labelKey ? t(m.labelKey) : m.name })),
    [t],
  );
  const models = useMemo<HintedOption[]>(
    () =>
      (findMake(make)?.models ?? []).map((m) => ({
        value: m.name,
        label: m.labelKey ? t(m.labelKey) : m.name,
      })),
    [make, t],
  );
  const conditions = useMemo<HintedOption[]>(
    () =>
      VEHICLE_CONDITIONS.map((c) => ({
        value: c,
        label: t(`domain:condition.${c}`),
        hint: t(`domain:conditionHint.${c}`),
      })),
    [t],
  );
  return { years, makes, models, conditions };
}
