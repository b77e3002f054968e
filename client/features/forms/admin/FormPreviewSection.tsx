import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFields } from '@client/features/forms/PublicFields';
import { toFieldDef, type BuilderState } from './builderModel';

/** The form as a visitor will see it, filled in freely and never sent. */
export function FormPreviewSection({ state: s }: { state: BuilderState }) {
  const { t } = useTranslation('forms');
  const [preview, setPreview] = useState(false);
  const [previewValues, setPreviewValues] = useState<Record<string, string | boolean>>({});
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="form-preview">
      <Group justify="space-between">
        <Title order={2} size="h4" id="form-preview">
          {t('builder.preview')}
        </Title>
        <Switch
          label={t('builder.preview')}
          checked={preview}
          onChange={(e) => setPreview(e.currentTarget.checked)}
        />
      </Group>
      {preview && (
        <Stack gap="md" mt="md">
          <Text size="sm">{t('builder.previewNote')}</Text>
          <div lang={s.language}>
            <Stack gap="md">
              <Title order={3}>{s.name}</Title>
              <PublicFields
                form={{ fields: s.fields.map(toFieldDef), language: s.language }}
                values={previewValues}
                errors={{}}
                onChange={setPreviewValues}
              />
            </Stack>
          </div>
        </Stack>
      )}
    </Paper>
  );
}
