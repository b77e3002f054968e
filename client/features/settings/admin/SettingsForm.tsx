import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, NativeSelect, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { settingDefault } from '@shared/settings/defaults';
import { checkSettingValue } from '@shared/settings/validate';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { focusFirstInvalid } from '@client/ui/useInvalidFieldFocus';
import { useSaveSettings, type AdminSetting } from './api';

type Draft = Record<string, string | boolean>;
const fieldOf = (s: Pick<AdminSetting, 'category' | 'key'>) => `${s.category}.${s.key}`;
const draftValue = (s: AdminSetting) => (s.type === 'boolean' ? s.value === true : String(s.value));
/** A key with no label yet (a setting added by another feature) reads as words: "chatRetention" → "Chat retention". */
const words = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/**
 * Every setting of one tab, grouped by category, rendered from its definition (type, limits, options),
 * so a setting another feature adds to shared/settings/defaults.ts appears here by itself. Each value is
 * checked as typed with the server's own rules; the server decides on save.
 */
export function SettingsForm({ settings }: { settings: AdminSetting[] }) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(
    () => Object.fromEntries(settings.map((s) => [fieldOf(s), draftValue(s)])) as Draft,
    [settings],
  );
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setDraft(initial), [initial]);

  const label = (s: Pick<AdminSetting, 'category' | 'key'>) =>
    t(`labels.${s.category}.${s.key}`, { defaultValue: words(s.key) });
  const check = (s: AdminSetting, value: string | boolean): string | undefined => {
    const def = settingDefault(s.category, s.key);
    if (!def) return undefined;
    const r = checkSettingValue(def, value);
    return r.ok ? undefined : t(r.message, { ...r.params, label: label(s) });
  };

  const categories = [...new Set(settings.map((s) => s.category))];

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    const changed = settings.filter((s) => draft[fieldOf(s)] !== initial[fieldOf(s)]);
    for (const s of changed) {
      const msg = check(s, draft[fieldOf(s)]!);
      if (msg) found[fieldOf(s)] = msg;
    }
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (changed.length === 0) {
      toastSuccess(t('saved'), t('noChanges'));
      return;
    }
    try {
      const res = await save.mutateAsync(
        changed.map((s) => ({ category: s.category, key: s.key, value: draft[fieldOf(s)]! })),
      );
      toastSuccess(t('saved'), t('savedCount', { count: res.changed.length }));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        setErrors(err.fieldErrors);
        focusFirstInvalid(formRef.current);
      }
      toastError(t('saveFailed'), apiErrorMessage(err, t('saveFailed')));
    }
  }

  const description = (s: AdminSetting) => {
    const parts: string[] = [];
    if (s.type === 'number' && s.min !== undefined && s.max !== undefined)
      parts.push(t('range', { min: s.min, max: s.max }));
    if (s.isPublic) parts.push(t('publicHint'));
    return parts.join(' · ') || undefined;
  };

  function field(s: AdminSetting) {
    const name = fieldOf(s);
    const value = draft[name];
    const error = errors[name];
    const set = (v: string | boolean) => {
      setDraft((d) => ({ ...d, [name]: v }));
      if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    };
    const onBlur = () => {
      const msg = check(s, String(value));
      if (msg) setErrors((x) => ({ ...x, [name]: msg }));
    };
    const common = { label: label(s), description: description(s), error, name, id: `setting-${name}` };
    switch (s.type) {
      case 'boolean':
        return (
          <Switch
            key={name}
            {...common}
            checked={value === true}
            onChange={(e) => set(e.currentTarget.checked)}
          />
        );
      case 'select':
        return (
          <NativeSelect
            key={name}
            {...common}
            value={String(value)}
            onChange={(e) => set(e.currentTarget.value)}
            data={(s.options ?? [String(s.value)]).map((o) => ({
              value: o,
              label: t(`options.${s.category}.${s.key}.${o}`, { defaultValue: o }),
            }))}
          />
        );
      case 'textarea':
        return (
          <Textarea
            key={name}
            {...common}
            autosize
            minRows={2}
            maxLength={s.maxLength}
            value={String(value)}
            onChange={(e) => set(e.currentTarget.value)}
            onBlur={onBlur}
          />
        );
      default:
        return (
          <TextInput
            key={name}
            {...common}
            type={s.type === 'email' ? 'email' : s.format === 'phone' ? 'tel' : 'text'}
            inputMode={s.type === 'number' ? (s.decimal ? 'decimal' : 'numeric') : undefined}
            maxLength={s.maxLength}
            value={String(value)}
            onChange={(e) => set(e.currentTarget.value)}
            onBlur={onBlur}
          />
        );
    }
  }

  if (settings.length === 0) return null;
  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate lang={i18n.language}>
      <Stack gap="lg">
        {categories.map((category) => (
          <Fieldset key={category} legend={t(`categories.${category}`, { defaultValue: words(category) })}>
            <Stack gap="md">{settings.filter((s) => s.category === category).map(field)}</Stack>
          </Fieldset>
        ))}
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </div>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
    </form>
  );
}
