import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/List.css';
import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { DONATION_STATUSES } from '@shared/donations/status-machine';
import { vehicleName } from '@shared/format/vehicle-name';
import { pageExists } from '@client/app/routes';
import { useCurrentUser } from '@client/features/auth/api';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDateTime, formatMoney, formatNumber } from '@client/lib/format';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useDashboard } from './api';
import { PeriodSelect } from './PeriodSelect';
import { RecentActivity } from './RecentActivity';
import { StatCard } from './StatCard';
import { usePeriod } from './usePeriod';

/** Shortcuts to the admin's pages; only those that exist are offered. */
const QUICK_ACTIONS = [
  { to: '/admin/donations', label: 'quick.donations' },
  { to: '/donation-tracking', label: 'quick.staff' },
  { to: '/admin/charities', label: 'quick.charities' },
  { to: '/admin/dealers', label: 'quick.dealers' },
  { to: '/admin/auctions', label: 'quick.auctions' },
  { to: '/admin/analytics', label: 'quick.analytics' },
  { to: '/admin/audit', label: 'quick.audit' },
  { to: '/admin/outbox', label: 'quick.outbox' },
];

/** /admin: the four cards against the previous period, statuses, auctions closing, activity, shortcuts. */
export function AdminDashboardPage() {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const { user } = useCurrentUser();
  usePageTitle('dashboard:title');
  const [days, setDays] = usePeriod();
  const query = useDashboard(days);
  const data = query.data;
  const count = (n: number) => formatNumber(n, language);
  const money = (n: number) => formatMoney(n, language);
  const statuses = data
    ? [...data.byStatus].sort(
        (a, b) => DONATION_STATUSES.indexOf(a.status as never) - DONATION_STATUSES.indexOf(b.status as never),
      )
    : [];

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          {user && <Text mt="xs">{t('welcome', { name: user.firstName?.trim() || user.username })}</Text>}
          <Text>{t('intro')}</Text>
        </div>
        <PeriodSelect value={days} onChange={setDays} />
        {query.isPending && <Text role="status">{t('loading')}</Text>}
        {query.isError && (
          <Text role="alert" c="red.9">
            {apiErrorMessage(query.error, t('loadError'))}
          </Text>
        )}
        {data && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <StatCard label={t('cards.donations')} format={count} {...data.cards.donations} />
              <StatCard
                label={t('cards.valueReceived')}
                hint={t('cards.valueReceivedHint')}
                format={money}
                {...data.cards.valueReceived}
              />
              <StatCard label={t('cards.receiptsIssued')} format={count} {...data.cards.receiptsIssued} />
              <StatCard
                label={t('cards.newPartners')}
                hint={t('cards.newPartnersSplit', {
                  charities: count(data.cards.newPartners.charities),
                  dealers: count(data.cards.newPartners.dealers),
                })}
                format={count}
                current={data.cards.newPartners.current}
                previous={data.cards.newPartners.previous}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dash-status">
                <Title order={2} size="h3" id="dash-status">
                  {t('byStatus.title')}
                </Title>
                <Text size="sm" mb="sm">
                  {t('byStatus.description')}
                </Text>
                {statuses.length === 0 ? (
                  <Text>{t('byStatus.empty')}</Text>
                ) : (
                  <Table>
                    <Table.Tbody>
                      {statuses.map((s) => (
                        <Table.Tr key={s.status}>
                          <Table.Th scope="row" fw={400}>
                            {t(`domain:status.${s.status}`, { defaultValue: s.status })}
                          </Table.Th>
                          <Table.Td ta="right">{count(s.count)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Paper>
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dash-closing">
                <Title order={2} size="h3" id="dash-closing">
                  {t('closing.title')}
                </Title>
                <Text size="sm" mb="sm">
                  {t('closing.description')}
                </Text>
                {data.auctionsClosingSoon.length === 0 ? (
                  <Text>{t('closing.empty')}</Text>
                ) : (
                  <List spacing="sm" listStyleType="none">
                    {data.auctionsClosingSoon.map((a) => (
                      <List.Item key={a.id}>
                        <Anchor component={Link} to="/admin/auctions" fw={600}>
                          {vehicleName(a.vehicle, language)}
                        </Anchor>
                        <Text size="sm">
                          {t('closing.ends', { date: formatDateTime(a.endDate, language) })} ·{' '}
                          {t('closing.highBid', { amount: money(a.currentHighBid) })} ·{' '}
                          {t('closing.bids', { count: a.bidCount })}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Paper>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <RecentActivity items={data.recentActivity} />
              <Paper withBorder p="md" radius="md" component="nav" aria-labelledby="dash-quick">
                <Title order={2} size="h3" id="dash-quick" mb="sm">
                  {t('quick.title')}
                </Title>
                <Group gap="sm">
                  {QUICK_ACTIONS.filter((q) => pageExists(q.to)).map((q) => (
                    <Button key={q.to} component={Link} to={q.to} variant="default">
                      {t(q.label)}
                    </Button>
                  ))}
                </Group>
              </Paper>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
