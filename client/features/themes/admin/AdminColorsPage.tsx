import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ColorSwatch.css';
import {
  Badge,
  Button,
  ColorSwatch,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useActivateTheme, useThemes, type ColorTheme } from './api';
import { ThemeEditor } from './ThemeEditor';

const SWATCHES = ['primary', 'secondary', 'accent', 'background', 'foreground', 'muted'] as const;

/** /admin/colors: the colour themes, one active; create, edit with a live preview, activate. */
export function AdminColorsPage() {
  const { t } = useTranslation('themes');
  usePageTitle('themes:title');
  const query = useThemes();
  const activate = useActivateTheme();
  const [editing, setEditing] = useState<ColorTheme | 'new' | null>(null);

  async function onActivate(theme: ColorTheme) {
    try {
      await activate.mutateAsync(theme.id);
      toastSuccess(t('activated'), theme.name);
    } catch (err) {
      toastError(t('activateFailed'), apiErrorMessage(err, t('activateFailed')));
    }
  }

  let list = null;
  if (query.isPending) list = <Text role="status">…</Text>;
  else if (query.isError)
    list = (
      <Text role="alert" c="red.9">
        {apiErrorMessage(query.error, t('loadFailed'))}
      </Text>
    );
  else if (query.data.length === 0) list = <Text role="status">{t('empty')}</Text>;
  else
    list = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {query.data.map((theme) => (
          <Paper key={theme.id} component="li" withBorder p="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {theme.name}
                </Title>
                {theme.isActive ? (
                  <Badge color="green" variant="light" c="gray.9" tt="none">
                    {t('active')}
                  </Badge>
                ) : null}
              </Group>
              {theme.description ? <Text size="sm">{theme.description}</Text> : null}
              <Group gap={6} aria-hidden="true">
                {SWATCHES.map((f) => (
                  <ColorSwatch key={f} color={theme[f]} size={22} />
                ))}
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('editLabel', { name: theme.name })}
                  onClick={() => setEditing(theme)}
                >
                  {t('edit')}
                </Button>
                {!theme.isActive ? (
                  <Button
                    size="xs"
                    aria-label={t('activateLabel', { name: theme.name })}
                    loading={activate.isPending && activate.variables === theme.id}
                    onClick={() => void onActivate(theme)}
                  >
                    {t('activate')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text mt="xs">{t('intro')}</Text>
        </div>
        {editing ? (
          <ThemeEditor
            key={editing === 'new' ? 'new' : editing.id}
            theme={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <div>
            <Button onClick={() => setEditing('new')}>{t('create')}</Button>
          </div>
        )}
        {list}
      </Stack>
    </Container>
  );
}
