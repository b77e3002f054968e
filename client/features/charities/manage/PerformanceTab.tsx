import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Input.css';
import { NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@client/ui/SubmitButton';
import { shownOverall } from '@shared/charities/metrics';
import { useMetrics, type CharityView } from './api';
import { MetricBar } from './MetricBar';
import { useSaveProfile } from './useSaveProfile';

const MONEY = [
  'annualRevenue',
  'charitablePurposes',
  'fundraisingCosts',
  'administrativeCosts',
  'governmentFunding',
] as const;

/** Performance: the five scores computed from the T3010 figures below, which the charity keeps current. */
export function PerformanceTab({ charity }: { charity: CharityView }) {
  const { t, i18n } = useTranslation('charities');
  const metrics = useMetrics(charity.registrationNumber);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      ...Object.fromEntries(MONEY.map((k) => [k, charity[k] ?? ''])),
      fiscalYear: charity.fiscalYear ?? '',
    } as Record<(typeof MONEY)[number] | 'fiscalYear', number | ''>,
  });
  const { save, pending } = useSaveProfile(charity, form);
  const submit = form.onSubmit((v) =>
    save(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' ? null : x]))),
  );
  const french = i18n.language.startsWith('fr');
  return (
    <Stack gap="lg">
      <section aria-labelledby="metrics-heading">
        <Title order={2} size="h4" id="metrics-heading" mb="xs">
          {t('metrics.title')}
        </Title>
        <Text size="sm" mb="sm">
          {t('metrics.intro')}
        </Text>
        {metrics.data && (
          <Stack gap="sm">
            {(['overall', 'efficiency', 'transparency', 'impact', 'governance'] as const).map((m) => (
              <MetricBar
                key={m}
                name={m}
                score={m === 'overall' ? shownOverall(metrics.data) : metrics.data[m]}
              />
            ))}
          </Stack>
        )}
      </section>
      <form onSubmit={submit} noValidate aria-labelledby="figures-heading">
        <Title order={2} size="h4" id="figures-heading" mb="xs">
          {t('manage.figuresTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {MONEY.map((k) => (
            <NumberInput
              key={k}
              label={t(`manage.${k}`)}
              min={0}
              decimalScale={2}
              thousandSeparator={french ? ' ' : ','}
              decimalSeparator={french ? ',' : '.'}
              prefix={french ? undefined : '$'}
              suffix={french ? ' $' : undefined}
              {...form.getInputProps(k)}
            />
          ))}
          <NumberInput
            label={t('manage.fiscalYear')}
            min={1900}
            max={2100}
            allowDecimal={false}
            {...form.getInputProps('fiscalYear')}
          />
        </SimpleGrid>
        <SubmitButton mt="md" pending={pending} label={t('admin.save')} pendingLabel={t('manage.saving')} />
      </form>
    </Stack>
  );
}
