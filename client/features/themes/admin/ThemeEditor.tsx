import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import {
  Button,
  ColorInput,
  Fieldset,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contrastFailures,
  DEFAULT_THEME_COLORS,
  invalidColorFields,
  THEME_COLOR_FIELDS,
  THEME_GRADIENT_FIELDS,
  type ThemeColors,
} from '@shared/themes/theme';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { focusFirstInvalid } from '@client/ui/useInvalidFieldFocus';
import { useSaveTheme, type ColorTheme } from './api';
import { ThemePreview } from './ThemePreview';

type Gradients = Record<(typeof THEME_GRADIENT_FIELDS)[number], string>;

/** Create or edit a theme: colours with a live preview and a live contrast check (the server's own rule). */
export function ThemeEditor({ theme, onDone }: { theme: ColorTheme | null; onDone: () => void }) {
  const { t } = useTranslation('themes');
  const save = useSaveTheme();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(theme?.name ?? '');
  const [description, setDescription] = useState(theme?.description ?? '');
  const [colors, setColors] = useState<ThemeColors>(() =>
    theme
      ? (Object.fromEntries(THEME_COLOR_FIELDS.map((f) => [f, theme[f]])) as ThemeColors)
      : { ...DEFAULT_THEME_COLORS },
  );
  const [gradients, setGradients] = useState<Gradients>(
    () => Object.fromEntries(THEME_GRADIENT_FIELDS.map((f) => [f, theme?.[f] ?? ''])) as Gradients,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const unreadable = invalidColorFields(colors);
  const failures = unreadable.length ? [] : contrastFailures(colors);
  const pairText = (f: (typeof failures)[number]) =>
    t('contrastPair', {
      text: t(`fields.${f.text}`),
      background: t(`fields.${f.background}`),
      ratio: f.ratio.toFixed(2),
    });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('errors.nameRequired');
    for (const f of unreadable) found[f] = t('errors.color', { label: t(`fields.${f}`) });
    for (const f of failures)
      found[f.text] ??= t('errors.contrast', {
        text: t(`fields.${f.text}`),
        background: t(`fields.${f.background}`),
        ratio: f.ratio.toFixed(2),
      });
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await save.mutateAsync({
        id: theme?.id ?? null,
        input: {
          name: name.trim(),
          description: description.trim() || null,
          ...colors,
          ...Object.fromEntries(THEME_GRADIENT_FIELDS.map((f) => [f, gradients[f].trim() || null])),
        },
      });
      toastSuccess(theme ? t('updated') : t('created'), name.trim());
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        setErrors(err.fieldErrors);
        focusFirstInvalid(formRef.current);
      }
      const fallback = theme ? t('updateFailed') : t('createFailed');
      toastError(fallback, apiErrorMessage(err, fallback));
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="theme-editor-title">
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="theme-editor-title">
            {theme ? t('editTitle') : t('createTitle')}
          </Title>
          <TextInput
            label={t('name')}
            required
            maxLength={255}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Textarea
            label={t('description')}
            maxLength={1000}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Fieldset legend={t('colours')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {THEME_COLOR_FIELDS.map((f) => (
                  <ColorInput
                    key={f}
                    label={t(`fields.${f}`)}
                    format="hsl"
                    withEyeDropper={false}
                    withPicker={false}
                    value={colors[f]}
                    error={errors[f]}
                    onChange={(v) => {
                      setColors((c) => ({ ...c, [f]: v }));
                      if (errors[f]) setErrors(({ [f]: _, ...rest }) => rest);
                    }}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Stack gap="md">
              <Title order={3} size="h4">
                {t('preview')}
              </Title>
              <ThemePreview colors={colors} heroGradient={gradients.heroGradient || null} />
              <div role="status" aria-live="polite">
                <Text fw={600}>{t('contrastTitle')}</Text>
                {failures.length === 0 && unreadable.length === 0 ? (
                  <Text size="sm">{t('contrastOk')}</Text>
                ) : (
                  <List size="sm" c="red.9">
                    {failures.map((f) => (
                      <List.Item key={`${f.text}-${f.background}`}>{pairText(f)}</List.Item>
                    ))}
                  </List>
                )}
              </div>
            </Stack>
          </SimpleGrid>
          <Fieldset legend={t('gradients')}>
            <Stack gap="sm">
              {THEME_GRADIENT_FIELDS.map((f) => (
                <TextInput
                  key={f}
                  label={t(`fields.${f}`)}
                  maxLength={300}
                  value={gradients[f]}
                  error={errors[f]}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setGradients((g) => ({ ...g, [f]: v }));
                  }}
                />
              ))}
            </Stack>
          </Fieldset>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setColors({ ...DEFAULT_THEME_COLORS });
                setErrors({});
              }}
            >
              {t('resetDefault')}
            </Button>
            <Button variant="subtle" onClick={onDone}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
