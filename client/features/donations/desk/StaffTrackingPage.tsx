import '@mantine/core/styles/Tabs.css';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLayoutDashboard, IconUserSearch } from '@tabler/icons-react';
import { useLocation, useSearchParams } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@client/ui/usePageTitle';
import { DonationList } from './DonationList';
import { DonationPanel } from './DonationPanel';
import { DonorPortalTab } from './DonorPortalTab';

/**
 * /donation-tracking and /enhanced-donation-tracking (staff): the dashboard of donations and the
 * donor's own view by access code. The open donation is in the address (?donation=123), so a reload
 * or a shared link opens it again.
 */
export function StaffTrackingPage() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const titleKey = pathname.startsWith('/enhanced') ? 'page.enhancedTitle' : 'page.title';
  usePageTitle(`staff:${titleKey}`);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'portal' ? 'portal' : 'dashboard';
  const openId = Number(params.get('donation')) || null;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t(titleKey)}</Title>
          <Text mt="xs">{t('page.intro')}</Text>
        </div>
        <Tabs
          value={tab}
          onChange={(v) => update({ tab: v === 'portal' ? 'portal' : null })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="dashboard" leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}>
              {t('page.dashboardTab')}
            </Tabs.Tab>
            <Tabs.Tab value="portal" leftSection={<IconUserSearch size={16} aria-hidden="true" />}>
              {t('page.portalTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="dashboard" pt="lg">
            <DonationList selectedId={openId} onOpen={(id) => update({ donation: String(id) })} />
          </Tabs.Panel>
          <Tabs.Panel value="portal" pt="lg">
            <DonorPortalTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <DonationPanel id={tab === 'dashboard' ? openId : null} onClose={() => update({ donation: null })} />
    </Container>
  );
}
