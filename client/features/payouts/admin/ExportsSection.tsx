import '@mantine/core/styles/Input.css';
import { Anchor, Group, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@client/ui/Select';

const KINDS = ['donations', 'receipts', 'payouts'] as const;

/** Accounting exports as CSV (formula-safe), by dates and charity. */
export function ExportsSection({ charities }: { charities: { id: number; name: string }[] }) {
  const { t } = useTranslation('money');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [charityId, setCharityId] = useState('');
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  if (charityId) q.set('charityId', charityId);
  const query = q.toString();
  return (
    <section aria-labelledby="exports-heading">
      <Title order={2} size="h4" id="exports-heading" mb="xs">
        {t('admin.exportsTitle')}
      </Title>
      <Group gap="sm" align="flex-end" mb="sm">
        <TextInput
          type="date"
          label={t('ui.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput type="date" label={t('ui.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Select
          label={t('admin.charityFilter')}
          value={charityId || 'all'}
          onChange={(v) => setCharityId(!v || v === 'all' ? '' : v)}
          data={[
            { value: 'all', label: t('admin.allCharities') },
            ...charities.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          searchable
        />
      </Group>
      <Group gap="md">
        {KINDS.map((k) => (
          <Anchor key={k} href={`/api/admin/exports/${k}.csv${query ? `?${query}` : ''}`} download>
            {t(`admin.exports.${k}`)}
          </Anchor>
        ))}
      </Group>
    </section>
  );
}
