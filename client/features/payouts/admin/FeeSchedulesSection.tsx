import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import { Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COST_KINDS } from '@shared/payouts/fees';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { Select } from '@client/ui/Select';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useMoneyAction, type AdminPayouts } from './api';
import { ScrollTable } from '@client/ui/ScrollTable';

const FIELDS = [...COST_KINDS.flatMap((k) => [`${k}Percent`, `${k}Flat`]), 'taxPercent'] as const;

/** The fee schedules in force and to come, and a new one for a charity from a date (today or later). */
export function FeeSchedulesSection({
  schedules,
  charities,
}: {
  schedules: AdminPayouts['feeSchedules'];
  charities: AdminPayouts['charities'];
}) {
  const { t, i18n } = useTranslation(['money', 'settings']);
  const lang = i18n.language;
  const [charityId, setCharityId] = useState<string | null>(null);
  const [effectiveFrom, setEffectiveFrom] = useState(new Date().toISOString().slice(0, 10));
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMoneyAction<Record<string, unknown>>(() => '/api/admin/fee-schedules');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body: Record<string, unknown> = { charityId: charityId ?? '', effectiveFrom };
    for (const f of FIELDS) if (values[f]) body[f] = values[f];
    create.mutate(body, {
      onSuccess: () => {
        toastSuccess(t('admin.scheduleTitle'), t('admin.scheduleSaved'));
        setErrors({});
        setValues({});
      },
      onError: (err) => {
        setErrors(err instanceof ApiError && err.fieldErrors ? err.fieldErrors : {});
        toastError(t('admin.failedTitle'), apiErrorMessage(err, t('admin.failed')));
      },
    });
  };
  return (
    <section aria-labelledby="schedules-heading">
      <Title order={2} size="h4" id="schedules-heading" mb="xs">
        {t('admin.schedulesTitle')}
      </Title>
      <Text size="sm" mb="xs">
        {t('admin.schedulesIntro')}
      </Text>
      {schedules.length > 0 && (
        <ScrollTable minWidth={560} label={t('admin.schedulesTitle')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('annual.charity')}</Table.Th>
                <Table.Th scope="col">{t('admin.effectiveFrom')}</Table.Th>
                <Table.Th scope="col">{t('admin.terms')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schedules.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.charityName}</Table.Td>
                  <Table.Td>{formatDate(s.effectiveFrom, lang)}</Table.Td>
                  <Table.Td>
                    {FIELDS.filter((f) => Number(s.terms[f]) !== 0)
                      .map((f) => `${t(`settings:labels.money.${f}`)}: ${s.terms[f]}`)
                      .join(' · ') || t('admin.noFees')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <form onSubmit={submit} noValidate aria-label={t('admin.newSchedule')}>
        <Stack gap="sm" mt="sm">
          <Group align="flex-start" gap="sm">
            <Select
              label={t('annual.charity')}
              value={charityId}
              onChange={setCharityId}
              data={charities.map((c) => ({ value: String(c.id), label: c.name }))}
              error={errors.charityId}
              searchable
              required
            />
            <TextInput
              type="date"
              label={t('admin.effectiveFrom')}
              value={effectiveFrom}
              onChange={(e) => setEffectiveFrom(e.currentTarget.value)}
              error={errors.effectiveFrom}
              required
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FIELDS.map((f) => (
              <TextInput
                key={f}
                label={t(`settings:labels.money.${f}`)}
                inputMode="decimal"
                value={values[f] ?? ''}
                placeholder="0"
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.currentTarget.value }))}
                error={errors[f]}
              />
            ))}
          </SimpleGrid>
          <Group>
            <SubmitButton
              pending={create.isPending}
              label={t('admin.newSchedule')}
              pendingLabel={t('admin.saving')}
            />
          </Group>
        </Stack>
      </form>
    </section>
  );
}
