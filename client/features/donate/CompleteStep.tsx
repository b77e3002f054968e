import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/List.css';
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import { usePublicSettings } from '@client/features/settings/api';
import type { ProvinceCode } from '@shared/geo/provinces';
import type { CreateDonationResponse } from './api';
import { ProvincePrepList } from './ProvincePrepList';

interface CompleteStepProps {
  created: CreateDonationResponse;
  email: string;
  /** What to prepare in the donor's province, and the unattended pickup's instructions. */
  province: ProvinceCode | null;
  unattended: boolean;
}

/** Step 3: the access code, shown this once (it is also e-mailed), and what happens next. */
export function CompleteStep({ created, email, province, unattended }: CompleteStepProps) {
  const { t } = useTranslation('donate');
  const { get } = usePublicSettings();
  const phone = get('business', 'phone');
  const portal = `/enhanced-donor-portal?code=${encodeURIComponent(created.accessCode)}`;

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="md"
        p="lg"
        bg="brand.0"
        component="section"
        aria-labelledby="access-code-label"
      >
        <Stack gap="xs" align="center">
          <Text id="access-code-label" fw={600}>
            {t('complete.codeLabel')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text
              component="output"
              aria-labelledby="access-code-label"
              ff="monospace"
              fw={700}
              fz={{ base: 22, xs: 28, sm: 40 }}
              // The code is read and typed as one: its letter groups never break across lines.
              style={{ letterSpacing: '0.08em', whiteSpace: 'nowrap' }}
            >
              {created.accessCode}
            </Text>
            <CopyButton value={created.accessCode}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('complete.copied') : t('complete.copy')} withArrow>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    onClick={copy}
                    aria-label={copied ? t('complete.copied') : t('complete.copy')}
                  >
                    {copied ? (
                      <IconCheck size={20} aria-hidden="true" />
                    ) : (
                      <IconCopy size={20} aria-hidden="true" />
                    )}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" ta="center">
            {t('complete.codeHelp', { email })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('complete.donationNumber', { id: created.id })}
          </Text>
        </Stack>
      </Paper>

      <section aria-labelledby="next-steps-heading">
        <Title order={3} id="next-steps-heading" mb="xs">
          {t('complete.nextHeading')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('email.nextCall')}</List.Item>
          <List.Item>{t('email.nextPickup')}</List.Item>
          <List.Item>{t('email.nextReceipt')}</List.Item>
        </List>
        {phone && (
          <Text size="sm" mt="sm">
            {t('complete.questions', { phone })}
          </Text>
        )}
      </section>

      {province && <ProvincePrepList province={province} unattended={unattended} />}

      <Group>
        <Button component={Link} to={portal} leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {t('complete.track')}
        </Button>
        <Anchor component={Link} to="/">
          {t('complete.home')}
        </Anchor>
      </Group>
    </Stack>
  );
}
