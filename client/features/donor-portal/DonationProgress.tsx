import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Progress, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCircleCheck,
  IconClipboardCheck,
  IconCoin,
  IconPhoneCall,
  IconReceipt,
  IconSettings,
  IconTruck,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FORWARD_STATUSES,
  progressPercent,
  statusMessageKey,
  statusPosition,
  type DonationStatus,
} from '@shared/donations/status-machine';

const ICONS = {
  pending: IconClipboardCheck,
  contacted: IconPhoneCall,
  pickup_scheduled: IconCalendarEvent,
  picked_up: IconTruck,
  processing: IconSettings,
  valued: IconCoin,
  receipt_issued: IconReceipt,
  completed: IconCircleCheck,
} as const;

/** The eight forward stages with icons, a bar, and the message of the current stage (or the cancelled state). */
export function DonationProgress({ status }: { status: DonationStatus }) {
  const { t } = useTranslation(['portal', 'domain']);
  if (status === 'cancelled') {
    return (
      <Alert color="gray" icon={<IconX aria-hidden="true" />} title={t('domain:status.cancelled')}>
        {t(statusMessageKey(status))}
      </Alert>
    );
  }
  const position = statusPosition(status) ?? 0;
  const percent = progressPercent(status) ?? 0;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t(statusMessageKey(status))}</Text>
      <Progress
        value={percent}
        size="lg"
        aria-label={t('progress.label', { current: position + 1, total: FORWARD_STATUSES.length })}
      />
      <SimpleGrid
        cols={{ base: 4, sm: 8 }}
        spacing="xs"
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {FORWARD_STATUSES.map((stage, i) => {
          const Icon = ICONS[stage];
          const state = i < position ? 'done' : i === position ? 'current' : 'upcoming';
          return (
            <Box
              component="li"
              key={stage}
              ta="center"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <ThemeIcon
                size="lg"
                radius="xl"
                variant={state === 'upcoming' ? 'light' : 'filled'}
                color={state === 'upcoming' ? 'gray' : 'brand'}
                aria-hidden="true"
              >
                <Icon size={20} />
              </ThemeIcon>
              <Text size="xs" mt={4} fw={state === 'current' ? 700 : 400}>
                {t(`domain:status.${stage}`)}
              </Text>
              <VisuallyHidden>{t(`progress.${state}`)}</VisuallyHidden>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
