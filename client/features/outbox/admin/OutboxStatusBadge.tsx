import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { queued: 'yellow', sent: 'green', failed: 'red' } as const;

export function OutboxStatusBadge({ status }: { status: 'queued' | 'sent' | 'failed' }) {
  const { t } = useTranslation('outbox');
  // Near-black text on the light tint keeps AA contrast whatever the colour.
  return (
    <Badge variant="light" color={COLORS[status]} c="gray.9" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
