import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Checkbox,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_LANGUAGES, slugify, type FormLang } from '@shared/forms/form.schemas';
import type { BuilderState } from './builderModel';

interface Props {
  state: BuilderState;
  errors: Record<string, string>;
  /** The language is chosen once, for a new form that translates nothing. */
  languageFixed: boolean;
  update(patch: Partial<BuilderState>): void;
}

/** The form's name, language, description, address, notification e-mail and whether it is open. */
export function FormSettingsSection({ state: s, errors, languageFixed, update }: Props) {
  const { t } = useTranslation('forms');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="form-settings">
      <Stack gap="sm">
        <Title order={2} size="h4" id="form-settings">
          {t('builder.settings')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('builder.name')}
            lang={s.language}
            withAsterisk
            value={s.name}
            error={errors.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              update(s.slugEdited ? { name } : { name, slug: slugify(name) });
            }}
          />
          {languageFixed ? (
            <Text size="sm" fw={500} mt="lg">
              {t('builder.languageFixed', { language: t(`languageName.${s.language}`) })}
            </Text>
          ) : (
            <NativeSelect
              label={t('builder.language')}
              description={t('builder.languageHelp')}
              value={s.language}
              onChange={(e) => update({ language: e.currentTarget.value as FormLang })}
              data={FORM_LANGUAGES.map((l) => ({ value: l, label: t(`languageName.${l}`) }))}
            />
          )}
          <Textarea
            label={t('builder.description')}
            lang={s.language}
            value={s.description}
            autosize
            minRows={2}
            onChange={(e) => update({ description: e.currentTarget.value })}
          />
          <TextInput
            label={t('builder.slug')}
            description={t('builder.slugHelp', { slug: s.slug || '…' })}
            value={s.slug}
            error={errors.slug}
            maxLength={50}
            onChange={(e) => update({ slug: e.currentTarget.value.toLowerCase(), slugEdited: true })}
          />
          <TextInput
            type="email"
            label={t('builder.notifyEmail')}
            description={t('builder.notifyEmailHelp')}
            value={s.notifyEmail}
            error={errors.notifyEmail}
            onChange={(e) => update({ notifyEmail: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Checkbox
          label={t('builder.active')}
          checked={s.isActive}
          onChange={(e) => update({ isActive: e.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
