import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useBusinessHours, usePublicSettings } from '@client/features/settings/api';
import { pageExists } from '@client/app/routes';

/** The FAQ's "still have questions" block: the business phone and hours (from settings) and the chat. */
export function StillHaveQuestions() {
  const { t } = useTranslation('home');
  const { get, isLoading } = usePublicSettings();
  const phone = get('business', 'phone');
  const hours = useBusinessHours();

  return (
    <Paper withBorder p="lg" mt="xl">
      <Stack gap="xs" ta="center" mb="md">
        <Title order={3} id="questions-title">
          {t('questions.title')}
        </Title>
        <Text>{t('questions.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light">
            <IconPhone size={22} aria-hidden="true" />
          </ThemeIcon>
          <div>
            <Text fw={700}>{t('questions.phoneLabel')}</Text>
            {phone && <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>}
            {!phone && isLoading && <Text c="dimmed">{t('common:loading')}</Text>}
            {hours && (
              <Text size="sm" c="dimmed">
                {t('questions.hours', { hours })}
              </Text>
            )}
          </div>
        </Group>
        {/* The chat is offered once its page exists (nothing links to a page that does not). */}
        {pageExists('/chat') && (
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light">
              <IconMessageCircle size={22} aria-hidden="true" />
            </ThemeIcon>
            <div>
              <Anchor component={Link} to="/chat" fw={700}>
                {t('questions.chatLabel')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('questions.chatNote')}
              </Text>
            </div>
          </Group>
        )}
      </SimpleGrid>
    </Paper>
  );
}
