import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Drawer.css';
import { Suspense } from 'react';
import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { Outlet } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@client/features/auth/api';
import { PageLoader } from '@client/ui/PageLoader';
import { AdminSidebar } from './AdminSidebar';
import classes from './AdminLayout.module.css';

/**
 * The admin shell (back-office.md §2): the sidebar beside every /admin page, a drawer under 768 px.
 * Rendered only behind the admin guard (AppRouter), so nobody else sees the menu.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const [opened, drawer] = useDisclosure(false);
  if (!user) return <PageLoader />;
  return (
    <div className={classes.shell}>
      <aside className={classes.sidebar}>
        <AdminSidebar user={user} />
      </aside>
      <div className={classes.content}>
        <Button
          className={classes.menuButton}
          variant="default"
          leftSection={<IconMenu2 size={18} aria-hidden="true" />}
          aria-expanded={opened}
          onClick={drawer.open}
        >
          {t('shell.menu')}
        </Button>
        <Drawer.Root opened={opened} onClose={drawer.close} size={300} position="left">
          <Drawer.Overlay />
          <Drawer.Content>
            {/* Mantine renders the header as <header>: a second "banner" landmark without this role. */}
            <Drawer.Header role="group">
              <Drawer.Title>{t('shell.sidebarLabel')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('shell.closeMenu')} />
            </Drawer.Header>
            <Drawer.Body>
              <AdminSidebar user={user} onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
