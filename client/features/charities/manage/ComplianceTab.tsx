import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Input.css';
import { Badge, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_STATUSES } from '@shared/charities/categories';
import { Select } from '@client/ui/Select';
import { SubmitButton } from '@client/ui/SubmitButton';
import type { CharityView } from './api';
import { useSaveProfile } from './useSaveProfile';

const STATUS_COLORS: Record<string, string> = {
  compliant: 'green',
  pending: 'yellow',
  'non-compliant': 'red',
};

/** Compliance: the T3010 filing and governance facts; only staff set the compliance status itself. */
export function ComplianceTab({ charity, isStaff }: { charity: CharityView; isStaff: boolean }) {
  const { t } = useTranslation('charities');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      complianceStatus: charity.complianceStatus,
      t3010Filed: charity.t3010Filed,
      t3010DueDate: charity.t3010DueDate ?? '',
      lastFilingDate: charity.lastFilingDate ?? '',
      boardSize: charity.boardSize ?? ('' as number | ''),
      compensatedPositions: charity.compensatedPositions ?? ('' as number | ''),
      conflictOfInterestPolicy: charity.conflictOfInterestPolicy ?? false,
    },
  });
  const { save, pending } = useSaveProfile(charity, form);
  const submit = form.onSubmit((v) => {
    const n = (x: number | '') => (x === '' ? null : x);
    save({
      ...(isStaff ? { complianceStatus: v.complianceStatus } : {}),
      t3010Filed: v.t3010Filed,
      t3010DueDate: v.t3010DueDate || null,
      lastFilingDate: v.lastFilingDate || null,
      boardSize: n(v.boardSize),
      compensatedPositions: n(v.compensatedPositions),
      conflictOfInterestPolicy: v.conflictOfInterestPolicy,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="sm">
          <Text fw={600}>{t('manage.complianceStatus')}</Text>
          <Badge
            variant="light"
            c="gray.9"
            tt="none"
            color={STATUS_COLORS[charity.complianceStatus] ?? 'gray'}
          >
            {t(`compliance.${charity.complianceStatus}`, { defaultValue: charity.complianceStatus })}
          </Badge>
        </Group>
        {isStaff && (
          <Select
            label={t('manage.setComplianceStatus')}
            allowDeselect={false}
            data={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: t(`compliance.${s}`) }))}
            maw={320}
            {...form.getInputProps('complianceStatus')}
          />
        )}
        <Checkbox
          label={t('manage.t3010Filed')}
          {...form.getInputProps('t3010Filed', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="date" label={t('manage.t3010DueDate')} {...form.getInputProps('t3010DueDate')} />
          <TextInput
            type="date"
            label={t('manage.lastFilingDate')}
            {...form.getInputProps('lastFilingDate')}
          />
          <NumberInput
            label={t('manage.boardSize')}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('boardSize')}
          />
          <NumberInput
            label={t('manage.compensatedPositions')}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('compensatedPositions')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('manage.conflictPolicy')}
          {...form.getInputProps('conflictOfInterestPolicy', { type: 'checkbox' })}
        />
        <SubmitButton
          pending={pending}
          label={t('admin.save')}
          pendingLabel={t('manage.saving')}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </form>
  );
}
