import '@mantine/core/styles/Paper.css';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { themeCssDeclarations, type ThemeColors } from '@shared/themes/theme';

/**
 * The form's colours applied live to a sample of the site: the same CSS variables the server puts on the
 * page root, set on this box only, so Mantine's own components inside take them.
 */
export function ThemePreview({
  colors,
  heroGradient,
}: {
  colors: ThemeColors;
  heroGradient?: string | null;
}) {
  const { t } = useTranslation('themes');
  const vars = themeCssDeclarations({ ...colors, heroGradient: heroGradient ?? null });
  const style = {
    ...vars,
    background: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    borderColor: 'var(--mantine-color-default-border)',
  } as CSSProperties;
  return (
    <Paper withBorder p="md" style={style} aria-label={t('preview')} role="region">
      <Stack gap="sm">
        <div
          style={{
            background: 'var(--vdc-hero-gradient, var(--vdc-muted))',
            color: 'var(--vdc-foreground)',
            padding: 'var(--mantine-spacing-sm)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Title order={3} size="h4" c="inherit">
            {t('previewHeading')}
          </Title>
          <Text c="inherit">{t('previewText')}</Text>
        </div>
        <Text size="sm" c="dimmed">
          {t('previewMuted')}
        </Text>
        <Anchor href="#" onClick={(e) => e.preventDefault()}>
          {t('previewLink')}
        </Anchor>
        <Group gap="sm">
          <Button tabIndex={-1}>{t('previewButton')}</Button>
          <Button
            tabIndex={-1}
            variant="filled"
            style={{ background: 'var(--vdc-secondary)', color: 'var(--vdc-secondary-foreground)' }}
          >
            {t('previewSecondary')}
          </Button>
        </Group>
        <div
          style={{
            background: 'var(--vdc-card)',
            color: 'var(--vdc-card-foreground)',
            border: '1px solid var(--vdc-border)',
            padding: 'var(--mantine-spacing-sm)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          {t('previewCard')}
        </div>
      </Stack>
    </Paper>
  );
}
