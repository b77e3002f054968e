import '@mantine/core/styles/List.css';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { vehicleName } from '@shared/format/vehicle-name';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { actionLabel } from '@client/features/audit/admin/actionLabel';
import type { DashboardResponse } from './api';

/** The latest audited actions and submitted donations, newest first. */
export function RecentActivity({ items }: { items: DashboardResponse['recentActivity'] }) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const describe = (a: DashboardResponse['recentActivity'][number]) => {
    if (a.kind === 'donation' && a.vehicle)
      return t('activity.donationSubmitted', { id: a.entityId, vehicle: vehicleName(a.vehicle, language) });
    const action = actionLabel(t, a.action);
    return a.actorName
      ? t('activity.byActor', { action, actor: a.actorName })
      : t('activity.system', { action });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dash-activity">
      <Title order={2} size="h3" id="dash-activity" mb="sm">
        {t('activity.title')}
      </Title>
      {items.length === 0 ? (
        <Text>{t('activity.empty')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {items.map((a) => (
            <List.Item key={`${a.kind}-${a.at}-${a.entityId}-${a.action}`}>
              <Text size="sm" fw={600} component="span" style={{ overflowWrap: 'anywhere' }}>
                {describe(a)}
              </Text>
              <Text size="sm">
                <time dateTime={a.at}>{formatDateTime(a.at, language)}</time>
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to="/admin/audit" mt="sm" display="inline-block">
        {t('activity.openAudit')}
      </Anchor>
    </Paper>
  );
}
