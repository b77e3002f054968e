import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Button, Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconHeart, IconLogout, IconMessageCircle } from '@tabler/icons-react';
import { Link, useLocation } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@client/features/auth/api';
import { openChatInsteadOfNavigating } from '@client/features/chat/openChat';
import { useLogoutAction } from '@client/features/auth/useLogoutAction';
import { accountLinks, MAIN_LINKS, SIGNED_OUT_LINKS, type NavItem } from './navLinks';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  user: CurrentUser | null;
}

/** Small-screen navigation, 320 px wide; choosing any link closes it. */
export function MobileDrawer({ opened, onClose, user }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { logout, isPending } = useLogoutAction();

  const item = (link: NavItem) => {
    const active = !link.to.includes('#') && (link.end ? pathname === link.to : pathname.startsWith(link.to));
    return (
      <MantineNavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={t(link.label)}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onClose}
      />
    );
  };

  return (
    <Drawer.Root opened={opened} onClose={onClose} size={320} position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* Mantine renders the header as <header>: a second "banner" landmark without this role. */}
        <Drawer.Header role="group">
          <Drawer.Title>{t('nav:drawerTitle')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('nav:closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="md">
            {user && (
              <div>
                <Text fw={600}>{t('nav:loggedInAs', { username: user.username })}</Text>
                <Text size="sm" c="dimmed">
                  {t(`auth:roles.${user.role}`)}
                </Text>
              </div>
            )}
            <Button
              component={Link}
              to="/unified-donation"
              leftSection={<IconHeart size={18} aria-hidden="true" />}
              onClick={onClose}
              fullWidth
            >
              {t('nav:donateButton')}
            </Button>
            <nav aria-label={t('nav:mainLabel')}>
              {MAIN_LINKS.map(item)}
              <MantineNavLink
                component={Link}
                to="/chat"
                label={t('nav:liveChatMenu')}
                leftSection={<IconMessageCircle size={16} aria-hidden="true" />}
                onClick={(event) => {
                  onClose();
                  openChatInsteadOfNavigating(event);
                }}
              />
            </nav>
            <Divider />
            <nav aria-label={t('nav:accountLabel')}>
              {user ? accountLinks(user.role).map(item) : SIGNED_OUT_LINKS.map(item)}
              {user && (
                <MantineNavLink
                  component="button"
                  label={t('nav:logout')}
                  leftSection={<IconLogout size={16} aria-hidden="true" />}
                  disabled={isPending}
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                />
              )}
            </nav>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
