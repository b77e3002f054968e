import { lazy, Suspense, useState } from 'react';
import { preloadable } from '@client/ui/preloadable';
import { Burger, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart } from '@tabler/icons-react';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@client/features/auth/api';
import { ButtonLink } from '@client/ui/ButtonLink';
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

/** The site's header (a signed-out page is kept whole by the server's page cache, page-cache.ts). */
export function Header() {
  return (
    <header className={classes.header}>
      <HeaderContent />
    </header>
  );
}

/** Plain elements with the rules of Mantine's Container, Group and Anchor (Header.module.css); Mantine's buttons. */
function HeaderContent() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <>
      <div className={classes.container}>
        <div className={classes.bar}>
          <Logo />
          <div className={classes.actions}>
            {!isLoading && !user && REGISTRATION_LINKS.length > 0 && (
              <div className={`${classes.registration} mantine-visible-from-lg`}>
                {REGISTRATION_LINKS.map((link) => (
                  <Link
                    key={link.to}
                    to={link.to}
                    className={`mantine-focus-auto ${classes.anchor} ${classes.underlineOnHover} ${classes.small}`}
                  >
                    {t(link.label)}
                  </Link>
                ))}
              </div>
            )}
            <LanguageSwitcher />
            {!isLoading && (
              <div className="mantine-visible-from-lg">
                {user ? (
                  <Suspense
                    fallback={<Button variant="default" size="sm" loading aria-label={user.username} />}
                  >
                    <UserMenu user={user} />
                  </Suspense>
                ) : (
                  <ButtonLink to="/login" variant="default" size="sm">
                    {t('nav:login')}
                  </ButtonLink>
                )}
              </div>
            )}
            <ButtonLink
              to="/unified-donation"
              size="sm"
              leftSection={<IconHeart size={18} aria-hidden="true" />}
              visibleFrom="xs"
            >
              {t('nav:donateButton')}
            </ButtonLink>
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
          </div>
        </div>
      </div>
      <div className={`${classes.navRow} mantine-visible-from-lg`}>
        <div className={classes.container}>
          <MainNav />
        </div>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close} user={user} />
        </Suspense>
      )}
    </>
  );
}
