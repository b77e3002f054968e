import { Link, NavLink } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { openChatInsteadOfNavigating } from '@client/features/chat/openChat';
import { MAIN_LINKS } from './navLinks';
import classes from './Header.module.css';

const linkClass = `mantine-focus-auto ${classes.anchor} ${classes.underlineOnHover} ${classes.navLink}`;

/** Desktop navigation row (links with the rules of Mantine's Anchor, Header.module.css). */
export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav:mainLabel')}>
      <ul className={classes.navList}>
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            {/* Anchors to a section of a page are never "the current page". */}
            {link.to.includes('#') ? (
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            ) : (
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {t(link.label)}
              </NavLink>
            )}
          </li>
        ))}
        {/* public-site.md §2: live chat is opened from the header menu (the full chat page without script). */}
        <li>
          <Link to="/chat" className={linkClass} onClick={openChatInsteadOfNavigating}>
            {t('nav:liveChatMenu')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
