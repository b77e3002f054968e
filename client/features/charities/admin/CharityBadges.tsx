import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CharityView } from './api';

const VERIFICATION_COLORS: Record<string, string> = { pending: 'yellow', verified: 'green', rejected: 'red' };

/** Verification, activity and registry status, in words (colour only repeats them). */
export function CharityStatusBadges({ charity }: { charity: CharityView }) {
  const { t } = useTranslation('charities');
  const registered = charity.registryStatus === 'Registered';
  return (
    <Group gap={4}>
      <Badge
        variant="light"
        c="gray.9"
        tt="none"
        color={VERIFICATION_COLORS[charity.verificationStatus] ?? 'gray'}
      >
        {t(`verification.${charity.verificationStatus}`)}
      </Badge>
      {!charity.isActive && (
        <Badge variant="light" c="gray.9" tt="none" color="gray">
          {t('admin.inactive')}
        </Badge>
      )}
      <Badge variant="outline" c="gray.9" tt="none" color={registered ? 'green' : 'red'}>
        {t('admin.registry', { status: charity.registryStatus ?? t('admin.notInRegistry') })}
      </Badge>
    </Group>
  );
}

/** Receipt readiness at a glance: registered, signer, signature, place of issue (each named for screen readers). */
export function ReadinessIcons({ charity }: { charity: CharityView }) {
  const { t } = useTranslation('charities');
  const parts = ['registered', 'signer', 'signature', 'placeOfIssue'] as const;
  return (
    <Group gap={6} wrap="nowrap">
      {parts.map((p) => {
        const ok = charity.readiness[p];
        // The place itself, so staff see what receipts will print before the first one.
        const own = p === 'placeOfIssue' ? charity.placeOfIssue?.trim() : undefined;
        const label = own
          ? t('readiness.placeOfIssue.own', { place: own })
          : t(`readiness.${p}.${ok ? 'yes' : 'no'}`);
        return (
          <Tooltip key={p} label={label}>
            <span role="img" aria-label={label} tabIndex={0} style={{ display: 'inline-flex' }}>
              {ok ? (
                <IconCheck size={18} color="var(--mantine-color-green-9)" aria-hidden="true" />
              ) : (
                <IconX size={18} color="var(--mantine-color-red-9)" aria-hidden="true" />
              )}
            </span>
          </Tooltip>
        );
      })}
    </Group>
  );
}
