import '@mantine/core/styles/Paper.css';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import { otherLanguage, type FormLang, type FormView } from '@shared/forms/form.schemas';

/** Which form this one is linked to, and the way to create the other language's version. */
export function TranslationPanel({
  id,
  form,
  source,
}: {
  id: number | null;
  form?: FormView;
  source?: FormView;
}) {
  const { t } = useTranslation('forms');
  const languageName = (l: FormLang) => t(`languageName.${l}`);
  let body: ReactNode = null;
  if (source) body = <Text>{t('builder.translationOf', { name: source.name, slug: source.slug })}</Text>;
  else if (form?.translation)
    body = (
      <Anchor
        component={Link}
        to={`/admin/forms/${form.translation.id}/edit`}
        lang={form.translation.language}
      >
        {t('builder.translationLinked', {
          language: languageName(form.translation.language),
          name: form.translation.name,
        })}
      </Anchor>
    );
  else if (form && id !== null && !form.deleted) {
    const other = otherLanguage(form.language);
    body = (
      <Group justify="space-between">
        <Text>{t('builder.translationMissing', { language: languageName(other) })}</Text>
        <Button variant="light" component={Link} to={`/admin/forms/new?translationOf=${id}`}>
          {t('builder.createTranslation', { language: languageName(other) })}
        </Button>
      </Group>
    );
  }
  if (!body) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="form-translation">
      <Stack gap="sm">
        <Title order={2} size="h4" id="form-translation">
          {t('builder.translation')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
