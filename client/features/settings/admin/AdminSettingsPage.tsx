import '@mantine/core/styles/Tabs.css';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TABS, type SettingsTab } from '@shared/settings/validate';
import { apiErrorMessage } from '@client/lib/api-client';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminSettings } from './api';
import { IntegrationsPanel, TestEmailForm } from './IntegrationsPanel';
import { SettingsForm } from './SettingsForm';
import { SystemPanel } from './SystemPanel';

/** /admin/settings: the six tabs of back-office.md §2, every setting saved and effective at once. */
export function AdminSettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle('settings:title');
  const query = useAdminSettings();
  const [tab, setTab] = useState<SettingsTab>('business');

  const forTab = (name: SettingsTab) => (query.data?.settings ?? []).filter((s) => s.tab === name);
  const form = (name: SettingsTab) => {
    if (query.isPending) return <Text role="status">…</Text>;
    if (query.isError)
      return (
        <Text role="alert" c="red.9">
          {apiErrorMessage(query.error, t('loadFailed'))}
        </Text>
      );
    const settings = forTab(name);
    return settings.length ? <SettingsForm settings={settings} /> : null;
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text mt="xs">{t('intro')}</Text>
        </div>
        <Tabs value={tab} onChange={(v) => v && setTab(v as SettingsTab)} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }} aria-label={t('tabsLabel')}>
            {SETTINGS_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SETTINGS_TABS.map((name) => (
            <Tabs.Panel key={name} value={name} pt="lg">
              <Stack gap="xl">
                {name === 'integrations' ? <IntegrationsPanel /> : null}
                {name === 'system' ? <SystemPanel /> : null}
                {form(name)}
                {name === 'email' ? <TestEmailForm /> : null}
                {name !== 'integrations' &&
                name !== 'system' &&
                name !== 'email' &&
                !query.isPending &&
                !forTab(name).length ? (
                  <Text>{t('noSettings')}</Text>
                ) : null}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
