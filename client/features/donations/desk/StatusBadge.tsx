import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusGroup, type DonationStatus } from '@shared/donations/status-machine';

const COLORS = { pending: 'yellow', in_progress: 'blue', completed: 'green', cancelled: 'gray' } as const;

/** The status by its label; the colour repeats the group, the text carries the meaning. */
export function StatusBadge({ status }: { status: DonationStatus }) {
  const { t } = useTranslation('domain');
  const color = COLORS[statusGroup(status)];
  // Near-black text on the light tint keeps AA contrast whatever the colour (yellow 9 is orange).
  return (
    <Badge variant="light" color={color} c="gray.9" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
