import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Input.css';
import { Button, Container, Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  registrationNumberMessage,
  registrationNumberProblem,
  normalizeRegistrationNumber,
} from '@shared/charities/registration-number';
import { useCurrentUser } from '@client/features/auth/api';
import { apiErrorMessage } from '@client/lib/api-client';
import { usePageTitle } from '@client/ui/usePageTitle';
import { CharityContact } from '@client/features/charities/CharityContact';
import { useCharityProfile, useMyCharity } from './api';
import { ComplianceTab } from './ComplianceTab';
import { DataSyncTab } from './DataSyncTab';
import { OverviewTab } from './OverviewTab';
import { PerformanceTab } from './PerformanceTab';
import { TaxReceiptsTab } from './TaxReceiptsTab';
import { MoneyTab } from './MoneyTab';

const TABS = ['overview', 'compliance', 'performance', 'receipts', 'money', 'sync'] as const;

/**
 * /charity-management (charity, admin, editor): search a charity by registration number and work in
 * five tabs (public-site.md §2). A charity account opens on its own charity and the server refuses any other.
 */
export function CharityManagementPage() {
  const { t } = useTranslation(['charities', 'domain']);
  usePageTitle('charities:manage.title');
  const { user } = useCurrentUser();
  const isCharity = user?.role === 'charity';
  const mine = useMyCharity(isCharity);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [regNumber, setRegNumber] = useState<string | null>(null);
  // ?tab=money opens the Money tab (the link in the charity's sale e-mails).
  const [tab, setTab] = useState<string | null>(() =>
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('tab') === 'money'
      ? 'money'
      : 'overview',
  );
  const profile = useCharityProfile(regNumber);
  const own = mine.data?.charity;

  useEffect(() => {
    if (own && regNumber === null) {
      setRegNumber(own.registrationNumber);
      setInput(own.registrationNumber);
    }
  }, [own, regNumber]);

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    if (!input.trim()) return setError(t('manage.searchRequired'));
    const problem = registrationNumberProblem(input);
    if (problem) return setError(t(registrationNumberMessage(problem)));
    setError(null);
    setRegNumber(normalizeRegistrationNumber(input));
  };

  const c = profile.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('manage.title')}</Title>
          <Text mt="xs">{t(isCharity ? 'manage.introCharity' : 'manage.introStaff')}</Text>
        </div>
        {isCharity && mine.data && !own && <Text role="status">{t('manage.noLinkedCharity')}</Text>}
        {isCharity && <CharityContact messageKey="manage.contact" />}
        <form onSubmit={search} noValidate role="search" aria-label={t('manage.searchLabel')}>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('register.registrationNumber')}
              description={t('register.registrationNumberHint')}
              value={input}
              error={error}
              onChange={(e) => setInput(e.currentTarget.value.toUpperCase())}
              style={{ flex: '1 1 16rem' }}
            />
            <Button
              type="submit"
              mt={{ base: 0, sm: 48 }}
              leftSection={<IconSearch size={18} aria-hidden="true" />}
            >
              {t('manage.search')}
            </Button>
          </Group>
        </form>
        {profile.isError && (
          <Text role="alert" c="red.9">
            {apiErrorMessage(profile.error, t('manage.loadError'))}
          </Text>
        )}
        {c && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <div>
                <Title order={2} size="h3">
                  {c.name}
                </Title>
                <Text size="sm">
                  {c.registrationNumber} · {c.city},{' '}
                  {t(`domain:province.${c.province}`, { defaultValue: c.province })}
                </Text>
              </div>
              <Tabs value={tab} onChange={setTab} keepMounted={false}>
                <Tabs.List>
                  {TABS.map((k) => (
                    <Tabs.Tab key={k} value={k}>
                      {t(`manage.tabs.${k}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="overview" pt="md">
                  <OverviewTab charity={c} />
                </Tabs.Panel>
                <Tabs.Panel value="compliance" pt="md">
                  <ComplianceTab key={c.id} charity={c} isStaff={!isCharity} />
                </Tabs.Panel>
                <Tabs.Panel value="performance" pt="md">
                  <PerformanceTab key={c.id} charity={c} />
                </Tabs.Panel>
                <Tabs.Panel value="receipts" pt="md">
                  <TaxReceiptsTab key={c.id} charity={c} />
                </Tabs.Panel>
                <Tabs.Panel value="money" pt="md">
                  {user?.role === 'editor' ? (
                    <Text>{t('manage.moneyAdminsOnly')}</Text>
                  ) : (
                    <MoneyTab key={c.id} charityId={c.id} />
                  )}
                </Tabs.Panel>
                <Tabs.Panel value="sync" pt="md">
                  <DataSyncTab charity={c} />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
