import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusGroup, type DonationStatus } from '@shared/donations/status-machine';

const COLORS = { pending: 'yellow', in_progress: 'blue', completed: 'green', cancelled: 'gray' } as const;

/** The status by its label; the colour repeats the group, the text carries the meaning. */
export function StatusBadge({ status }: { status: DonationStatus }) {
  const { t } = useTranslation('domain');
  const color = COLORS[statusGroup(status)];
  // Shade 9 text on the light tint keeps AA contrast for every colour, yellow included.
  return (
    <Badge variant="light" color={color} c={`${color}.9`} tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
