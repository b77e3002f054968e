import { lazy, Suspense, useState } from 'react';
import { preloadable } from '@client/ui/preloadable';
import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@client/features/auth/api';
import { ServerCached } from '../ServerCached';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { REGISTRATION_LINKS } from './navLinks';
import classes from './Header.module.css';

// Menus and the drawer (and their popover, focus-trap and scroll-lock code) load only when needed.
const userMenu = preloadable(() => import('./UserMenu').then((m) => m.UserMenu));
const UserMenu = userMenu.Component;
/** main.tsx loads the menu before hydrating a page the server rendered for a signed-in user. */
export const preloadUserMenu = userMenu.preload;
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

export function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <ServerCached component="header" name="header" className={classes.header}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" py="sm" gap="sm">
          <Logo />
          <Group gap="xs" wrap="nowrap">
            {!isLoading && !user && REGISTRATION_LINKS.length > 0 && (
              <Group gap="md" visibleFrom="lg" wrap="nowrap" mr="xs">
                {REGISTRATION_LINKS.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} size="sm" underline="hover">
                    {t(link.label)}
                  </Anchor>
                ))}
              </Group>
            )}
            <LanguageSwitcher />
            {!isLoading && (
              <Box visibleFrom="lg">
                {user ? (
                  <Suspense
                    fallback={<Button variant="default" size="sm" loading aria-label={user.username} />}
                  >
                    <UserMenu user={user} />
                  </Suspense>
                ) : (
                  <Button component={Link} to="/login" variant="default" size="sm">
                    {t('nav:login')}
                  </Button>
                )}
              </Box>
            )}
            <Button
              component={Link}
              to="/unified-donation"
              size="sm"
              leftSection={<IconHeart size={18} aria-hidden="true" />}
              visibleFrom="xs"
            >
              {t('nav:donateButton')}
            </Button>
            <Burger
              hiddenFrom="lg"
              opened={drawerOpened}
              onClick={() => {
                setDrawerUsed(true);
                drawer.toggle();
              }}
              aria-label={t(drawerOpened ? 'nav:closeMenu' : 'nav:openMenu')}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>
      <Box visibleFrom="lg" className={classes.navRow}>
        <Container size="xl">
          <MainNav />
        </Container>
      </Box>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close} user={user} />
        </Suspense>
      )}
    </ServerCached>
  );
}
