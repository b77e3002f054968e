import '@mantine/core/styles/List.css';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';

/** After a successful submission: what happens next (DECISIONS §8), links home and to donate. */
export function RegistrationSubmitted({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('charities');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={36} color="var(--mantine-color-green-8)" aria-hidden="true" />
          <Title order={2} ref={heading} tabIndex={-1}>
            {t('submitted.title')}
          </Title>
        </Group>
        <Text>{t('submitted.intro', { name, email })}</Text>
        <Title order={3} size="h4">
          {t('submitted.nextHeading')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('submitted.stepRegistry')}</List.Item>
          <List.Item>{t('submitted.stepReview')}</List.Item>
          <List.Item>{t('submitted.stepEmail')}</List.Item>
          <List.Item>{t('submitted.stepApproved')}</List.Item>
        </List>
        <Group gap="sm">
          <Button component={Link} to="/">
            {t('submitted.home')}
          </Button>
          <Anchor component={Link} to="/donate">
            {t('submitted.donate')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
