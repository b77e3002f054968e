import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actionLabel } from './actionLabel';
import type { AuditFilters } from './api';

export const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

/** Who, which action, from and to which day; applied on submit. */
export function AuditFilterForm({
  actions,
  onApply,
}: {
  actions: string[];
  onApply: (f: AuditFilters) => void;
}) {
  const { t } = useTranslation('analytics');
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const set = (k: keyof AuditFilters) => (e: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [k]: e.currentTarget.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim() });
  };
  const options = actions
    .map((a) => ({ value: a, label: actionLabel(t, a) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <form onSubmit={submit} aria-label={t('audit.filters')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('audit.actor')}
          value={draft.actor}
          onChange={set('actor')}
          maxLength={100}
          w={200}
        />
        <NativeSelect
          label={t('audit.action')}
          data={[{ value: '', label: t('audit.allActions') }, ...options]}
          value={draft.action}
          onChange={set('action')}
          w={260}
        />
        <TextInput type="date" label={t('audit.from')} value={draft.from} onChange={set('from')} w={170} />
        <TextInput type="date" label={t('audit.to')} value={draft.to} onChange={set('to')} w={170} />
        <Button type="submit">{t('audit.apply')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.clear')}
        </Button>
      </Group>
    </form>
  );
}
