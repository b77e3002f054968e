import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { allows, POLICIES, type Policy, type Role } from '@shared/permissions';
import { useCurrentUser } from '@client/features/auth/api';
import { useLanguage } from '@client/i18n/useLanguage';
import { PageLoader } from '@client/ui/PageLoader';
import { usePageTitle } from '@client/ui/usePageTitle';
import { pageExists } from './routes';

const POLICY_MESSAGES: Partial<Record<Policy, string>> = {
  admin: 'guard.admin',
  staff: 'guard.staff',
  dealer: 'guard.dealer',
  charity: 'guard.charity',
};

/**
 * back-office.md §1: in the admin area a user without access reads that admin access is needed (the
 * chat history says so of itself), whatever the page's policy.
 */
function adminAreaMessage(pathname: string): string | null {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return null;
  return pathname.startsWith('/admin/chat-history') ? 'guard.adminChatHistory' : 'guard.adminPage';
}

/** Offered to a signed-in user of another role, once the registration page exists. */
const REGISTER_LINKS: Partial<Record<Policy, { to: string; label: string }>> = {
  dealer: { to: '/dealer-registration', label: 'guard.registerDealer' },
  charity: { to: '/charity-registration', label: 'guard.registerCharity' },
};

function GuardMessage({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  usePageTitle(`auth:${title}`);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <IconLock size={48} stroke={1.5} aria-hidden="true" />
        <Title order={1}>{t(title)}</Title>
        <Text size="lg">{message}</Text>
        <Group justify="center">{children}</Group>
      </Stack>
    </Container>
  );
}

/** Shows the page only to users the policy allows; the server enforces the same table. */
export function RouteGuard({ policy, children }: { policy: Policy; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { locale } = useLanguage();
  const { user, isLoading, isError, refetch } = useCurrentUser();

  if (policy === 'public') return children;
  if (isLoading) return <PageLoader />;

  const home = (
    <Button component={Link} to="/" variant="default">
      {t('common:backToHome')}
    </Button>
  );

  if (isError) {
    return (
      <GuardMessage title="guard.checkFailedTitle" message={t('guard.checkFailed')}>
        <Button onClick={refetch}>{t('guard.retry')}</Button>
        {home}
      </GuardMessage>
    );
  }

  if (!user) {
    return (
      <GuardMessage title="guard.loginRequiredTitle" message={t('guard.loginRequired')}>
        <Button component={Link} to="/login" state={{ from: location.pathname + location.search }}>
          {t('guard.login')}
        </Button>
        {home}
      </GuardMessage>
    );
  }

  if (!allows(policy, user.role)) {
    const messageKey = adminAreaMessage(location.pathname) ?? POLICY_MESSAGES[policy];
    const roles = (POLICIES[policy] ?? []) as readonly Role[];
    const message = messageKey
      ? t(messageKey)
      : t('guard.requiredRoles', {
          roles: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
            roles.map((r) => t(`roles.${r}`)),
          ),
        });
    const register = REGISTER_LINKS[policy];
    const canRegister = register && pageExists(register.to);
    return (
      <GuardMessage title="guard.deniedTitle" message={message}>
        {canRegister && (
          <Button component={Link} to={register.to}>
            {t(register.label)}
          </Button>
        )}
        {home}
      </GuardMessage>
    );
  }

  return children;
}
