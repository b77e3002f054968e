import { Anchor } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAIN_LINKS } from './navLinks';
import classes from './Header.module.css';

/** Desktop navigation row. */
export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav:mainLabel')}>
      <ul className={classes.navList}>
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            {/* Anchors to a section of a page are never "the current page". */}
            {link.to.includes('#') ? (
              <Anchor component={Link} to={link.to} className={classes.navLink} underline="hover">
                {t(link.label)}
              </Anchor>
            ) : (
              <Anchor
                component={NavLink}
                to={link.to}
                end={link.end}
                className={classes.navLink}
                underline="hover"
              >
                {t(link.label)}
              </Anchor>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
